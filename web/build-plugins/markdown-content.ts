import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { z } from "zod";
import { DEFAULT_LANGUAGE, type Language } from "../../contracts/languages";
import { ContentError, type Interpolate, toBlocks } from "../../contracts/markdown-blocks";
import { parseMarkdown } from "../../contracts/markdown-frontmatter";
import type { Block } from "../../contracts/prose-blocks";
import { type CollectionName, collections, isCollection, translationFields } from "./content-collections";
import { type ContentFact, contentFacts, formatFact } from "./content-facts";
import { structureOf } from "./content-structure";

/*
 * The site's prose, as Markdown in web/content/<language>/<collection>/<name>.md
 * (docs/content.md): `import entry from "content:pages/our-story"` is one file,
 * `import tabs from "content:faq"` a collection's files in their `order`. Each is compiled here, at
 * build time, for the build's language, into frontmatter and blocks (contracts/markdown-blocks.ts):
 * the page gets data, never a parser, and no language's words reach another's pages. A translation that is
 * missing, whose frontmatter is wrong, that names an unknown fact or whose structure differs from
 * the English fails the build with the file's name.
 */

export const CONTENT_PREFIX = "content:";
const RESOLVED_PREFIX = `\0${CONTENT_PREFIX}`;

/** web/content, found when first needed (a test under happy-dom has no file URL for this module). */
export function contentRoot(): string {
  return fileURLToPath(new URL("../content", import.meta.url));
}

/**
 * A compiled file: its name (the tab's fragment, the post's slug), frontmatter and blocks; the
 * language its words are in (English for a post not yet translated, `fallback`); and each date of
 * its frontmatter as the build's language writes it (`labels.date`: "22 Mei 2020").
 */
export type ContentEntry<
  C extends CollectionName = CollectionName,
  Fields extends z.ZodObject = (typeof collections)[C]["fields"],
> = {
  readonly slug: string;
  readonly blocks: readonly Block[];
  readonly language: Language;
  readonly fallback: boolean;
  readonly labels: Readonly<Record<string, string>>;
} & z.infer<Fields>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The frontmatter's dates, written in a language. */
function labelsOf(fields: Readonly<Record<string, unknown>>, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      typeof value === "string" && DAY.test(value) ? [[key, formatFact({ day: value }, language)]] : [],
    ),
  );
}

/** The names of a collection's files: its English ones, which every language has or falls back to. */
export function collectionSlugs(collection: CollectionName, root: string = contentRoot()): string[] {
  return readdirSync(join(root, DEFAULT_LANGUAGE, collection))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
}

const NAME = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function interpolator(file: string, language: Language, facts: Readonly<Record<string, ContentFact>>): Interpolate {
  return (text, line, inUrl = false) =>
    text.replace(NAME, (_whole, name: string, offset: number) => {
      const value = facts[name];
      if (value === undefined) {
        throw new ContentError(
          file,
          `{${name}} is not a fact the build knows (web/build-plugins/content-facts.ts has ${Object.keys(facts).join(", ")})`,
          line,
        );
      }
      const written = formatFact(value, language);
      // An address before the query is placed as it is (mailto:{supportEmail}); a value in the query
      // (?subject={applicationSubject}) is encoded, so its spaces and colons cannot end it.
      return inUrl && text.lastIndexOf("?", offset) !== -1 ? encodeURIComponent(written) : written;
    });
}

function check<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue?.path.join(".") || "frontmatter";
  throw new ContentError(file, `frontmatter field "${field}" ${issue?.message ?? "is not valid"}`);
}

export interface ContentOptions {
  readonly root?: string;
  readonly facts?: Readonly<Record<string, ContentFact>>;
  /** Called with every file read, so the dev server reloads when one changes. */
  readonly onRead?: (file: string) => void;
}

