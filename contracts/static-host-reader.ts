import type { HeaderRule } from "./static-host-headers";
import type { RedirectLine } from "./static-host-redirects";

/**
 * Reads `_redirects` and `_headers` back and applies them the way Cloudflare
 * Pages does (Netlify reads the same syntax), so tests can hold the written
 * files to the server's behaviour. It parses the host syntax on its own rather
 * than reusing the writers' code, or a shared mistake would go unseen.
 */

function meaningfulLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
}

export function parseRedirects(text: string): RedirectLine[] {
  return meaningfulLines(text).map((line) => {
    const [from = "", to = "", status = "302", ...rest] = line.trim().split(/\s+/);
    if (rest.length > 0) throw new Error(`More than three fields: ${line}`);
    return { from, to, status: Number(status) as RedirectLine["status"] };
  });
}

/** A host pattern: "*" matches anything (as `:splat`), ":name" one segment. */
function hostPattern(pattern: string): RegExp {
  const source = pattern
    .split("*")
    .map((part) =>
      part
        .replace(/[.+?^${}()|[\]\\/-]/g, "\\$&")
        .replace(/:([A-Za-z]\w*)/g, (_whole, name: string) => `(?<${name}>[^/]+)`),
    )
    .join("(?<splat>.*)");
  return new RegExp(`^${source}$`);
}

/** The line a host applies to `pathname`: an exact address first, then the first pattern that matches. */
export function applyRedirects(lines: readonly RedirectLine[], pathname: string): RedirectLine | null {
  const exact = lines.find((line) => line.from === pathname);
  if (exact) return exact;
  for (const line of lines) {
    const match = hostPattern(line.from).exec(pathname);
    if (!match) continue;
    let to = line.to;
    for (const [name, value] of Object.entries(match.groups ?? {})) to = to.replaceAll(`:${name}`, value);
    return { ...line, to };
  }
  return null;
}

/** The file Cloudflare Pages serves as it is at an address: "/x/" → "x/index.html", "/x" → "x.html". */
export function hostFileAt(address: string): string {
  const relative = address.slice(1);
  return relative === "" || relative.endsWith("/") ? `${relative}index.html` : `${relative}.html`;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of meaningfulLines(text)) {
    if (line.startsWith("/")) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(":");
    if (!rule || !/^\s/.test(line) || separator < 0) throw new Error(`Not a header of a path: ${line}`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Every header the host adds at `pathname`, names in lower case; a header two rules set gets both values. */
export function applyHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!hostPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}
