import { STATUS_CODES } from "node:http";
import { problemSchema } from "@ikey/contracts/api-schemas";
import { type CmsKind, cmsAreaOf } from "@ikey/contracts/cms";
import { cmsImageReplySchema, cmsImageUploadSchema } from "@ikey/contracts/cms-api-schemas";
import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_UPLOAD_TYPES, cmsImageSource } from "@ikey/contracts/cms-images";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createImageQueue, uploadPicture } from "../cms/cms-images";
import { CmsProblem } from "../cms/cms-problems";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { CmsDeps } from "./cms";

/** One queue per process: the limit is the machine's cores, whichever app or kind takes the upload. */
const queue = createImageQueue();

/** Waiting its turn behind a few others, then a second or two of work: more than a form's budget. */
const UPLOAD_BUDGET_MS = 45_000;

const MEGABYTES = CMS_IMAGE_MAX_BYTES / 1024 / 1024;
const SEND_THE_FILE = `Send the picture's file as the body, with Content-Type: application/octet-stream or ${CMS_IMAGE_UPLOAD_TYPES.join(", ")}.`;

/**
 * The editor's picture upload (docs/decisions/0045-cms.md, "Images"): POST
 * /staff/api/cms/<area>/images with the file's bytes as the body, behind the console's guard (the
 * kind's role and the session's CSRF token, checked before the body is read). Answers 201 with the
 * picture and the address the body writes for it. In a context of its own, so the raw-body parser
 * and the 10 MB limit apply to this route alone.
 */
export async function cmsImageUploadRoutes(server: FastifyInstance, deps: CmsDeps, kind: CmsKind) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const keep = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
  const parsing = { parseAs: "buffer", bodyLimit: CMS_IMAGE_MAX_BYTES } as const;
  app.addContentTypeParser("application/octet-stream", parsing, keep);
  app.addContentTypeParser(/^image\/[\w.+-]+\s*(;|$)/i, parsing, keep);

  // The framework's refusals of a body, in the upload's words; anything else as every route's.
  const inherited = server.errorHandler;
  function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return fail(reply, 413, "Payload Too Large", `The file is larger than ${MEGABYTES} MB: make it smaller.`);
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return fail(reply, 415, "Unsupported Media Type", SEND_THE_FILE);
    }
    return inherited.call(this, error, request, reply);
  }

  app.post(
    "/images",
    {
      config: { consoleAccess: cmsAreaOf[kind] },
      bodyLimit: CMS_IMAGE_MAX_BYTES,
      handlerTimeout: UPLOAD_BUDGET_MS,
      errorHandler,
      schema: {
        body: cmsImageUploadSchema,
        response: { 201: cmsImageReplySchema, "4xx": problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const { member, clientHash } = await actingMember(deps.hash, request);
      const acting = { member: { id: member.staffId, email: member.email }, clientHash, now: deps.clock() };
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
      // The work stops between its steps once nobody waits for it: the client went away, or the
      // budget ran out and was answered. Not request.signal, which Fastify aborts when the request's
      // stream closes, as it does as soon as its body has been read.
      const ended = new AbortController();
      reply.raw.once("close", () => ended.abort(new Error("the upload's request ended")));
      try {
        const image = await uploadPicture(deps.db, queue, kind, bytes, acting, ended.signal);
        return reply.code(201).send({ image, source: cmsImageSource(image) });
      } catch (error) {
        if (ended.signal.aborted && reply.raw.writableEnded) return reply;
        if (!(error instanceof CmsProblem)) throw error;
        if (error.status === 503) reply.header("Retry-After", "30");
        return fail(reply, error.status, STATUS_CODES[error.status] ?? "Refused", error.message);
      }
    },
  );
}
