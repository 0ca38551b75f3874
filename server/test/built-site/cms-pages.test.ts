import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CMS_FRAGMENTS_PATH, CMS_TEMPLATE_SLUG, type CmsFragments } from "@ikey/contracts/cms";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInSlugsOf } from "../../src/cms/built-in-slugs";
import { createItem, saveDraft } from "../../src/cms/cms-drafts";
import { publishText } from "../../src/cms/cms-publishing";
import { cmsTemplatesRoot } from "../../src/cms/cms-templates";
import { repoRoot } from "../../src/config";
import { builtClient, createBuiltSiteApp } from "./built-app";
import { marketingMember } from "./cms-member";

/*
 * The console's posts in the real build's pages (docs/decisions/0045-cms.md): the template the build
 * prerendered, filled by the server with words that need every kind of escaping, must give a page
 * whose markup, inline data and `.data` file all say exactly those words, whose scripts are the
 * ones its policy allows, and which names the post in the list, on the home page and in the feed.
 */

let harness: Awaited<ReturnType<typeof createBuiltSiteApp>>;
const TITLE = `Fees </script><script>alert(1)</script> & "quotes" 'apos' \u2028 end`;
const SUMMARY = "A summary with <b>tags</b> & \\ backslashes";

beforeAll(async () => {
  harness = await createBuiltSiteApp();
  const db = harness.database.db;
  const now = Date.now();
  const acting = await marketingMember(db, now);
  const id = await createItem(db, "announcement", null, acting);
  const body = "A paragraph with [a page](/faq) & 3 < 5.\n\n- one\n- two";
  const words = { title: TITLE, summary: SUMMARY, body, slug: "fees-and-quotes", audience: null, baseVersion: 0 };
  await saveDraft(db, "announcement", id, "en", words, acting);
  await saveDraft(db, "announcement", id, "zh", { ...words, title: "收费通知", body: "中文段落。" }, acting);
  for (const language of ["en", "zh"] as const) {
    await publishText(db, builtInSlugsOf(builtClient), "announcement", id, language, { at: null, until: null }, acting);
  }
  // A help article for parents, in English and Chinese, with the same words.
  const articleId = await createItem(db, "help-article", "parents", acting);
  const article = { ...words, slug: "fees-and-receipts", audience: "parents" as const };
  await saveDraft(db, "help-article", articleId, "en", article, acting);
  await saveDraft(db, "help-article", articleId, "zh", { ...article, title: "收费与收据", body: "中文段落。" }, acting);
  for (const language of ["en", "zh"] as const) {
    const schedule = { at: null, until: null };
    await publishText(db, builtInSlugsOf(builtClient), "help-article", articleId, language, schedule, acting);
  }
  await harness.app.ready();
});
afterAll(() => harness?.close());

const get = (url: string) => harness.app.inject({ url, headers: { accept: "text/html" } });

/** The values React Router hands the page: the JSON text inside the inline script's string. */
function pageData(html: string): unknown[] {
  const script = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  if (!script) throw new Error("no page data in the page");
  return JSON.parse(JSON.parse(script) as string) as unknown[];
}

describe("a console post in the built pages", () => {
  it("labels search results of console items with the help centre's words, from each build's catalogue", () => {
    for (const language of LANGUAGES) {
      const fragments = JSON.parse(
        readFileSync(join(builtClient, pathInLanguage(CMS_FRAGMENTS_PATH, language).slice(1)), "utf8"),
      ) as CmsFragments;
      const help = JSON.parse(readFileSync(join(repoRoot, "web", "messages", language, "help.json"), "utf8"));
      expect(fragments.searchSection).toEqual({
        "centre-owners": help.help_audience_centre_owners,
        teachers: help.help_audience_teachers,
        parents: help.help_audience_parents,
        pages: help.help_search_section_pages,
      });
    }
  });

  it("keeps the templates beside the site, so a static host given its folder has none to show", () => {
    const inSite = readdirSync(builtClient, { recursive: true, encoding: "utf8" });
    expect(inSite.filter((file) => file.includes(CMS_TEMPLATE_SLUG))).toEqual([]);
    const beside = readdirSync(cmsTemplatesRoot(builtClient), { recursive: true, encoding: "utf8" });
    // Each language's post template and each audience's article template, a page and its data each.
    expect(beside.filter((file) => file.endsWith(".data"))).toHaveLength(3 * (1 + 3));
    expect(beside.filter((file) => file.endsWith(".html"))).toHaveLength(3 * (1 + 3));
  });

  it("fills the template: markup, inline data, .data and policy agree, and no injected script is a script", async () => {
    // The build-time resolve is the fixture app's: the body is rendered by the server when it is asked for.
    const response = await get("/announcement/fees-and-quotes");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain("cms-slot-");
    expect(html).not.toContain("__cms-template__");
    expect(html).toContain(
      "Fees &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#x27;apos&#x27;",
    );
    expect(pageData(html)).toContain(TITLE);
    expect(pageData(html)).toContain(SUMMARY);
    const data = await harness.app.inject({ url: "/announcement/fees-and-quotes.data" });
    expect(JSON.parse(data.body)).toContain(TITLE);
    // Every inline script is one the policy names; the title's "<script>" is none of them.
    const scripts = [
      ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
    ];
    const policy = String(response.headers["content-security-policy"]);
    for (const [, body = ""] of scripts) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      expect(body).not.toContain("alert(1)</script>");
    }
    // Live in English and Chinese: hreflang for those two, none for Malay.
    expect(html).toContain('hrefLang="zh-Hans" href="http://localhost:3000/zh/announcement/fees-and-quotes"');
    expect(html).not.toContain('<link rel="alternate" hrefLang="ms"');
    expect(html).toContain('<a href="/faq" data-discover="true">a page</a>');
  });

  it("lists it first in its languages, names it on the home page, and adds it to the feed", async () => {
    const list = await get("/announcement");
    expect(list.body.indexOf("fees-and-quotes")).toBeLessThan(list.body.indexOf("help-centre-and-app-status"));
    expect(JSON.stringify(pageData(list.body))).toContain("fees-and-quotes");
    const home = await get("/zh");
    expect(home.body).toMatch(/<p class="latest-news">[\s\S]*收费通知/);
    expect(JSON.stringify(pageData(home.body))).toContain("收费通知");
    expect((await get("/ms")).body).not.toContain("fees-and-quotes");
    const feed = await harness.app.inject({ url: "/announcement/feed.atom" });
    expect(feed.body.indexOf("fees-and-quotes")).toBeLessThan(feed.body.indexOf("help-centre-and-app-status"));
  });
});

