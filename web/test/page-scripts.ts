import { init, parse } from "es-module-lexer";
import { builtText } from "./built-pages";

await init;

/** The modules a page's inline script preloads just after its first paint (web/scripts/postbuild.mjs). */
export function deferredPreloads(document: Document): string[] {
  return [...document.querySelectorAll("script:not([src])")].flatMap((script) => {
    const list = /const hrefs=(\[[^\]]*\])/.exec(script.textContent ?? "")?.[1];
    return list ? (JSON.parse(list) as string[]) : [];
  });
}

/** The site addresses a module imports: statically, and with `running` also the `import()`s it makes as it runs. */
function importsOf(code: string, from: string, { running }: { running: boolean }): string[] {
  const [imports] = parse(code);
  return imports
    .filter((entry) => entry.n !== undefined && (entry.d === -1 || (running && entry.d >= 0)))
    .map((entry) => new URL(entry.n ?? "", new URL(from, "http://site")).pathname);
}

/**
 * Every script a page loads before React has hydrated it, by address, each once (as the browser's
 * module map fetches it): the scripts its HTML names, the modules its inline module scripts import
 * (their `import()` of the entry included, which runs at once), every module those import
 * statically, and the modules it preloads after its first paint. A module's own `import()` loads on
 * demand (a dialog's when it opens, the status history's once the live checks are done,
 * docs/decisions/0016), and a worker's file runs off the main thread, so neither counts.
 */
export function scriptsUntilHydrated(document: Document, pagePath: string): string[] {
  const loaded = new Set<string>();
  const load = (address: string) => {
    if (loaded.has(address)) return;
    loaded.add(address);
    for (const imported of importsOf(builtText(address.slice(1)), address, { running: false })) load(imported);
  };
  for (const script of document.querySelectorAll("script")) {
    const src = script.getAttribute("src");
    if (src) load(new URL(src, new URL(pagePath, "http://site")).pathname);
    else if (script.getAttribute("type") === "module") {
      for (const imported of importsOf(script.textContent ?? "", pagePath, { running: true })) load(imported);
    }
  }
  for (const href of deferredPreloads(document)) load(href);
  return [...loaded];
}
