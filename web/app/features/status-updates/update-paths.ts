/*
 * Addresses from contracts/status-updates.ts, repeated here because that module builds zod schemas
 * and a page may load it only on demand; update-paths.test.ts keeps the two equal.
 */

/** STATUS_FEED_PATH: the Atom feed of incidents. */
export const STATUS_FEED_HREF = "/status/feed.atom";
