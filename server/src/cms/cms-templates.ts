import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { announcementPath } from "@ikey/contracts/announcements";
import { CMS_SLOTS, CMS_TEMPLATE_SLUG, CMS_TEMPLATES_FOLDER, type CmsSlot } from "@ikey/contracts/cms";
import { HELP_AUDIENCES, type HelpAudience, helpArticlePath } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import { inlineScriptHashes, pageContentSecurityPolicy } from "@ikey/contracts/security-headers";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { prerenderedFile } from "@ikey/contracts/site-pages";

/*
 * A console post's page, made from the page the build prerendered for it with a slot in place of
 * each field (web/app/features/announcements/live-post.ts): the site's own shell, styles, scripts
 * and hydration, filled in without a build (docs/decisions/0045-cms.md). A slot stands in three
 * kinds of place, each escaped its own way: the page's HTML (text and attributes), the inline
 * script that hands the page's data to React (a JSON text inside a JavaScript string), and the
 * page's `.data` file, which the browser fetches when it moves to the page without a full load.
 * The body's slot holds HTML in the page, which the site's renderer made (cms-rendering.ts).
 */

export type SlotValues = Readonly<Record<CmsSlot, string>>;

export interface FilledPage {
  readonly html: string;
  readonly data: string;
  readonly policy: string;
  readonly brotli: Buffer;
  readonly gzip: Buffer;
}

export interface CmsTemplate {
  readonly html: string;
  readonly data: string;
}

const SCRIPT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/g;

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/** Inside a JSON string: what JSON.stringify writes between the quotes. */
const inJsonString = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Inside an inline script's string literal holding JSON: escaped for JSON, then for the literal,
 * then with the characters that could end the script or the line written as escapes, as React
 * Router writes its own.
 */
const inScriptString = (text: string) =>
  inJsonString(inJsonString(text)).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/**
 * One change to a page: `needle` becomes `html` in its markup and `data` wherever its data holds
 * it (the inline script's JSON, the `.data` file), each escaped as that place needs.
 */
export interface Replacement {
  readonly needle: string;
  readonly html: string;
  readonly data: string;
}

/** Each slot of a post's template: its words escaped in the markup; the body, as the renderer wrote it. */
function slotReplacements(values: SlotValues): Replacement[] {
  return (Object.keys(CMS_SLOTS) as CmsSlot[])
    .sort((a, b) => CMS_SLOTS[b].length - CMS_SLOTS[a].length)
    .map((name) => ({
      needle: CMS_SLOTS[name],
      html: name === "body" ? values.body : escapeHtml(values[name]),
      data: values[name],
    }));
}

/**
 * Every occurrence of each needle, in one pass (so a title that happens to hold a slot's name is
 * not filled in turn), the longest needle first where two start at the same place.
 */
