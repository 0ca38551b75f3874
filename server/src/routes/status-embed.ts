import { problemSchema } from "@ikey/contracts/api-schemas";
import {
  embedQuerySchema,
  STATUS_BADGE_PATH,
  STATUS_EMBED_MAX_AGE_SECONDS,
  STATUS_SUMMARY_PATH,
  statusSummarySchema,
  summaryQuerySchema,
} from "@ikey/contracts/status-embed";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import { NOT_MODIFIED_BODY, notModified, notModifiedSchema } from "../http/revalidated";
import { type EmbedAnswer, embedAnswers } from "../status/embed-answers";
import type { Clock } from "../time";

export interface StatusEmbedRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly siteUrl: string;
  /** How often the probes run: a last probe older than three intervals says nothing about now. */
  readonly probeIntervalMs: number;
}

/** No script, style sheet, font or picture may load in the badge, even opened on its own. */
const BADGE_POLICY = "default-src 'none'";

/**
 * The badge and the summary (issue 53, point 5; docs/status-embedding.md): the current state for
 * other sites to show. Any origin may read them (CORS without credentials, and a
 * Cross-Origin-Resource-Policy that lets an <img> on another site load the badge, where the site's
 * default same-origin would block it). Caches may keep them 30 s: each instance reads the state at
 * most once per 30 s and says the copy's age in Age, so no reader holds a state older than 30 s.
 */
export async function statusEmbedRoutes(server: FastifyInstance, options: StatusEmbedRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const answers = embedAnswers({
    db: options.db,
    clock: options.clock,
    siteUrl: options.siteUrl,
    keepMs: STATUS_EMBED_MAX_AGE_SECONDS * 1000,
    staleAfterMs: 3 * options.probeIntervalMs,
  });

  /** The shared headers, then 304 when the reader's copy still says it; true when it does. */
  const revalidated = (request: FastifyRequest, reply: FastifyReply, answer: EmbedAnswer<unknown>) => {
    const matches = notModified(request, reply, answer.tag);
    const age = Math.max(0, Math.ceil((options.clock() - answer.at) / 1000));
    reply
      .header("Cache-Control", `public, max-age=${STATUS_EMBED_MAX_AGE_SECONDS}`)
      .header("Age", String(age))
      .header("Access-Control-Allow-Origin", "*")
      .header("Cross-Origin-Resource-Policy", "cross-origin")
      .header("X-Content-Type-Options", "nosniff");
    return matches;
  };

  app.get(
    STATUS_SUMMARY_PATH,
    {
      schema: {
        querystring: summaryQuerySchema,
        response: { 200: statusSummarySchema, 304: notModifiedSchema, "4xx": problemSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.summary(request.query.lang);
      if (revalidated(request, reply, answer)) return reply.send(NOT_MODIFIED_BODY);
      return answer.body;
    },
  );

  app.get(
    STATUS_BADGE_PATH,
    {
      schema: {
        querystring: embedQuerySchema,
        response: { 200: z.string(), 304: notModifiedSchema, "4xx": problemSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.badge(request.query);
      reply.type("image/svg+xml; charset=utf-8").header("Content-Security-Policy", BADGE_POLICY);
      if (revalidated(request, reply, answer)) return reply.send(NOT_MODIFIED_BODY);
      return answer.body;
    },
  );
}
