import { LANGUAGES, languageInfo, pathInLanguage } from "./languages";
import { sitePages } from "./site-pages";

/**
 * The site's redirects, as data. The server answers them with real HTTP
 * redirects, the web app's catch-all route applies them during client-side
 * navigation (both through resolveRedirect), and the build writes them into
 * the static host's `_redirects` file, so all three agree.
 */
export interface RedirectRule {
  /**
   * The addresses the rule answers, each with or without one trailing slash:
   * an exact path ("/rhb"), a path and everything below it ("/students/*"),
   * or a path with one `:token` segment ("/centers/:token"). Static hosts
   * read the same patterns.
   */
  readonly from: string;
  /** A path on this site or an external URL; `:token` stands for the matched segment. */
  readonly to: string;
  /** 301 for moves inside the site, 302 for the configurable external host. */
  readonly status: 301 | 302;
}

export interface Redirect {
  readonly location: string;
  readonly status: 301 | 302;
}

const campaignPath = sitePages.find((page) => page.id === "campaign")?.path ?? "/";

const downloadFolders = ["download-iKey-app", "download-iKey-educator-app", "download-iKey-parent-app"];

/**
 * The rules in every language: each answers under the language's prefix too ("/ms/rhb"), and a
 * move inside the site stays in the language it started in (docs/decisions/0017-languages.md).
 */
export function redirectRules(centreDirectoryUrl: string): readonly RedirectRule[] {
  return LANGUAGES.flatMap((language) =>
    englishRules(centreDirectoryUrl).map((rule) => ({
      ...rule,
      from: `${languageInfo[language].prefix}${rule.from}`,
      to: rule.to.startsWith("/") ? pathInLanguage(rule.to, language) : rule.to,
    })),
  );
}

function englishRules(centreDirectoryUrl: string): readonly RedirectRule[] {
  const directory = centreDirectoryUrl.replace(/\/+$/, "");
  return [
    { from: "/rhb", to: campaignPath, status: 301 },
    // The download pages keep the addresses of the old site's folders.
    ...downloadFolders.map((folder) => ({ from: `/${folder}`, to: `/${folder}/index.html`, status: 301 as const })),
    { from: "/students/*", to: "/", status: 301 },
    // Another host, set per deployment: a temporary redirect, so browsers do not remember it.
    { from: "/centers/:token", to: `${directory}/centers/:token/online-enrollment`, status: 302 },
  ];
}

/** Compiled once per pattern: the server checks every GET against every rule. */
const expressions = new Map<string, RegExp>();

/** A pattern's segments as a regular expression over a path without its trailing slash. */
function patternExpression(from: string): RegExp {
  let expression = expressions.get(from);
  if (!expression) {
    expression = compilePattern(from);
    expressions.set(from, expression);
  }
  return expression;
}

function compilePattern(from: string): RegExp {
  const splat = from.endsWith("/*");
  const body = (splat ? from.slice(0, -2) : from)
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${body}${splat ? "(?:/.*)?" : ""}$`);
}

/** Whether the rule answers this path, and with which segments. */
function matchRedirectRule(rule: RedirectRule, pathname: string): Record<string, string> | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const match = patternExpression(rule.from).exec(path);
  return match ? { ...match.groups } : null;
}

export function resolveRedirect(pathname: string, centreDirectoryUrl: string): Redirect | null {
  for (const rule of redirectRules(centreDirectoryUrl)) {
    const segments = matchRedirectRule(rule, pathname);
    if (!segments) continue;
    let location = rule.to;
    for (const [name, raw] of Object.entries(segments)) {
      // The path arrives percent-encoded; decode once so the segment is encoded exactly once.
      let value: string;
      try {
        value = decodeURIComponent(raw);
      } catch {
        return null;
      }
      location = location.replaceAll(`:${name}`, encodeURIComponent(value));
    }
    return { location, status: rule.status };
  }
  return null;
}
