import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import {
  ANNOUNCEMENTS_FEED_PATH,
  ANNOUNCEMENTS_PATH,
  announcementPath,
  CONTENT_PAGES_FILE,
} from "@ikey/contracts/announcements";
import {
  CMS_FRAGMENTS_PATH,
  CMS_LIST_SLOT,
  CMS_SLOTS,
  CMS_TEMPLATE_SLUG,
  CMS_TEMPLATES_FOLDER,
  type CmsFragments,
} from "@ikey/contracts/cms";
import { HELP_AUDIENCES, type HelpAudience, helpArticlePath, helpAudiencePath } from "@ikey/contracts/help-centre";
import { basePath, LANGUAGES, type Language, pathInLanguage } from "@ikey/contracts/languages";
import { pageAddresses } from "@ikey/contracts/site-addresses";
import { NOT_FOUND_PATH, prerenderedFile } from "@ikey/contracts/site-pages";
import { STAFF_CONSOLE_PATH } from "@ikey/contracts/staff";
import { TRANSLATION_STATUS_FILE, type TranslationStatus } from "@ikey/contracts/translations";

export const ASSET = "assets/entry.client-AbC123.js";
/** A page the content folder makes, which the build lists in CONTENT_PAGES_FILE rather than the contracts. */
export const CONTENT_PAGE = announcementPath("fixture-post");
/** The translations' status the build writes for the console: one of each kind that needs a writer. */
export const TRANSLATION_STATUS: TranslationStatus = {
  ms: [
    { path: "faq/cms.md", state: "stale", diff: "@@ -1 +1 @@\n-Old words.\n+New words." },
    { path: "terms/payment-account.md", state: "current" },
  ],
  zh: [{ path: "faq/cms.md", state: "missing" }],
};
/** A file of site search's index: gzip bytes that Pagefind's script unpacks itself. */
export const SEARCH_INDEX_FILE = "pagefind/pagefind.en-my_0123abc.pf_meta";
export const SEARCH_INDEX_BODY = gzipSync("pagefind meta ".repeat(200));
export const ASSET_BODY = `console.log(${JSON.stringify("x".repeat(4000))});\n`;

/** The inline script the fixture page at `path` carries. */
export function pageScript(path: string): string {
  return `<script>window.page = ${JSON.stringify(path)};</script>`;
}

/** The post template's data, as React Router writes a page's: a JSON array of its values. */
export const CMS_TEMPLATE_DATA = `[{"_1":2},"title","${CMS_SLOTS.title}","html","${CMS_SLOTS.body}"]`;

/**
 * A stand-in for the post template the build prerenders (web/app/features/announcements/live-post.ts):
 * each slot where the real one has it, in the page's text, its attributes, its hreflang links, the
 * inline script that holds its data, and the language switcher's link to the template's address.
 */
function cmsTemplatePage(language: Language): string {
  const site = "http://localhost:3000";
  const alternates = LANGUAGES.map(
    (other) =>
      `<link rel="alternate" hrefLang="${other}" href="${site}${pathInLanguage(announcementPath(CMS_SLOTS[other]), other)}"/>`,
  ).join("");
  const script = JSON.stringify(CMS_TEMPLATE_DATA);
  return `<!DOCTYPE html><html lang="${language}"><head><title>${CMS_SLOTS.title} | iKEY</title><meta name="description" content="${CMS_SLOTS.summary}"/><link rel="canonical" href="${site}${pathInLanguage(announcementPath(CMS_SLOTS.slug), language)}"/>${alternates}<script>window.stream.enqueue(${script});</script></head><body><article id="${CMS_SLOTS.slug}" aria-labelledby="${CMS_SLOTS.slug}-title"><h1 id="${CMS_SLOTS.slug}-title">${CMS_SLOTS.title}</h1><p><time dateTime="${CMS_SLOTS.date}">${CMS_SLOTS.dateLabel}</time></p><div class="prose">${CMS_SLOTS.body}</div></article><a href="${pathInLanguage(announcementPath(CMS_TEMPLATE_SLUG), "ms")}">BM</a></body></html>`;
}

/** The help article template's data: its values, as React Router writes them. */
export const CMS_HELP_TEMPLATE_DATA = `[{"_1":2,"_3":4},"title","${CMS_SLOTS.title}","html","${CMS_SLOTS.body}"]`;

/**
 * A stand-in for the help article template of `audience` (web/app/features/help-centre/live-article.ts):
 * the slots where the real one has them, with its breadcrumb and its structured data.
 */
