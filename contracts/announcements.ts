/*
 * The announcements' addresses (web/content/<language>/announcements/: one Markdown file per post).
 * Which posts there are is the content folder's to say, not this module's: the build prerenders
 * each and lists them in build/client/_content-pages.json, which the server serves from
 * (docs/decisions/0044-markdown-content.md).
 */

/** The list of every post, newest first (the spec's page). */
export const ANNOUNCEMENTS_PATH = "/announcement";

/** The posts as an Atom feed (RFC 4287), in each language at its own address. */
export const ANNOUNCEMENTS_FEED_PATH = "/announcement/feed.atom";

/** A post's own page: its file's name is its slug. */
export function announcementPath(slug: string): string {
  return `${ANNOUNCEMENTS_PATH}/${slug}`;
}

/**
 * The file the web build writes into build/client: every post's address, in every language. The
 * server never sends a file whose name starts with "_"; a static host may, and it lists only
 * public addresses.
 */
export const CONTENT_PAGES_FILE = "_content-pages.json";