/** One file of a collection, in a language: the English file's data with the language's words. */
export function loadEntry<C extends CollectionName>(
  collection: C,
  slug: string,
  language: Language,
  { root = contentRoot(), facts = contentFacts, onRead }: ContentOptions = {},
): ContentEntry<C> {
  const definition = collections[collection];
  const files: Readonly<Record<string, z.ZodObject>> = "files" in definition ? definition.files : {};
  const fields = files[slug] ?? definition.fields;
  const data: readonly string[] = collections[collection].data;
  const path = (lang: Language) => join(root, lang, collection, `${slug}.md`);
  const name = (lang: Language) => relative(join(root, ".."), path(lang));
  const read = (lang: Language) => {
    onRead?.(path(lang));
    return parseMarkdown(readFileSync(path(lang), "utf8"), name(lang));
  };
  const english = read(DEFAULT_LANGUAGE);
  const englishFields = check(fields, english.frontmatter, name(DEFAULT_LANGUAGE));
  // Facts in the language of the words around them: English prose writes English dates. The file's
  // own data (a post's date, an opening's subject line) are facts of its text too, by their names,
  // and its frontmatter's words (a title, a description) take facts as its text does.
  const compile = <F extends Record<string, unknown>>(
    body: typeof english.body,
    file: string,
    frontmatter: F,
    lang: Language,
  ) => {
    const ownFacts: Record<string, ContentFact> = { ...facts };
    for (const key of data) {
      const value = frontmatter[key];
      if (typeof value === "string") ownFacts[key] = DAY.test(value) ? { day: value } : value;
    }
    const interpolate = interpolator(file, lang, ownFacts);
    const words = Object.entries(frontmatter).map(([key, value]) => [
      key,
      typeof value === "string" && !data.includes(key) ? interpolate(value, undefined) : value,
    ]);
    return { blocks: toBlocks(body, file, interpolate), fields: Object.fromEntries(words) as F };
  };
  const englishText = compile(english.body, name(DEFAULT_LANGUAGE), englishFields, DEFAULT_LANGUAGE);
  const inEnglish = (fallback: boolean) =>
    ({
      slug,
      ...englishText.fields,
      blocks: englishText.blocks,
      language: DEFAULT_LANGUAGE,
      fallback,
      // Dates in the page's language, even around words that are still English.
      labels: labelsOf(englishFields, language),
    }) as ContentEntry<C>;
  if (language === DEFAULT_LANGUAGE) return inEnglish(false);

  const file = name(language);
  if (!existsSync(path(language))) {
    if ("fallsBackToEnglish" in collections[collection]) return inEnglish(true);
    throw new ContentError(file, `is missing: ${name(DEFAULT_LANGUAGE)} has no ${language} translation`);
  }
  const translation = read(language);
  const { translatedFrom: _source, ...words } = translation.frontmatter;
  check(translationFields, { translatedFrom: translation.frontmatter.translatedFrom }, file);
  const restated = data.find((key) => key in words);
  if (restated) {
    throw new ContentError(file, `frontmatter field "${restated}" is the English file's; a translation inherits it`);
  }
  const inherited = Object.fromEntries(Object.entries(englishFields).filter(([key]) => data.includes(key)));
  const merged = check(fields, { ...inherited, ...words }, file);
  const { blocks, fields: translated } = compile(translation.body, file, merged, language);
  const expected = structureOf(englishText.blocks);
  const actual = structureOf(blocks);
  if (expected !== actual) {
    throw new ContentError(
      file,
      `its structure differs from ${name(DEFAULT_LANGUAGE)}'s (the same headings, ids, lists and links, in order):\n  English: ${expected}\n  ${language}:      ${actual}`,
    );
  }
  return {
    slug,
    ...translated,
    blocks,
    language,
    fallback: false,
    labels: labelsOf(merged, language),
  } as ContentEntry<C>;
}

/** A collection's files in a language, in their `order` (then by name). */
export function loadCollection<C extends CollectionName>(
  collection: C,
  language: Language,
  options: ContentOptions = {},
): ContentEntry<C>[] {
  const root = options.root ?? contentRoot();
  const slugs = collectionSlugs(collection, root);
  const orphans = existsSync(join(root, language, collection))
    ? readdirSync(join(root, language, collection)).filter(
        (file) => file.endsWith(".md") && !slugs.includes(file.slice(0, -".md".length)),
      )
    : [];
  if (orphans.length > 0) {
    throw new ContentError(
      relative(join(root, ".."), join(root, language, collection, orphans[0] as string)),
      "has no English file of the same name: rename it to match, or remove it",
    );
  }
  const entries: ContentEntry<C>[] = slugs.map((slug) => loadEntry(collection, slug, language, options));
  if ("newestFirst" in collections[collection]) {
    const dateOf = (entry: ContentEntry<C>) => ("date" in entry ? String(entry.date) : "");
    return entries.sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || a.slug.localeCompare(b.slug));
  }
  const orderOf = (entry: ContentEntry<C>) => ("order" in entry ? (entry.order as number) : 0);
  return entries.sort((a, b) => orderOf(a) - orderOf(b) || a.slug.localeCompare(b.slug));
}

/** `content:<collection>` or `content:<collection>/<name>` as a compiled module. */
export function loadContentModule(id: string, language: Language, options: ContentOptions = {}): unknown {
  const [collection, slug, ...rest] = id.split("/");
  if (!collection || !isCollection(collection) || rest.length > 0) {
    throw new Error(
      `"${CONTENT_PREFIX}${id}" names no collection of web/content (web/build-plugins/content-collections.ts)`,
    );
  }
  return slug === undefined
    ? loadCollection(collection, language, options)
    : loadEntry(collection, slug, language, options);
}

export function markdownContent(language: Language, root: string = contentRoot()): Plugin {
  return {
    name: "ikey-markdown-content",
    resolveId(source) {
      return source.startsWith(CONTENT_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      try {
        const module = loadContentModule(id.slice(RESOLVED_PREFIX.length), language, {
          root,
          onRead: (file) => this.addWatchFile(file),
        });
        return `export default ${JSON.stringify(module)};`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
