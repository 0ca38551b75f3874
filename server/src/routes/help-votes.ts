import { helpVoteAnswerSchema, helpVoteSchema, problemSchema } from "@ikey/contracts/api-schemas";
import { cmsItemBasePath } from "@ikey/contracts/cms";
import { helpVoteSummarySchema } from "@ikey/contracts/console-api-schemas";
import { type HelpAudience, helpArticlePath, helpArticles } from "@ikey/contracts/help-centre";
import { HELP_VOTES_PATH } from "@ikey/contracts/help-votes";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
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
  /** The console article live now at `slug` in `language`, if any (server/src/cms/cms-live.ts). */
  readonly consoleArticle: (language: Language, slug: string, now: number) => number | undefined;
}

const builtInArticles: ReadonlySet<string> = new Set(helpArticles.map((entry) => entry.slug));

/**
 * How a console article's votes are kept: by its item, so its answers in every language, and
 * under every slug it has had, count together. A colon is in no slug, so no repository article's
 * key can be one of these.
 */
const CONSOLE_ARTICLE_PREFIX = "console:";
const consoleArticleKey = (itemId: number) => `${CONSOLE_ARTICLE_PREFIX}${itemId}`;

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
      const { article: slug, helpful, comment, visitor } = request.body;
      // A filled honeypot gets the same answer, and nothing is stored.
      if (request.spam) return reply.code(201).send({ status: "counted" });
      const language = requestLanguage(request.headers["content-language"], request.headers.referer);
      const now = deps.clock();
      const consoleItem = builtInArticles.has(slug) ? undefined : deps.consoleArticle(language, slug, now);
      const article = builtInArticles.has(slug) ? slug : consoleItem && consoleArticleKey(consoleItem);
      if (!article) return fail(reply, 400, "Bad Request", "Unknown article.", "article");
      try {
        await deps.db
          .insertInto("help_votes")
          .values({
            article,
            visitor_hash: await deps.hashClient(`help-visitor:${visitor}`),
            helpful: helpful ? 1 : 0,
            comment: comment ? comment : null,
            language,
            created_at: now,
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
      const consolePaths = await consoleArticlePaths(
        deps.db,
        counts.flatMap((row) =>
          row.article.startsWith(CONSOLE_ARTICLE_PREFIX)
            ? [Number(row.article.slice(CONSOLE_ARTICLE_PREFIX.length))]
            : [],
        ),
      );
      const entries = [
        ...helpArticles.map((entry) => ({ article: entry.slug, path: helpArticlePath(entry) })),
        ...[...consolePaths].map(([id, path]) => ({ article: consoleArticleKey(id), path })),
      ];
      const articles = entries.map((entry) => {
        const votes = (helpful: number) =>
          Number(counts.find((row) => row.article === entry.article && Number(row.helpful) === helpful)?.votes ?? 0);
        return {
          ...entry,
          yes: votes(1),
          no: votes(0),
          comments: comments
            .filter((row) => row.article === entry.article)
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

/**
 * Where each console article that has answers is read: its English address, or the first language
 * it is written in, under the slug it has now (the older ones lead there).
 */
async function consoleArticlePaths(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const texts = await db
    .selectFrom("cms_texts")
    .innerJoin("cms_items", "cms_items.id", "cms_texts.item_id")
    .select(["cms_texts.item_id", "cms_texts.language", "cms_texts.slug", "cms_items.audience"])
    .where("cms_items.kind", "=", "help-article")
    .where("cms_texts.item_id", "in", [...new Set(ids)])
    .where("cms_texts.slug", "!=", "")
    .execute();
  const order = (language: string) => LANGUAGES.indexOf(language as Language);
  const paths = new Map<number, string>();
  for (const text of texts.sort((a, b) => order(a.language) - order(b.language))) {
    if (paths.has(text.item_id)) continue;
    const path = cmsItemBasePath("help-article", text.slug, text.audience as HelpAudience | null);
    paths.set(text.item_id, pathInLanguage(path, text.language as Language));
  }
  return paths;
}
