import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ANNOUNCEMENTS_PATH, CONTENT_PAGES_FILE } from "@ikey/contracts/announcements";
import { CMS_TEMPLATE_SLUG, type CmsKind } from "@ikey/contracts/cms";
import { helpArticles } from "@ikey/contracts/help-centre";
import { basePath } from "@ikey/contracts/languages";
import type { BuiltInSlugs } from "./cms-publishing";

/**
 * The slugs the repository's own posts and articles hold in every language (the build lists the
 * posts in _content-pages.json; the articles are contracts/help-centre.ts's), and the template's:
 * the console may not give an item one of them, or its page would never be reached.
 */
export function builtInSlugsOf(webRoot: string): BuiltInSlugs {
  const file = join(webRoot, CONTENT_PAGES_FILE);
  const pages = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { path: string }[]) : [];
  const posts = pages
    .map((page) => basePath(page.path))
    .filter((path) => path.startsWith(`${ANNOUNCEMENTS_PATH}/`))
    .map((path) => path.slice(ANNOUNCEMENTS_PATH.length + 1));
  const slugs: Record<CmsKind, ReadonlySet<string>> = {
    announcement: new Set([...posts, CMS_TEMPLATE_SLUG, "feed.atom"]),
    "help-article": new Set([...helpArticles.map((article) => article.slug), CMS_TEMPLATE_SLUG]),
  };
  return (kind) => slugs[kind];
}
