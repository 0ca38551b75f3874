/*
 * The help centre's "Was this helpful?" (decision 0018): a visitor's vote on an article, and the staff
 * console's summary of them. One vote per visitor per article. The constants the page needs; the
 * zod schemas are the server's (api-schemas.ts, console-api-schemas.ts), so articles carry no zod.
 */

export const HELP_VOTES_PATH = "/api/help/votes";
export const HELP_COMMENT_MAX = 500;
/** Where the browser keeps its random visitor identifier, which a vote carries. */
export const HELP_VISITOR_KEY = "ikey-help-visitor";
