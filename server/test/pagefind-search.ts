import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import type { FastifyInstance } from "fastify";
import * as pagefind from "pagefind";
import { vi } from "vitest";

/*
 * Searching as the browser does (web/app/features/site-search/pagefind.ts), with Pagefind's own
 * script: a built index of one page per language, as the build makes (its script, WebAssembly and
 * index), with the server's live index merged into it. Pagefind fetches its files; here the built
 * ones come from memory and every other address from the app, through inject.
 */

interface PagefindModule {
  createInstance(options: Record<string, unknown>): {
    init(): Promise<void>;
    mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
    search(term: string): Promise<{ results: { data(): Promise<SearchHit> }[] }>;
    destroy(): Promise<void>;
  };
}

export interface SearchHit {
  readonly url: string;
  readonly meta: Readonly<Record<string, string>>;
  readonly excerpt: string;
}

const BUILT_WORDS: Record<Language, string> = {
  en: "Reset your password from the sign-in screen.",
  ms: "Tetapkan semula kata laluan anda.",
  zh: "在登录页面重设密码。",
};

/** The built index: one page in each language, at /pagefind/ as the build writes it. */
async function builtIndex(): Promise<Map<string, Uint8Array>> {
  const { index } = await pagefind.createIndex({ rootSelector: "main" });
  if (!index) throw new Error("Pagefind did not start");
  for (const language of Object.keys(BUILT_WORDS) as Language[]) {
    const content = `<html lang="${languageInfo[language].htmlLang}"><body><main><h1>${BUILT_WORDS[language]}</h1></main></body></html>`;
    await index.addHTMLFile({ url: `/${language}/built`, content });
  }
  const { files } = await index.getFiles();
  await index.deleteIndex();
  return new Map(files.map((file) => [`/pagefind/${file.path}`, file.content]));
}

export interface BrowserSearch {
  /** The results' data for `term` on a page in `language`, the live index merged when `merge` names it. */
  search(language: Language, merge: string | null, term: string): Promise<SearchHit[]>;
  readonly close: () => void;
}

export async function browserSearch(app: FastifyInstance): Promise<BrowserSearch> {
  const built = await builtIndex();
  const folder = mkdtempSync(join(tmpdir(), "ikey-pagefind-"));
  const script = join(folder, "pagefind.js");
  writeFileSync(script, built.get("/pagefind/pagefind.js") ?? "");
  const module = (await import(pathToFileURL(script).href)) as PagefindModule;
  vi.stubGlobal("fetch", async (input: string | URL) => {
    const path = String(input).split("?")[0] ?? "";
    const file = built.get(path);
    if (file) return new Response(file);
    const reply = await app.inject({ method: "GET", url: String(input) });
    return new Response(reply.rawPayload, { status: reply.statusCode });
  });
  return {
    search: async (language, merge, term) => {
      // The page's <html lang>, which Pagefind reads to choose the language's index (no window: no worker).
      const lang = languageInfo[language].htmlLang;
      vi.stubGlobal("document", { querySelector: () => ({ getAttribute: () => lang }) });
      const instance = module.createInstance({ basePath: "/pagefind/" });
      await instance.init();
      if (merge) await instance.mergeIndex(merge, { baseUrl: "/" });
      const { results } = await instance.search(term);
      const hits = await Promise.all(results.map((result) => result.data()));
      await instance.destroy();
      return hits;
    },
    close: () => {
      vi.unstubAllGlobals();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
