import { HASHED_ASSETS, staticFileHeaders } from "./cache-policy";
import { securityHeaders } from "./security-headers";
import type { SiteConfig } from "./site-config";
import { prerenderedFile, sitePages } from "./site-pages";

/** Netlify and Cloudflare Pages read response headers from this file in the site's root. */
export const HEADERS_FILE = "_headers";

export interface HeaderRule {
  /** An address, or a pattern ending in "*". */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The server's headers as rules for a static host. Both hosts apply every rule
 * that matches and join the values of a header set by two, so the cache rules
 * never overlap: one for all hashed assets, one per page address (hosts match
 * "/faq", not "faq/index.html") and one per other file.
 *
 * `builtFiles` are the site's files, relative to its root ("favicon.svg", "faq/index.html").
 */
export function headerRules(site: SiteConfig, builtFiles: readonly string[]): readonly HeaderRule[] {
  const otherFiles = builtFiles
    .map((file) => `/${file}`)
    // Pages are matched by their addresses; compressed copies are the server's (hosts compress
    // on their own), and files starting with "_" are the hosts' rules or React Router's own.
    .filter((path) => !path.startsWith(HASHED_ASSETS) && !/\.(html|br|gz)$/.test(path) && !path.startsWith("/_"))
    .sort();
  return [
    // The server sends HSTS over TLS only; browsers ignore it on plain HTTP, so a host may always send it.
    { path: "/*", headers: securityHeaders(site, { overTls: true }) },
    { path: `${HASHED_ASSETS}*`, headers: staticFileHeaders(HASHED_ASSETS) },
    ...sitePages.map((page) => ({ path: page.path, headers: staticFileHeaders(`/${prerenderedFile(page.path)}`) })),
    ...otherFiles.map((path) => ({ path, headers: staticFileHeaders(path) })),
  ];
}

export function headersFile(site: SiteConfig, builtFiles: readonly string[]): string {
  const blocks = headerRules(site, builtFiles).map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return [
    "# Written by the web build from contracts/security-headers.ts and contracts/cache-policy.ts; do not edit.",
    "# Netlify and Cloudflare Pages read it: docs/decisions/0008-static-host-rules.md.",
    "",
    `${blocks.join("\n\n")}\n`,
  ].join("\n");
}
