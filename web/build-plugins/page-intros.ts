import type { Plugin } from "vite";
import type { Language } from "../../contracts/languages";
import { ContentError } from "../../contracts/markdown-blocks";
import type { Inline } from "../../contracts/prose-blocks";
import type { PageId } from "../../contracts/site-pages";
import { type ContentOptions, loadEntry } from "./markdown-content";

/*
 * Each page's heading, introduction and description as a module of its own:
 * `import intro from "virtual:page-intro/<page id>"`, from web/content/<language>/page-intros/<id>.md.
 * Imported all together, the intros sat in a chunk every page loads, every page's intro in every
 * page's JavaScript (3.2 KB gzip in Chinese; docs/decisions/0017); this way a page carries its own,
 * and another page's comes with that page's route module. The module carries its page's id too, so
 * a route names its page once, in the import, and the page's meta tags (lib/page-meta.ts) cannot be
 * another page's.
 */

/** A page's heading, opening paragraph and search-result description. */
export interface PageIntro {
  readonly heading: string;
  readonly intro: string;
  readonly description: string;
}

/** What `virtual:page-intro/<page id>` holds: the page's intro and the id it was imported by. */
export interface PageIntroOf extends PageIntro {
  readonly page: PageId;
}

/** Pages that show another page's intro: the policy's other addresses show the policy's. */
const SAME_INTRO: Partial<Record<PageId, PageId>> = {
  "student-privacy-policy": "privacy-policy",
  "privacy-policy-html": "privacy-policy",
};

const PAGE_INTRO_PREFIX = "virtual:page-intro/";
const RESOLVED_PREFIX = `\0${PAGE_INTRO_PREFIX}`;

/** The words of an intro's file, which is one paragraph of words (and facts), without links. */
function introText(text: Inline | readonly Inline[], file: string): string {
  const parts = Array.isArray(text) ? text : [text];
  if (parts.some((part) => typeof part !== "string")) throw new ContentError(file, "an intro has no links");
  return parts.join("");
}

/** A page's intro in a language, from its file (or the file of the page it shares one with). */
export function loadPageIntro(page: PageId, language: Language, options: ContentOptions = {}): PageIntroOf {
  const slug = SAME_INTRO[page] ?? page;
  const file = `content/${language}/page-intros/${slug}.md`;
  const { heading, description, blocks } = loadEntry("page-intros", slug, language, options);
  const [only, ...more] = blocks;
  if (only?.type !== "p" || more.length > 0) throw new ContentError(file, "an intro is one paragraph");
  return { page, heading, intro: introText(only.text, file), description };
}

export function pageIntros(language: Language): Plugin {
  return {
    name: "ikey-page-intros",
    resolveId(source) {
      return source.startsWith(PAGE_INTRO_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const page = id.slice(RESOLVED_PREFIX.length) as PageId;
      // The dev server reloads the page when its intro's files change.
      const intro = loadPageIntro(page, language, { onRead: (file) => this.addWatchFile(file) });
      return `export default ${JSON.stringify(intro)};`;
    },
  };
}
