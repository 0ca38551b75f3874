import { business } from "./business";
import { type RedirectRule, redirectRules } from "./redirects";
import { pageAddresses } from "./site-addresses";
import { prerenderedFile } from "./site-pages";

/** Netlify and Cloudflare Pages read redirects and rewrites from this file in the site's root. */
export const REDIRECTS_FILE = "_redirects";

/** Both hosts send this file, when it exists, with status 404 for an address they have nothing at. */
export const HOST_NOT_FOUND_FILE = "404.html";

export interface RedirectLine {
  readonly from: string;
  readonly to: string;
  /** 200 rewrites: the host answers `from` with what it serves at `to`, and the address stays. */
  readonly status: 200 | 301 | 302;
}

/**
 * The address at which Cloudflare Pages serves a built HTML file as it is:
 * "x/index.html" at "/x/" and "x.html" at "/x". It redirects (308) every other
 * address of the file there, "/faq" to "/faq/" included, so a page whose own
 * address differs needs a rewrite to this one (docs/decisions/0008-static-host-rules.md).
 */
export function hostAddressOf(file: string): string {
  if (file === "index.html" || file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  return `/${file.replace(/\.html$/, "")}`;
}

function pageLines(): RedirectLine[] {
  return pageAddresses
    .filter(({ path }) => path !== "/")
    .flatMap(({ path }) => {
      const address = hostAddressOf(prerenderedFile(path));
      return [
        ...(address === path ? [] : [{ from: path, to: address, status: 200 as const }]),
        // One address per page, as the server gives: "/faq/" moves to "/faq".
        { from: `${path}/`, to: path, status: 301 as const },
      ];
    });
}

/** Hosts match a pattern as written; the rule also answers with a trailing slash, and "/x/*" answers "/x". */
function ruleLines(rule: RedirectRule): RedirectLine[] {
  const froms = rule.from.endsWith("/*") ? [rule.from.slice(0, -2), rule.from] : [rule.from, `${rule.from}/`];
  return froms.map((from) => ({ from, to: rule.to, status: rule.status }));
}

const isPattern = (line: RedirectLine) => /[*:]/.test(line.from);

/** Every line of `_redirects`: the pages' rewrites and trailing slashes, then the site's redirects. */
export function redirectLines(centreDirectoryUrl: string = business.centreDirectoryUrl): readonly RedirectLine[] {
  const lines = [...pageLines(), ...redirectRules(centreDirectoryUrl).flatMap(ruleLines)];
  // Cloudflare Pages takes 2,000 exact rules but only 100 patterns, and counts every rule after
  // the first pattern as a pattern: exact rules go first. No exact line's address matches a
  // pattern, so the order changes no answer.
  return [...lines.filter((line) => !isPattern(line)), ...lines.filter(isPattern)];
}

export function redirectsFile(centreDirectoryUrl: string = business.centreDirectoryUrl): string {
  const lines = redirectLines(centreDirectoryUrl);
  const width = Math.max(...lines.map((line) => line.from.length));
  return [
    "# Written by the web build from contracts/redirects.ts and contracts/site-pages.ts; do not edit.",
    "# Netlify and Cloudflare Pages read it: docs/decisions/0008-static-host-rules.md.",
    ...lines.map((line) => `${line.from.padEnd(width)}  ${line.to}  ${line.status}`),
    "",
  ].join("\n");
}
