import { readFileSync } from "node:fs";
import { init, parse } from "es-module-lexer";
import { client as builtClient } from "./built-pages";

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
 * A built module's text, read once however many pages load it (the framework's is 300 KB), from
 * this checkout's build or another's `client` folder (bench/content.mjs compares two).
 */
const texts = new Map<string, string>();
export function moduleText(address: string, client: string = builtClient): string {
  const file = `${client}${address.slice(1)}`;
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(file, "utf8");
    texts.set(file, text);
  }
  return text;
}

/** What a built module imports (as importsOf), parsed once. */
const moduleImports = new Map<string, string[]>();
function importsOfModule(address: string, { running, client }: { running: boolean; client: string }): string[] {
  const key = `${running} ${client}${address}`;
  let imports = moduleImports.get(key);
  if (imports === undefined) {
    imports = importsOf(moduleText(address, client), address, { running });
    moduleImports.set(key, imports);
  }
  return imports;
}

/** Loads a module into `loaded` with every module it imports, as importsOf counts them, each once. */
function loaderInto(loaded: Set<string>, options: { running: boolean; client: string }): (address: string) => void {
  const load = (address: string) => {
    if (loaded.has(address)) return;
    loaded.add(address);
    for (const imported of importsOfModule(address, options)) load(imported);
  };
  return load;
}

/**
 * Every script a page loads before React has hydrated it, by address, each once (as the browser's
 * module map fetches it): the scripts its HTML names, the modules its inline module scripts import
 * (their `import()` of the entry included, which runs at once), every module those import
 * statically, and the modules it preloads after its first paint. A module's own `import()` loads on
 * demand (a dialog's when it opens, the status history's once the live checks are done,
 * docs/decisions/0016), and a worker's file runs off the main thread, so neither counts.
 */
export function scriptsUntilHydrated(document: Document, pagePath: string, client: string = builtClient): string[] {
  const loaded = new Set<string>();
  const load = loaderInto(loaded, { running: false, client });
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

/**
 * Every script a page can run, by address, each once: the scripts it loads until it is hydrated,
 * and every module those load on demand with `import()` (a dialog's, a form's, the status history),
 * with what those import in turn.
 */
export function scriptsEverLoaded(document: Document, pagePath: string): string[] {
  const loaded = new Set<string>();
  const load = loaderInto(loaded, { running: true, client: builtClient });
  for (const address of scriptsUntilHydrated(document, pagePath)) load(address);
  return [...loaded];
}
