import type { FastifyReply, FastifyRequest } from "fastify";
import { fail } from "../http/json-body";
import { StaffProblem } from "../http/staff-problem";
import type { KeyedHash } from "../privacy/keyed-hash";
import type { SessionMember } from "./staff-sessions";

/**
 * Who is acting on a console call (behind the console's guard, staff/staff-guard.ts), as the audit log records them: the
 * session's member, the member as an actor, and the client's keyed hash.
 */
export async function actingMember(hash: KeyedHash, request: FastifyRequest) {
  const member = request.staff as SessionMember;
  return { member, actor: { id: member.staffId, email: member.email }, clientHash: await hash(request.ip) };
}

/** A refusal the member can act on, in its own words (429 with a wait, else 400); anything else goes to the app's handler. */
export function answerStaffProblem(reply: FastifyReply, error: unknown) {
  if (!(error instanceof StaffProblem)) throw error;
  if (error.retryAfterSeconds !== undefined) {
    reply.header("Retry-After", String(error.retryAfterSeconds));
    return fail(reply, 429, "Too Many Requests", error.message);
  }
  return fail(reply, 400, "Refused", error.message);
}