function replaceEach(text: string, replacements: readonly Replacement[], form: (r: Replacement) => [string, string]) {
  const pairs = new Map(replacements.map((replacement) => form(replacement)));
  const needles = [...pairs.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (needles.length === 0) return text;
  return text.replace(new RegExp(needles.join("|"), "g"), (needle) => pairs.get(needle) ?? needle);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page with its replacements made: in the markup, in its scripts, and in its `.data`. */
export function replaceInPage(page: CmsTemplate, replacements: readonly Replacement[]): CmsTemplate {
  const pieces: string[] = [];
  let last = 0;
  const markup = (text: string) => replaceEach(text, replacements, (r) => [r.needle, r.html]);
  for (const match of page.html.matchAll(SCRIPT)) {
    const [whole, open = "", body = "", close = ""] = match;
    pieces.push(markup(page.html.slice(last, match.index)));
    const escapeValue = /type="application\/(ld\+)?json"/.test(open) ? inJsonStringForHtml : inScriptString;
    pieces.push(open + replaceEach(body, replacements, (r) => [escapeValue(r.needle), escapeValue(r.data)]) + close);
    last = match.index + whole.length;
  }
  pieces.push(markup(page.html.slice(last)));
  return {
    html: pieces.join(""),
    data: replaceEach(page.data, replacements, (r) => [inJsonString(r.needle), inJsonString(r.data)]),
  };
}

/** The page as it is sent: its policy for its own inline scripts, and compressed once. */
export async function finishPage(page: CmsTemplate, site: SiteConfig): Promise<FilledPage> {
  const hashes = await inlineScriptHashes(page.html);
  return {
    html: page.html,
    data: page.data,
    policy: pageContentSecurityPolicy(site, hashes),
    // Quality 5: a list of fifty posts is a megabyte, which quality 9 took a third of a second to
    // compress while the event loop waited; 5 is a few milliseconds and a few per cent larger.
    brotli: brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(page.html, { level: 6 }),
  };
}

/** A language with no address for the post has no hreflang link: the template's, taken out. */
function withoutAbsentAlternates(html: string, values: SlotValues): string {
  return LANGUAGES.reduce(
    (page, language) =>
      values[language] === "" ? page.replace(new RegExp(`<link[^>]*${CMS_SLOTS[language]}[^>]*>`, "g"), "") : page,
    html,
  );
}

/**
 * A post's page from its template. The template's own address, which the language switcher links
 * to in each language, becomes the post's (the server sends each language's visitor on from there).
 */
export function fillTemplate(template: CmsTemplate, values: SlotValues, site: SiteConfig): Promise<FilledPage> {
  return finishPage(filledTemplate(template, values), site);
}

/** The template with its slots filled, before its policy is worked out: a preview changes it further. */
export function filledTemplate(template: CmsTemplate, values: SlotValues): CmsTemplate {
  const page = replaceInPage(
    { html: withoutAbsentAlternates(template.html, values), data: template.data },
    slotReplacements(values),
  );
  return { ...page, html: page.html.replaceAll(`/${CMS_TEMPLATE_SLUG}"`, `/${values.slug}"`) };
}

/** A fragment (contracts/cms.ts's CmsFragments) with each slot filled, as markup. */
export function fillFragment(fragment: string, values: SlotValues): string {
  return replaceEach(fragment, slotReplacements(values), (r) => [r.needle, r.html]);
}

/** Structured data in a JSON script: JSON, with "<" escaped so "</script>" cannot end it. */
const inJsonStringForHtml = (text: string) => inJsonString(text).replace(/</g, "\\u003c");

/** Where the build put the templates: beside the site's folder (contracts/cms.ts's CMS_TEMPLATES_FOLDER). */
export const cmsTemplatesRoot = (webRoot: string) => join(webRoot, "..", CMS_TEMPLATES_FOLDER);

function readTemplate(webRoot: string, path: string): CmsTemplate {
  const file = join(cmsTemplatesRoot(webRoot), prerenderedFile(path));
  const dataFile = join(cmsTemplatesRoot(webRoot), `${path}.data`);
  if (!existsSync(file) || !existsSync(dataFile)) {
    throw new Error(`No ${file}: the site was built by an older build; run "npm run build".`);
  }
  return { html: readFileSync(file, "utf8"), data: readFileSync(dataFile, "utf8") };
}

/** Each language's post template, read from the built site once at startup. */
export function readPostTemplates(webRoot: string): ReadonlyMap<Language, CmsTemplate> {
  return new Map(
    LANGUAGES.map(
      (language) =>
        [language, readTemplate(webRoot, pathInLanguage(announcementPath(CMS_TEMPLATE_SLUG), language))] as const,
    ),
  );
}

/** The key of a help article template: one per language and audience. */
export const helpTemplateKey = (language: Language, audience: HelpAudience) => `${language}:${audience}`;

/** Each language's help article template for each audience (web/app/features/help-centre/live-article.ts). */
export function readHelpTemplates(webRoot: string): ReadonlyMap<string, CmsTemplate> {
  return new Map(
    LANGUAGES.flatMap((language) =>
      HELP_AUDIENCES.map((audience) => {
        const path = pathInLanguage(helpArticlePath({ audience, slug: CMS_TEMPLATE_SLUG }), language);
        return [helpTemplateKey(language, audience), readTemplate(webRoot, path)] as const;
      }),
    ),
  );
}
