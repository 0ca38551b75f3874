import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInSlugsOf } from "../../src/cms/built-in-slugs";
import { createItem, saveDraft } from "../../src/cms/cms-drafts";
import { publishText } from "../../src/cms/cms-publishing";
import { inviteStaff } from "../../src/staff/staff-store";
import { builtClient, createBuiltSiteApp } from "./built-app";

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
  await inviteStaff(db, {
    email: "marketing@ikey.example",
    role: "marketing",
    now,
    siteUrl: "http://localhost:3000",
    supportEmail: "support@ikey.example",
    actor: "cli",
  });
  const member = await db.selectFrom("staff").select(["id", "email"]).executeTakeFirstOrThrow();
  const acting = { member, clientHash: "test", now };
  const id = await createItem(db, "announcement", null, acting);
  const body = "A paragraph with [a page](/faq) & 3 < 5.\n\n- one\n- two";
  const words = { title: TITLE, summary: SUMMARY, body, slug: "fees-and-quotes", audience: null, baseVersion: 0 };
  await saveDraft(db, "announcement", id, "en", words, acting);
  await saveDraft(db, "announcement", id, "zh", { ...words, title: "收费通知", body: "中文段落。" }, acting);
  for (const language of ["en", "zh"] as const) {
    await publishText(db, builtInSlugsOf(builtClient), "announcement", id, language, { at: null, until: null }, acting);
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
