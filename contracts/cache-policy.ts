/**
 * How long browsers and CDNs may keep each file of the built site, decided by
 * the address it is served at, for the server and the static host alike.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Vite names every file under /assets/ by its content hash, so they never change. */
export const HASHED_ASSETS = "/assets/";

/** `path` is the file's address on the site ("/assets/x.js", "/faq/index.html", "/favicon.svg"). */
export function cacheControlFor(path: string): string {
  // The served file may be the precompressed copy; decide by the original's name.
  const original = path.replace(/\.(br|gz)$/, "");
  if (original.startsWith(HASHED_ASSETS)) return IMMUTABLE;
  // Pages name their assets, so they must be revalidated to pick up a new build.
  if (original.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * Headers for a file of the built site; caches must keep its Brotli, gzip and
 * plain copies apart. The Vary name is in lower case, as the server's
 * compression plugin writes it, so that the plugin does not add it a second time.
 */
export function staticFileHeaders(path: string): Readonly<Record<string, string>> {
  return { "Cache-Control": cacheControlFor(path), Vary: "accept-encoding" };
}
