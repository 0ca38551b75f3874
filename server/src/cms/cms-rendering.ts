import { cmsMarkdown } from "@ikey/contracts/cms-markdown";
import type { Language } from "@ikey/contracts/languages";
import { proseContentHtml } from "@ikey/contracts/prose-html";

/*
 * A console item's body through the site's one Markdown renderer (contracts/markdown-blocks.ts):
 * the same subset, the same link rules, the same markup as Prose gives the built-in pages, so a post
 * looks the same whichever wrote it. What the renderer cannot show is a problem the editor lists and
 * publishing refuses; it never reaches a page.
 */

/**
 * Parsing a body of the longest kind takes tens of milliseconds: the console's lists and editor
 * ask for the same few bodies again and again, so each is parsed once while it is among the last
 * few hundred asked for.
 */
const problemsByBody = new Map<string, ReturnType<typeof cmsMarkdown>["problems"]>();
const REMEMBERED_BODIES = 300;

export function cmsBodyProblems(body: string) {
  let problems = problemsByBody.get(body);
  if (problems === undefined) {
    problems = cmsMarkdown(body).problems;
    if (problemsByBody.size >= REMEMBERED_BODIES) problemsByBody.delete(problemsByBody.keys().next().value ?? "");
  } else {
    problemsByBody.delete(body);
  }
  problemsByBody.set(body, problems);
  return problems;
}

export function cmsBody(body: string, language: Language) {
  const { blocks } = cmsMarkdown(body);
  // The page's own `div.prose` holds it (web/app/features/announcements/post-article.tsx).
  return { blocks, html: proseContentHtml(blocks, language) };
}
