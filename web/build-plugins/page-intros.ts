import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";
import { DEFAULT_LANGUAGE, type Language } from "../../contracts/languages";
import type { PageId } from "../../contracts/site-pages";
import type { PageIntro, PageIntroOf } from "../app/content/page-intros";

/*
 * Each page's heading, introduction and description as a module of its own:
 * `import intro from "virtual:page-intro/<page id>"`. The copy stays in one file per language
 * (content/page-intros.ts and its translations), which the build reads once. Imported whole, that
 * file sat in a chunk every page loads, every page's intro in every page's JavaScript (3.2 KB gzip
 * in Chinese; docs/decisions/0017); this way a page carries its own, and another page's comes with
 * that page's route module. The module carries its page's id too, so a route names its page once,
 * in the import, and the page's meta tags (lib/page-meta.ts) cannot be another page's.
 */

const PAGE_INTRO_PREFIX = "virtual:page-intro/";
const RESOLVED_PREFIX = `\0${PAGE_INTRO_PREFIX}`;

function introsFile(language: Language): string {
  const folder = language === DEFAULT_LANGUAGE ? "" : `${language}/`;
  return fileURLToPath(new URL(`../app/content/${folder}page-intros.ts`, import.meta.url));
}

export function pageIntros(language: Language): Plugin {
  const file = introsFile(language);
  let intros: Promise<Readonly<Record<string, PageIntro>>> | undefined;
  return {
    name: "ikey-page-intros",
    resolveId(source) {
      return source.startsWith(PAGE_INTRO_PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const page = id.slice(RESOLVED_PREFIX.length) as PageId;
      this.addWatchFile(file);
      intros ??= runnerImport<{ pageIntros: Record<string, PageIntro> }>(file).then(({ module }) => module.pageIntros);
      const intro = (await intros)[page];
      if (!intro) this.error(`${file} has no intro for the page "${page}"`);
      const module: PageIntroOf = { page, ...intro };
      return `export default ${JSON.stringify(module)};`;
    },
    // The dev server reads the copy again after it is edited.
    watchChange(changed) {
      if (changed === file) intros = undefined;
    },
  };
}