function cmsHelpTemplatePage(language: Language, audience: HelpAudience): string {
  const site = "http://localhost:3000";
  const path = (slug: string, other: Language) => pathInLanguage(helpArticlePath({ audience, slug }), other);
  const alternates = LANGUAGES.map(
    (other) => `<link rel="alternate" hrefLang="${other}" href="${site}${path(CMS_SLOTS[other], other)}"/>`,
  ).join("");
  const script = JSON.stringify(CMS_HELP_TEMPLATE_DATA);
  const structured = JSON.stringify({ headline: CMS_SLOTS.title, url: `${site}${path(CMS_SLOTS.slug, language)}` });
  return `<!DOCTYPE html><html lang="${language}"><head><title>${CMS_SLOTS.title} | iKEY</title><meta name="description" content="${CMS_SLOTS.summary}"/><link rel="canonical" href="${site}${path(CMS_SLOTS.slug, language)}"/>${alternates}<script>window.stream.enqueue(${script});</script></head><body><nav class="breadcrumb"><a href="${pathInLanguage(helpAudiencePath(audience), language)}">${audience}</a> <span aria-current="page">${CMS_SLOTS.title}</span></nav><article class="help-article"><h1>${CMS_SLOTS.title}</h1><p class="lead">${CMS_SLOTS.summary}</p><div class="prose">${CMS_SLOTS.body}</div></article><aside class="help-support">Support</aside><script type="application/ld+json">${structured}</script><a href="${path(CMS_TEMPLATE_SLUG, "ms")}">BM</a></body></html>`;
}

/** The fragments the build writes for the server: each with the slots the real ones have. */
/** The sections search results show, as each language's build writes them from its catalogue. */
const SEARCH_SECTIONS: Record<Language, CmsFragments["searchSection"]> = {
  en: { "centre-owners": "Centre owners and admins", teachers: "Teachers", parents: "Parents", pages: "Pages" },
  ms: { "centre-owners": "Pemilik dan pentadbir pusat", teachers: "Guru", parents: "Ibu bapa", pages: "Halaman" },
  zh: { "centre-owners": "中心负责人与管理员", teachers: "老师", parents: "家长", pages: "网页" },
};

export const CMS_FRAGMENTS: Omit<CmsFragments, "searchSection"> = {
  listEntry: `<article id="${CMS_SLOTS.slug}" class="post"><h2><a href="/announcement/${CMS_SLOTS.slug}">${CMS_SLOTS.title}</a></h2><time dateTime="${CMS_SLOTS.date}">${CMS_SLOTS.dateLabel}</time><div class="prose">${CMS_SLOTS.body}</div></article>`,
  latest: `<strong>Latest news:</strong> <a href="/announcement/${CMS_SLOTS.slug}">${CMS_SLOTS.title}</a> <time dateTime="${CMS_SLOTS.date}">${CMS_SLOTS.dateLabel}</time>`,
  helpListEntry: Object.fromEntries(
    HELP_AUDIENCES.map((audience) => [
      audience,
      `<li><a href="${helpArticlePath({ audience, slug: CMS_SLOTS.slug })}">${CMS_SLOTS.title}</a><p>${CMS_SLOTS.summary}</p></li>`,
    ]),
  ) as Record<HelpAudience, string>,
};

/** An audience's list of help articles: the repository's, then the place for the console's. */
export const BUILT_HELP_ARTICLE = '<li><a href="/help/parents/reset-password">Reset your password</a></li>';
const helpListData = (audience: HelpAudience) => JSON.stringify(["audience", audience, "live", CMS_LIST_SLOT]);
/** The home page's line naming the newest of the repository's posts. */
export const BUILT_LATEST = '<strong>Latest news:</strong> <a href="/announcement/fixture-post">A fixture post</a>';

/** The list of posts and the home page carry what the server fills, in their markup and their data. */
function cmsListing(path: string): string {
  const base = basePath(path);
  if (base === ANNOUNCEMENTS_PATH) {
    return `<script>window.stream.enqueue(${JSON.stringify(JSON.stringify(["live", CMS_LIST_SLOT]))
      .replace(/</g, "\\u003c")
      .replace(
        />/g,
        "\\u003e",
      )});</script><div class="cms-posts">${CMS_LIST_SLOT}</div><article class="post">Fixture post</article>`;
  }
  if (base === "/") return `<p class="latest-news">${BUILT_LATEST}</p>`;
  const audience = HELP_AUDIENCES.find((name) => base === helpAudiencePath(name));
  if (audience) {
    const script = JSON.stringify(helpListData(audience)).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
    return `<script>window.stream.enqueue(${script});</script><ul class="help-articles">${BUILT_HELP_ARTICLE}</ul><ul class="help-articles cms-articles">${CMS_LIST_SLOT}</ul>`;
  }
  return "";
}