/** The page's structured data (JSON-LD), parsed. */
function structuredData(html: string): { "@graph": { headline?: string; itemListElement?: { name: string }[] }[] } {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("no structured data in the page");
  return JSON.parse(json);
}

describe("a console help article in the built pages", () => {
  it("fills its audience's template: markup, inline data, .data, structured data and policy agree", async () => {
    const response = await get("/help/parents/fees-and-receipts");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain("cms-slot-");
    expect(html).not.toContain("__cms-template__");
    const escaped =
      "Fees &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#x27;apos&#x27;";
    expect(html).toContain(`<h1>${escaped}`);
    expect(html).toContain('aria-current="page">Fees &lt;/script&gt;');
    expect(pageData(html)).toContain(TITLE);
    expect(pageData(html)).toContain(SUMMARY);
    const data = await harness.app.inject({ url: "/help/parents/fees-and-receipts.data" });
    expect(JSON.parse(data.body)).toContain(TITLE);
    // The structured data says the words, and its script is not ended by them.
    const ld = html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
    expect(ld).toHaveLength(1);
    expect(ld[0]).not.toContain("</script><script>");
    const graph = structuredData(html)["@graph"];
    expect(graph[0]?.headline).toBe(TITLE);
    expect(graph[1]?.itemListElement?.map((crumb) => crumb.name).at(-1)).toBe(TITLE);
    expect(JSON.stringify(graph)).toContain("http://localhost:3000/help/parents/fees-and-receipts");
    const scripts = [
      ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts.length).toBeGreaterThan(0);
    const policy = String(response.headers["content-security-policy"]);
    for (const [, body = ""] of scripts) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      expect(body).not.toContain("alert(1)</script>");
    }
    expect(html).toContain('hrefLang="zh-Hans" href="http://localhost:3000/zh/help/parents/fees-and-receipts"');
    expect(html).not.toContain('<link rel="alternate" hrefLang="ms"');
    expect(html).toContain('<div class="prose"><p>A paragraph with <a href="/faq" data-discover="true">a page</a>');
    // The page of a console article has the support footer and "Was this helpful?", as the built-in ones.
    expect(html).toContain('class="help-support"');
    expect(html).toContain('class="helpful-vote"');
    const chinese = await get("/zh/help/parents/fees-and-receipts");
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toContain("收费与收据");
    expect((await get("/ms/help/parents/fees-and-receipts")).statusCode).toBe(302);
  });

  it("lists it after the built-in articles for parents, in its languages, and puts it in the sitemap", async () => {
    const list = await get("/help/parents");
    expect(list.body.indexOf("fees-and-receipts")).toBeGreaterThan(list.body.indexOf("/help/parents/reset-password"));
    expect(list.body).toMatch(
      /<ul class="help-articles cms-articles"><li><a href="\/help\/parents\/fees-and-receipts">/,
    );
    expect(JSON.stringify(pageData(list.body))).toContain("fees-and-receipts");
    const data = await harness.app.inject({ url: "/help/parents.data" });
    expect(data.body).toContain("fees-and-receipts");
    expect((await get("/zh/help/parents")).body).toContain('href="/zh/help/parents/fees-and-receipts"');
    expect((await get("/help/teachers")).body).not.toContain("fees-and-receipts");
    expect((await get("/ms/help/parents")).body).not.toContain("fees-and-receipts");
    const sitemap = await harness.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).toContain("<loc>http://localhost:3000/zh/help/parents/fees-and-receipts</loc>");
    // The built-in articles are as built.
    expect((await get("/help/parents/reset-password")).statusCode).toBe(200);
    expect((await harness.app.inject({ url: "/help/parents/reset-password.data" })).statusCode).toBe(200);
  });
});
