import { createHmac, timingSafeEqual } from "node:crypto";
import { CSRF_HEADER, mayOpen, type StaffArea } from "@ikey/contracts/staff";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { readCookie } from "../credentials/device-tokens";
import type { Database } from "../db/schema";
import { fail } from "../http/json-body";
import { serverTiming } from "../http/server-timing";
import type { Clock } from "../time";
import { fromOwnOrigin, originOf, STAFF_SESSION_COOKIE } from "./session-tokens";
import { readSession, type SessionMember } from "./staff-sessions";

/** Who may make a console call: anyone (signing in, an invitation), any signed-in member, or those whose role opens an area. */
export type ConsoleAccess = "anyone" | "member" | StaffArea;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * For a route under /staff/api: who may call it (default "member"). The guard checks it before
     * the body is read or validated: 401 without a live session, 403 without the session's CSRF
     * token on a state change, 403 when the member's role may not open the area (contracts/staff.ts).
     */
    consoleAccess?: ConsoleAccess;
  }
  interface FastifyRequest {
    /** The signed-in member, read from the session cookie on each console call; null when none. */
    staff: SessionMember | null;
  }
}

export interface StaffGuardOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** sealingKey(STAFF_SECRET_KEY, "staff-csrf") */
  readonly csrfKey: Buffer;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A session's CSRF token: derived from the session (an HMAC of its stored hash), so nothing more is
 * stored, it changes with every session, and only this server can make it.
 */
export function csrfTokenOf(csrfKey: Buffer, sessionHash: string): string {
  return createHmac("sha256", csrfKey).update(sessionHash).digest("base64url");
}

function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every console call, in one hook that runs before its body is parsed or validated, so a stranger
 * learns nothing of the console's schemas: never cached, never indexed, a state change only from a
 * page of the origin it was made to (Origin or Sec-Fetch-Site), the session read from its cookie,
 * then the route's `consoleAccess` (a signed-in member by default, so a new route cannot forget it).
 * Register it in the console's context.
 */
async function staffGuard(app: FastifyInstance, { db, clock, csrfKey }: StaffGuardOptions) {
  app.decorateRequest("staff", null);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("X-Robots-Tag", "noindex, nofollow");
    const unsafe = UNSAFE.has(request.method);
    // request.protocol and request.host are the forwarded ones only from a trusted proxy (trust-proxy.ts).
    if (unsafe && !fromOwnOrigin(request.headers, originOf(request.protocol, request.host))) {
      request.log.info("refused: cross-site console request");
      return fail(reply, 403, "Cross-Site Request", "This request did not come from the staff console.");
    }
    request.staff = await readSession(db, readCookie(request.headers.cookie, STAFF_SESSION_COOKIE), clock());
    const access = request.routeOptions.config.consoleAccess ?? "member";
    if (access === "anyone") return;
    const member = request.staff;
    if (!member) return fail(reply, 401, "Signed Out", "Your session has ended. Please sign in again.");
    const csrfToken = request.headers[CSRF_HEADER.toLowerCase()];
    if (unsafe && !sameToken(csrfTokenOf(csrfKey, member.sessionHash), csrfToken)) {
      return fail(reply, 403, "CSRF Token Missing", "Reload the console and try again.");
    }
    if (access !== "member" && !mayOpen(member.role, access)) {
      return fail(reply, 403, "Forbidden", "Your role does not include this part of the console.");
    }
  });
  // The server's own time per call, for the console's benchmark and a member's browser tools.
  app.addHook("onSend", serverTiming);
}

export default fp(staffGuard, { name: "staff-guard" });
