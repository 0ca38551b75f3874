import { problemSchema } from "@ikey/contracts/api-schemas";
import {
  currentSessionSchema,
  emptyBodySchema,
  invitationCodeSchema,
  invitationPasswordSchema,
  invitationSchema,
  invitationTokenSchema,
  okSchema,
  passwordChangeSchema,
  pendingTotpSchema,
  recoveryCodesSchema,
  signInSchema,
  staffSessionSchema,
} from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { appendAudit } from "../audit-log/audit-log-store";
import { serializeDeviceCookie } from "../credentials/device-tokens";
import { tokenHash } from "../credentials/random-tokens";
import { fail } from "../http/json-body";
import { actingMember, answerStaffProblem } from "../staff/console-requests";
import { finishEnrolment, openInvitation, startEnrolment, WrongEnrolmentSecret } from "../staff/enrolment";
import { changeStaffPassword } from "../staff/password-change";
import { sessionCookie } from "../staff/session-tokens";
import { signIn, staffEmailHash } from "../staff/sign-in";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { csrfTokenOf } from "../staff/staff-guard";
import { endSession, type SessionMember } from "../staff/staff-sessions";
import { MINUTE_MS } from "../time";

const replies = { "4xx": problemSchema };
/** Calls open without a session (staff/staff-guard.ts); every other one here needs a signed-in member. */
const config = { consoleAccess: "anyone" } as const;

function sessionOf(deps: StaffConsoleDeps, member: Omit<SessionMember, "sessionHash">, sessionHash: string) {
  return {
    id: member.staffId,
    email: member.email,
    role: member.role,
    name: member.name,
    language: member.language,
    csrfToken: csrfTokenOf(deps.csrfKey, sessionHash),
  };
}

/**
 * Signing in and out, the session, a member's own password, and accepting an invitation
 * (docs/decisions/0015), under /staff/api in the console's context (staff/staff-guard.ts).
 */
export async function staffRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const enrolmentKeys = { sealKey: deps.sealKey, scryptCost: deps.scryptCost, hash: deps.hash };

  app.post(
    "/sign-in",
    { config, schema: { body: signInSchema, response: { 200: staffSessionSchema, ...replies } } },
    async (request, reply) => {
      const outcome = await signIn(
        { ...deps, now: deps.clock },
        { ...request.body, clientAddress: request.ip, cookies: request.headers.cookie },
      );
      if (outcome.kind === "refused") {
        const minutes = Math.max(1, Math.ceil(outcome.retryAfterMs / MINUTE_MS));
        reply.header("Retry-After", String(Math.ceil(outcome.retryAfterMs / 1000)));
        return fail(reply, 429, "Too Many Attempts", `Too many attempts. Try again in ${minutes} minutes.`);
      }
      if (outcome.kind === "wrong") {
        return fail(reply, 401, "Sign-In Failed", "The e-mail, password or code is not right.");
      }
      reply.header("Set-Cookie", [sessionCookie(outcome.token), serializeDeviceCookie(outcome.device)]);
      return sessionOf(deps, outcome.member, tokenHash(outcome.token));
    },
  );

  app.get("/session", { config, schema: { response: { 200: currentSessionSchema, ...replies } } }, async (request) => {
    const member = request.staff;
    return { session: member ? sessionOf(deps, member, member.sessionHash) : null };
  });

  app.post(
    "/sign-out",
    { schema: { body: emptyBodySchema, response: { 200: okSchema, ...replies } } },
    async (request, reply) => {
      const { member, actor, clientHash } = await actingMember(deps.hash, request);
      await endSession(deps.db, member.sessionHash);
      await appendAudit(deps.db, { at: deps.clock(), actor, action: "staff.sign-out", clientHash });
      reply.header("Set-Cookie", sessionCookie("", 0));
      return { ok: true as const };
    },
  );

  app.post(
    "/password",
    {
      schema: { body: passwordChangeSchema, response: { 200: okSchema, ...replies } },
    },
    async (request, reply) => {
      try {
        const { member, clientHash } = await actingMember(deps.hash, request);
        await changeStaffPassword(deps, member, { ...request.body, clientHash });
        return { ok: true as const };
      } catch (error) {
        return answerStaffProblem(reply, error);
      }
    },
  );

  // Accepting an invitation: the link's token comes in the body (it is in the URL's fragment, which
  // browsers never send), first to show whose it is, then with the password, then with a code. A
  // token that names no open invitation, or a wrong code, counts against the client's limit; a
  // right one is always answered.
  const invitationConfig = {
    ...config,
    secretCheck: {
      bucket: "staff-invitation",
      ...deps.invitationLimit,
      message: "Too many tries. Please try again in a few minutes.",
    },
  };
  const enrolmentProblem = (reply: FastifyReply, error: unknown) =>
    error instanceof WrongEnrolmentSecret
      ? reply.wrongSecret(() => answerStaffProblem(reply, error))
      : answerStaffProblem(reply, error);

  app.post(
    "/invitation",
    {
      config: invitationConfig,
      schema: { body: invitationTokenSchema, response: { 200: invitationSchema, ...replies } },
    },
    async (request, reply) => {
      const invitation = await openInvitation(deps.db, request.body.token, deps.clock());
      if (!invitation) {
        return reply.wrongSecret(() =>
          fail(reply, 410, "Invitation Closed", "This invitation link no longer works. Ask an admin for a new one."),
        );
      }
      return { email: invitation.email, role: invitation.role };
    },
  );

  app.post(
    "/invitation/password",
    {
      config: invitationConfig,
      schema: { body: invitationPasswordSchema, response: { 200: pendingTotpSchema, ...replies } },
    },
    async (request, reply) => {
      try {
        const pending = await startEnrolment(deps.db, { ...request.body, now: deps.clock() }, enrolmentKeys);
        // Drawn here, with no third party: the secret never leaves this server and the browser.
        const qrSvg = await QRCode.toString(pending.uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
        return { ...pending, qrSvg };
      } catch (error) {
        return enrolmentProblem(reply, error);
      }
    },
  );

  app.post(
    "/invitation/code",
    {
      config: invitationConfig,
      schema: { body: invitationCodeSchema, response: { 200: recoveryCodesSchema, ...replies } },
    },
    async (request, reply) => {
      try {
        const { recoveryCodes, email } = await finishEnrolment(
          deps.db,
          { ...request.body, now: deps.clock() },
          enrolmentKeys,
        );
        // The browser that enrolled, having shown the link, set the password and proved the second
        // factor, is the member's first known browser: their first sign-in from it is counted on its
        // own, out of the lock strangers can cause on the e-mail (docs/decisions/0011-device-cookies.md).
        const device = await deps.devices.issue(await staffEmailHash(deps.hash, email));
        reply.header("Set-Cookie", serializeDeviceCookie(device));
        return { recoveryCodes };
      } catch (error) {
        return enrolmentProblem(reply, error);
      }
    },
  );
}
