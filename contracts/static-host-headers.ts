import { ANNOUNCEMENTS_PATH } from "./announcements";
import { HASHED_ASSETS, staticFileHeaders } from "./cache-policy";
import { HELP_PATH } from "./help-centre";
import { LANGUAGES, pathInLanguage } from "./languages";
import {
  apiBases,
  contentSecurityPolicy,
  pageContentSecurityPolicy,
  securityHeaders,
  serializeContentSecurityPolicy,
} from "./security-headers";
import { pageAddresses } from "./site-addresses";
import type { SiteConfig } from "./site-config";
import { prerenderedFile } from "./site-pages";

/** Netlify and Cloudflare Pages read response headers from this file in the site's root. */
export const HEADERS_FILE = "_headers";

export interface HeaderRule {
  /** An address, or a pattern ending in "*". */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The inline scripts' hash sources of each page, by its address (inlineScriptHashes of its built file). */
export type PageScriptHashes = Readonly<Record<string, readonly string[]>>;

/** Site search's files (web/scripts/search-index.mjs): one rule for all, as there are hundreds. */
const SEARCH_FILES = "/pagefind/";

/**
 * Folders of pages that share one rule, allowing all their pages' inline scripts, as Cloudflare
 * Pages reads at most 100 rules and a rule per page would pass that: the help centre's audience and
 * article pages with their `.data` files ("/help/"), each announcement's page with the feed
 * ("/announcement/", which grows with every post), and the whole of each other language's site
 * ("/ms/"), whose home ("/ms") keeps its own. Each still allows only scripts this site wrote; the
 * server sends every page its own (docs/decisions/0008-static-host-rules.md).
 */
const SHARED_RULE_FOLDERS: readonly string[] = [
  `${HELP_PATH}/`,
  `${ANNOUNCEMENTS_PATH}/`,
  ...LANGUAGES.filter((language) => language !== "en").map((language) => `${pathInLanguage("/", language)}/`),
];
const sharedFolderOf = (path: string) => SHARED_RULE_FOLDERS.find((folder) => path.startsWith(folder));

/**
 * The server's headers as rules for a static host. Both hosts apply every rule
 * that matches and join the values of a header set by two, so the cache rules
 * and the Content-Security-Policy never overlap: one rule for all hashed
 * assets, one per page address (hosts match "/faq", not "faq/index.html") and
 * one per other file. Joined policies would all be enforced, and "/*" allowing
 * no inline script would block every page's, so each rule carries its own.
 *
 * `builtFiles` are the site's files, relative to its root ("favicon.svg", "faq/index.html").
 */
export function headerRules(
  site: SiteConfig,
  builtFiles: readonly string[],
  pageScripts: PageScriptHashes,
): readonly HeaderRule[] {
  const otherFiles = builtFiles
    .map((file) => `/${file}`)
    // Pages are matched by their addresses; compressed copies are the server's (hosts compress
    // on their own), and files starting with "_" are the hosts' rules or React Router's own.
    .filter((path) => !path.startsWith(HASHED_ASSETS) && !/\.(html|br|gz)$/.test(path) && !path.startsWith("/_"))
    .filter((path) => !path.startsWith(SEARCH_FILES) && !sharedFolderOf(path))
    .sort();
  // The server sends HSTS over TLS only; browsers ignore it on plain HTTP, so a host may always send it.
  const { "Content-Security-Policy": _perRule, ...everywhere } = securityHeaders(site, { overTls: true });
  const noInlineScript = serializeContentSecurityPolicy(contentSecurityPolicy(apiBases(site)));
  const withPolicy = (headers: Readonly<Record<string, string>>, policy = noInlineScript) => ({
    ...headers,
    "Content-Security-Policy": policy,
  });
  return [
    { path: "/*", headers: everywhere },
    { path: `${HASHED_ASSETS}*`, headers: withPolicy(staticFileHeaders(HASHED_ASSETS)) },
    ...pageAddresses
      .filter(({ path }) => !sharedFolderOf(path))
      .map(({ path }) => ({
        path,
        headers: withPolicy(
          staticFileHeaders(`/${prerenderedFile(path)}`),
          pageContentSecurityPolicy(site, pageScripts[path] ?? []),
        ),
      })),
    ...SHARED_RULE_FOLDERS.map((folder) => {
      // The scripts of every page in the folder, the content folder's pages (pageScripts) included.
      const scripts = Object.entries(pageScripts)
        .filter(([path]) => sharedFolderOf(path) === folder)
        .flatMap(([, hashes]) => hashes);
      return {
        path: `${folder}*`,
        headers: withPolicy(
          staticFileHeaders(`/${prerenderedFile(`${folder}page`)}`),
          pageContentSecurityPolicy(site, [...new Set(scripts)].sort()),
        ),
      };
    }),
    // Pagefind's worker runs under its own response's policy: it compiles WebAssembly, as pages may.
    {
      path: `${SEARCH_FILES}*`,
      headers: withPolicy(staticFileHeaders(SEARCH_FILES), pageContentSecurityPolicy(site, [])),
    },
    ...otherFiles.map((path) => ({ path, headers: withPolicy(staticFileHeaders(path)) })),
  ];
}

// A policy in a <meta> element may not hold these (CSP Level 3, §3.3); browsers report them as errors.
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/**
 * The not-found page's policy as a <meta> element. A static host sends its
 * 404.html at every unknown address with only the "/*" rule's headers, which
 * hold no policy (see headerRules), so the page brings its own. The server sends
 * the same policy in a header.
 */
export function notFoundPolicyMeta(site: SiteConfig, inlineScripts: readonly string[]): string {
  const policy = Object.fromEntries(
    Object.entries(contentSecurityPolicy(apiBases(site), inlineScripts)).filter(
      ([directive]) => !HEADER_ONLY_DIRECTIVES.has(directive),
    ),
  );
  return `<meta http-equiv="Content-Security-Policy" content="${serializeContentSecurityPolicy(policy)}"/>`;
}

export function headersFile(site: SiteConfig, builtFiles: readonly string[], pageScripts: PageScriptHashes): string {
  const blocks = headerRules(site, builtFiles, pageScripts).map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return [
    "# Written by the web build from contracts/security-headers.ts and contracts/cache-policy.ts; do not edit.",
    "# Netlify and Cloudflare Pages read it: docs/decisions/0008-static-host-rules.md.",
    "",
    `${blocks.join("\n\n")}\n`,
  ].join("\n");
}
