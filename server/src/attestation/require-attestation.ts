import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Attestation, TokenProblem } from "./attestation";

export interface AttestationRefusal {
  readonly problem: TokenProblem;
  /** A short name for the JSON `error` field, such as "Attestation Required". */
  readonly error: string;
  readonly message: string;
}

export interface RequireAttestationOptions {
  /**
   * Spend the token: one call per token, a replay is refused. For writes (the
   * lead forms, deactivation), so that a bot pays one solved challenge per call.
   */
  readonly consume?: boolean;
  /** Writes the 401; by default `{error, message}`. The callable protocol has its own shape. */
  readonly refuse?: (reply: FastifyReply, refusal: AttestationRefusal) => FastifyReply;
}

type AttestationHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

declare module "fastify" {
  interface FastifyInstance {
    /** A hook (preValidation) that lets a call through only with a valid attestation token (when enforced). */
    requireAttestation(options?: RequireAttestationOptions): AttestationHook;
  }
  interface FastifyRequest {
    /** After the guard: whether a valid token came with the call; null when attestation is not configured. */
    attested: boolean | null;
  }
}

const refusalTexts: Record<TokenProblem, [string, string]> = {
  missing: ["Attestation Required", `This call needs an app attestation token in the ${ATTESTATION_HEADER} header.`],
  malformed: ["Attestation Invalid", "The app attestation token is not valid."],
  forged: ["Attestation Invalid", "The app attestation token is not valid."],
  expired: ["Attestation Expired", "The app attestation token has expired; get a new one."],
  replayed: ["Attestation Spent", "The app attestation token has been used already; get a new one."],
};

const refuseWithJson = (reply: FastifyReply, refusal: AttestationRefusal) =>
  reply.code(401).send({ error: refusal.error, message: refusal.message });

export interface AttestationPluginOptions {
  /** Absent when attestation is not configured: every call goes through, unchecked. */
  readonly attestation?: Attestation;
  /** Off: tokens are still checked (and single-use ones spent), and a failure is only logged. */
  readonly enforce: boolean;
}

/**
 * The one guard for every protected endpoint. Add it to a route with
 * `{ preValidation: app.requireAttestation({ consume: true }) }`: before the body's
 * schema, so an unattested call learns nothing about its fields.
 */
async function attestationGuard(app: FastifyInstance, { attestation, enforce }: AttestationPluginOptions) {
  app.decorateRequest("attested", null);
  app.decorate("requireAttestation", ({ consume = false, refuse = refuseWithJson }: RequireAttestationOptions = {}) => {
    const header = ATTESTATION_HEADER.toLowerCase();
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!attestation) return;
      const value = request.headers[header];
      const verdict = await attestation.checkToken(typeof value === "string" ? value : undefined, { consume });
      request.attested = verdict === "valid";
      if (verdict === "valid") return;
      // The verdict and the request id only: the token and the caller stay out of the log.
      if (!enforce) {
        request.log.info({ attestation: verdict }, "attestation failed; let through (ATTESTATION_ENFORCE is off)");
        return;
      }
      request.log.info({ attestation: verdict }, "refused: attestation");
      const [error, message] = refusalTexts[verdict];
      return refuse(reply, { problem: verdict, error, message });
    };
  });
}

export default fp(attestationGuard, { name: "attestation-guard" });
