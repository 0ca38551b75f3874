import { helpVoteAnswerSchema, helpVoteSchema, problemSchema } from "@ikey/contracts/api-schemas";
import { helpVoteSummarySchema } from "@ikey/contracts/console-api-schemas";
import { helpArticlePath, helpArticles } from "@ikey/contracts/help-centre";
import { HELP_VOTES_PATH } from "@ikey/contracts/help-votes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../db/errors";
import type { Database } from "../db/schema";
import { fail, requireJsonObject } from "../http/json-body";
import { requestLanguage } from "../http/request-language";
import type { KeyedHash } from "../privacy/keyed-hash";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import type { Clock } from "../time";

export interface HelpVotesRoutesOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly hashClient: KeyedHash;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
}

/**
 * "Was this helpful?" on a help article (decision 0018): rate-limited per client, with the forms'
 * honeypot, and one vote per visitor per article, held by a unique key on the keyed hash of the
 * random identifier the visitor's browser keeps (the identifier itself is never stored).
 */
export async function helpVotesRoutes(server: FastifyInstance, deps: HelpVotesRoutesOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    HELP_VOTES_PATH,
    {
      schema: { body: helpVoteSchema, response: { 201: helpVoteAnswerSchema, "4xx": problemSchema } },
      preValidation: requireJsonObject(),
      config: {
        rateLimit: { bucket: "help-vote", ...deps.rateLimit, message: "Too many answers. Please try again later." },
        honeypot: true,
      },
    },
    async (request, reply) => {
      const { article, helpful, comment, visitor } = request.body;
      // A filled honeypot gets the same answer, and nothing is stored.
      if (request.spam) return reply.code(201).send({ status: "counted" });
      try {
        await deps.db
          .insertInto("help_votes")
          .values({
            article,
            visitor_hash: await deps.hashClient(`help-visitor:${visitor}`),
            helpful: helpful ? 1 : 0,
            comment: comment ? comment : null,
            language: requestLanguage(request.headers["content-language"], request.headers.referer),
            created_at: deps.clock(),
          })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return fail(reply, 409, "Already Answered", "You have already told us whether this article helped.");
      }
      return reply.code(201).send({ status: "counted" });
    },
  );
}

/** How many comments per article the console shows. */
const COMMENTS_PER_ARTICLE = 50;

/** The console's summary (support and admin): every article's Yes and No, and its latest comments. */
export async function helpVotesConsoleRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/help-votes",
    {
      config: { consoleAccess: "help" },
      schema: { response: { 200: helpVoteSummarySchema, "4xx": problemSchema } },
    },
    async () => {
      const counts = await deps.db
        .selectFrom("help_votes")
        .select((eb) => ["article", "helpful", eb.fn.countAll<number | string | bigint>().as("votes")])
        .groupBy(["article", "helpful"])
        .execute();
      const comments = await deps.db
        .selectFrom("help_votes")
        .select(["article", "helpful", "comment", "language", "created_at"])
        .where("comment", "is not", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(COMMENTS_PER_ARTICLE * helpArticles.length)
        .execute();
      const articles = helpArticles.map((entry) => {
        const votes = (helpful: number) =>
          Number(counts.find((row) => row.article === entry.slug && Number(row.helpful) === helpful)?.votes ?? 0);
        return {
          article: entry.slug,
          path: helpArticlePath(entry),
          yes: votes(1),
          no: votes(0),
          comments: comments
            .filter((row) => row.article === entry.slug)
            .slice(0, COMMENTS_PER_ARTICLE)
            .map((row) => ({
              helpful: Number(row.helpful) === 1,
              comment: row.comment ?? "",
              language: row.language,
              at: Number(row.created_at),
            })),
        };
      });
      // The articles people answered about first, the least helpful at the top.
      articles.sort((a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no));
      return { articles };
    },
  );
}
