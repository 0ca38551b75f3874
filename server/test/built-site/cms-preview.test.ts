import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem, saveDraft } from "../../src/cms/cms-drafts";
import { createPreviewLink } from "../../src/cms/cms-preview-links";
import { createPreviewTokens } from "../../src/cms/cms-preview-tokens";
import { createBuiltSiteApp } from "./built-app";
import { marketingMember } from "./cms-member";

/*
 * Preview links over the real build's templates (docs/decisions/0045-cms.md, "Preview links"): the
 * page React Router prerendered, filled with a draft, must keep the site's shell and styles and
 * lose everything that would hydrate it as another route or claim a public address.
 */

let harness: Awaited<ReturnType<typeof createBuiltSiteApp>>;
const links: Record<"post" | "article", string> = { post: "", article: "" };
const TITLE = `Draft </script><script>alert(1)</script> & "quotes"`;

beforeAll(async () => {
  harness = await createBuiltSiteApp();
  const db = harness.database.db;
  const now = Date.now();
  const acting = await marketingMember(db, now);
  // No STAFF_SECRET_KEY here: the app and this test share the key kept in the database.
  const tokens = createPreviewTokens(db, undefined);
  const words = { title: TITLE, summary: "A summary.", body: "A paragraph.", slug: "draft-words", baseVersion: 0 };
  const post = await createItem(db, "announcement", null, acting);
  await saveDraft(db, "announcement", post, "ms", { ...words, audience: null }, acting);
  const article = await createItem(db, "help-article", "teachers", acting);
  await saveDraft(db, "help-article", article, "en", { ...words, audience: "teachers" }, acting);
  const link = (kind: "announcement" | "help-article", id: number, language: "en" | "ms") =>
    createPreviewLink(db, tokens, kind, id, language, acting, "http://localhost:3000");
  links.post = new URL((await link("announcement", post, "ms")).url).pathname;
  links.article = new URL((await link("help-article", article, "en")).url).pathname;
  await harness.app.ready();
});
afterAll(() => harness?.close());

const get = (url: string) => harness.app.inject({ url, headers: { accept: "text/html" } });

describe.each(["post", "article"] as const)("a preview of a draft %s in the built pages", (which) => {
  it("keeps the shell and styles, and drops scripts, canonical, hreflang and og:url", async () => {
    const response = await get(links[which]);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const html = response.body;
    expect(html).toContain("Draft &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="[^"]+"><head><meta name="robots" content="noindex"\/>/);
    expect(html).toMatch(/<header\b[\s\S]*<footer\b/);
    expect(html).toMatch(/<style\b|rel="stylesheet"/);
    // The language switcher's links keep their hrefLang; the head's alternates go.
    expect(html).not.toMatch(/<script\b|modulepreload|rel="canonical"|<link[^>]*hrefLang=|og:url|rel="expect"/);
    expect(html).not.toMatch(/cms-slot-|__cms-template__/);
    expect(response.headers["content-security-policy"]).not.toContain("'sha256-");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });
});