function builtFeed(language: Language): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n    <id>${language}</id>\n    <updated>2020-05-21T16:00:00.000Z</updated>\n    <entry>\n        <title>A fixture post</title>\n    </entry>\n</feed>\n`;
}

let shared: string | undefined;

/**
 * The fixture site of this test worker, written on first use and removed when the worker ends.
 * The server only reads it, so the tests share one: writing it for each test took a tenth of a
 * second, as long as the rest of making a test's app.
 */
export function sharedFixtureSite(): string {
  if (shared === undefined) {
    const site = createFixtureSite();
    process.once("exit", site.remove);
    shared = site.root;
  }
  return shared;
}

/**
 * A small stand-in for web/build/client laid out exactly as the build lays it
 * out, so server tests run without a full web build. Each page names itself.
 * Like web/build, its folder has the console's templates beside the site's.
 */
export function createFixtureSite(): { root: string; remove: () => void } {
  const build = mkdtempSync(join(tmpdir(), "ikey-site-"));
  const root = join(build, "client");
  const writeIn = (folder: string) => (relative: string, body: string | Buffer) => {
    mkdirSync(dirname(join(folder, relative)), { recursive: true });
    writeFileSync(join(folder, relative), body);
  };
  const write = writeIn(root);
  const writeTemplate = writeIn(join(build, CMS_TEMPLATES_FOLDER));
  // Each page also runs an inline script of its own, as React Router's pages do.
  // Every page in every language, as the build writes them (ms/faq/index.html …).
  const notFoundPages = LANGUAGES.map((language) => pathInLanguage(NOT_FOUND_PATH, language));
  const contentPages = LANGUAGES.map((language) => ({
    path: pathInLanguage(CONTENT_PAGE, language),
    language,
    page: true,
  }));
  write(CONTENT_PAGES_FILE, JSON.stringify(contentPages));
  write(TRANSLATION_STATUS_FILE, JSON.stringify(TRANSLATION_STATUS));
  const pages = [...pageAddresses.map(({ path }) => path), ...contentPages.map(({ path }) => path)];
  for (const path of [...pages, ...notFoundPages, STAFF_CONSOLE_PATH]) {
    write(prerenderedFile(path), `<!DOCTYPE html><title>page ${path}</title>${pageScript(path)}${cmsListing(path)}`);
  }
  // The home page also gets compressed copies, as the build gives every page.
  const home = `<!DOCTYPE html><title>page /</title>${pageScript("/")}${"<p>iKEY</p>".repeat(100)}${cmsListing("/")}`;
  write("index.html", home);
  write("index.html.br", brotliCompressSync(home));
  write("index.html.gz", gzipSync(home));
  write(ASSET, ASSET_BODY);
  write(`${ASSET}.br`, brotliCompressSync(ASSET_BODY));
  write(`${ASSET}.gz`, gzipSync(ASSET_BODY));
  write(SEARCH_INDEX_FILE, SEARCH_INDEX_BODY);
  for (const language of LANGUAGES) {
    const path = pathInLanguage(announcementPath(CMS_TEMPLATE_SLUG), language);
    writeTemplate(prerenderedFile(path), cmsTemplatePage(language));
    writeTemplate(`${path.slice(1)}.data`, CMS_TEMPLATE_DATA);
    write(
      pathInLanguage(CMS_FRAGMENTS_PATH, language).slice(1),
      JSON.stringify({ ...CMS_FRAGMENTS, searchSection: SEARCH_SECTIONS[language] }),
    );
    const list = pathInLanguage(ANNOUNCEMENTS_PATH, language);
    write(`${list.slice(1)}.data`, JSON.stringify(["live", CMS_LIST_SLOT]));
    const home = pathInLanguage("/", language);
    write(home === "/" ? "_root.data" : `${home.slice(1)}.data`, JSON.stringify(["latest", BUILT_LATEST]));
    write(pathInLanguage(ANNOUNCEMENTS_FEED_PATH, language).slice(1), builtFeed(language));
    for (const audience of HELP_AUDIENCES) {
      const template = pathInLanguage(helpArticlePath({ audience, slug: CMS_TEMPLATE_SLUG }), language);
      writeTemplate(prerenderedFile(template), cmsHelpTemplatePage(language, audience));
      writeTemplate(`${template.slice(1)}.data`, CMS_HELP_TEMPLATE_DATA);
      write(`${pathInLanguage(helpAudiencePath(audience), language).slice(1)}.data`, helpListData(audience));
    }
  }
  write(
    "sitemap.xml",
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n  <url><loc>http://localhost:3000/</loc></url>\n</urlset>\n',
  );
  write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("robots.txt", "User-agent: *\nAllow: /\n");
  return { root, remove: () => rmSync(build, { recursive: true, force: true }) };
}
