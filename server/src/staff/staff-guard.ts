import { createHmac, timingSafeEqual } from "node:crypto";
import { CSRF_HEADER, mayOpen, type StaffArea } from "@ikey/contracts/staff";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { readCookie } from "../accounts/device-tokens";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";
import { fail } from "../http/json-body";
import { serverTiming } from "../http/server-timing";
import { fromOwnOrigin, STAFF_SESSION_COOKIE } from "./session-tokens";
import { readSession, type SessionMember } from "./staff-sessions";

type StaffHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * A preHandler for a console call: 401 without a live session, 403 without the session's CSRF
     * token on a state change, and 403 when the member's role may not open `area` (contracts/staff.ts).
     * Each is decided here, on the server, whatever the console shows.
     */
    requireStaff(area?: StaffArea): StaffHook;
  }
  interface FastifyRequest {
    /** The signed-in member, read from the session cookie on each console call; null when none. */
    staff: SessionMember | null;
  }
}

export interface StaffGuardOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly siteUrl: string;
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
 * Every console call, signed in or not: never cached, never indexed, a state change only from a
 * page of this site (Origin or Sec-Fetch-Site), and the session read from its cookie. Register it
 * in the console's context; routes then add `app.requireStaff(area)`.
 */
async function staffGuard(app: FastifyInstance, { db, clock, siteUrl, csrfKey }: StaffGuardOptions) {
  app.decorateRequest("staff", null);
  app.decorate("requireStaff", (area?: StaffArea) => requireStaff(csrfKey, area));
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("X-Robots-Tag", "noindex, nofollow");
    if (UNSAFE.has(request.method) && !fromOwnOrigin(request.headers, siteUrl)) {
      request.log.info("refused: cross-site console request");
      return fail(reply, 403, "Cross-Site Request", "This request did not come from the staff console.");
    }
    request.staff = await readSession(db, readCookie(request.headers.cookie, STAFF_SESSION_COOKIE), clock());
  });
  // The server's own time per call, for the console's benchmark and a member's browser tools.
  app.addHook("onSend", serverTiming);
}

export default fp(staffGuard, { name: "staff-guard" });

function requireStaff(csrfKey: Buffer, area?: StaffArea) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const member = request.staff;
    if (!member) return fail(reply, 401, "Signed Out", "Your session has ended. Please sign in again.");
    const csrfToken = request.headers[CSRF_HEADER.toLowerCase()];
    if (UNSAFE.has(request.method) && !sameToken(csrfTokenOf(csrfKey, member.sessionHash), csrfToken)) {
      return fail(reply, 403, "CSRF Token Missing", "Reload the console and try again.");
    }
    if (area && !mayOpen(member.role, area)) {
      return fail(reply, 403, "Forbidden", "Your role does not include this part of the console.");
    }
  };
}
