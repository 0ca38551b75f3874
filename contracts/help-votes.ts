import { z } from "zod";
import { type HelpArticleSlug, helpArticles } from "./help-centre";
import { HONEYPOT_FIELD } from "./validation";

/*
 * The help centre's "Was this helpful?" (issue 18): a visitor's vote on an article, and the staff
 * console's summary of them. One vote per visitor per article.
 */

export const HELP_VOTES_PATH = "/api/help/votes";
export const HELP_COMMENT_MAX = 500;
/** Where the browser keeps its random visitor identifier, which a vote carries. */
export const HELP_VISITOR_KEY = "ikey-help-visitor";

const articleSlugs = helpArticles.map((entry) => entry.slug) as [HelpArticleSlug, ...HelpArticleSlug[]];

export const helpVoteSchema = z.object({
  article: z.enum(articleSlugs, "Unknown article."),
  helpful: z.boolean("Say whether the article helped: true or false."),
  comment: z.string().trim().max(HELP_COMMENT_MAX, `A comment has at most ${HELP_COMMENT_MAX} characters.`).optional(),
  /** A random identifier the visitor's browser keeps; the server stores only its keyed hash. */
  visitor: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "The visitor identifier is not valid."),
  /** The honeypot: people leave it empty. */
  [HONEYPOT_FIELD]: z.unknown().optional(),
});
export type HelpVote = z.infer<typeof helpVoteSchema>;

/** A vote stored answers 201 with this; a visitor's second vote on an article answers 409, and the first stands. */
export const helpVoteAnswerSchema = z.object({ status: z.literal("counted") });

/** The console's view: each article's answers, and its comments newest first. */
export const helpVoteSummarySchema = z.object({
  articles: z.array(
    z.object({
      article: z.string(),
      path: z.string(),
      yes: z.number().int(),
      no: z.number().int(),
      comments: z.array(z.object({ helpful: z.boolean(), comment: z.string(), language: z.string(), at: z.number() })),
    }),
  ),
});
export type HelpVoteSummary = z.infer<typeof helpVoteSummarySchema>;
