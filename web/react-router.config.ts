import type { Config } from "@react-router/dev/config";
import { announcementPath } from "../contracts/announcements";
import { CMS_FRAGMENTS_PATH, CMS_TEMPLATE_SLUG } from "../contracts/cms";
import { HELP_AUDIENCES, helpArticlePath } from "../contracts/help-centre";
import { pathInLanguage } from "../contracts/languages";
import { prerenderPaths } from "../contracts/site-addresses";
import { STAFF_CONSOLE_PATH } from "../contracts/staff";
import { contentPages } from "./build-plugins/content-pages";
import { buildLanguage } from "./build-plugins/site-language";

const language = buildLanguage();

/** This language's announcements, which the content folder's files make (their feed is written after). */
const contentPaths = contentPages()
  .filter((page) => page.language === language && page.page)
  .map((page) => page.path);

/** The pages the server fills with what the console publishes (docs/decisions/0045-cms.md). */
const cmsTemplates = [
  pathInLanguage(announcementPath(CMS_TEMPLATE_SLUG), language),
  // One help article template per audience: its breadcrumb names the audience in the page's words.
  ...HELP_AUDIENCES.map((audience) => pathInLanguage(helpArticlePath({ audience, slug: CMS_TEMPLATE_SLUG }), language)),
  pathInLanguage(CMS_FRAGMENTS_PATH, language),
];

// Every public route is prerendered to static HTML and hydrated; there is no
// server-side rendering at request time (docs/decisions/0002-prerendered-site.md).
export default {
  appDirectory: "app",
  ssr: false,
  // English builds into build/; each other language into a folder of its own, which
  // scripts/build-languages.mjs then merges into build/client (docs/decisions/0017-languages.md).
  buildDirectory: language === "en" ? "build" : `build-languages/${language}`,
  prerender:
    language === "en"
      ? // The staff console's one page: its frame, which the server sends for every /staff address.
        [...prerenderPaths, ...contentPaths, ...cmsTemplates, STAFF_CONSOLE_PATH, "/sitemap.xml", "/robots.txt"]
      : [...prerenderPaths.map((path) => pathInLanguage(path, language)), ...contentPaths, ...cmsTemplates],
} satisfies Config;
