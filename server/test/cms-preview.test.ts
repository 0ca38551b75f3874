import { CMS_PREVIEW_LINK_DAYS } from "@ikey/contracts/cms";
import type { CmsItem, CmsPreviewLink } from "@ikey/contracts/cms-api-schemas";
import { describe, expect, it } from "vitest";
import { createPreviewTokens } from "../src/cms/cms-preview-tokens";
import { sealingKey } from "../src/staff/secret-box";
import { DAY_MS } from "../src/time";
import { SITE, STAFF_SECRET_KEY, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

/*
 * Preview links (docs/decisions/0045-cms.md, "Preview links"): a member sends a text's current
 * revision to someone with no account; the link is signed, expires after CMS_PREVIEW_LINK_DAYS,
 * shows the revision it was made for in the public page's template, and is never indexed or kept.
 */

const setup = staffHarnessPerTest();

const words = (title: string, slug: string, baseVersion: number, audience: string | null = null) => ({
  title,
  summary: `${title}: the summary.`,
  body: `Fees < RM 100 & "more", in a paragraph.\n\n- one point`,
  slug,
  audience,
  baseVersion,
});

/** A new item of `area` with its English text saved; its id. */
async function written(h: StaffHarness, as: TestMember, title: string, area = "announcements") {
  const audience = area === "help-articles" ? "parents" : null;
  const created = await h.call("POST", `/cms/${area}`, { as, body: { audience } });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ item: CmsItem }>().item;
  const saved = await h.call("PUT", `/cms/${area}/${id}/texts/en`, {
    as,
    body: words(title, "draft-words", 0, audience),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const linkFor = (h: StaffHarness, as: TestMember, id: number, area = "announcements", csrf = true) =>
  h.call("POST", `/cms/${area}/${id}/texts/en/preview-link`, { as, csrf });

/** The link's address on this server, as the reader's browser asks for it (or a script, asking JSON). */
const open = (h: StaffHarness, url: string, accept = "text/html") =>
  h.app.inject({ method: "GET", url: new URL(url, SITE).pathname, headers: { accept } });

const made = async (h: StaffHarness, as: TestMember, id: number) => {
  const reply = await linkFor(h, as, id);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<CmsPreviewLink>();
};

/** The token with its payload's item id changed, its signature kept. */
function withOtherItem(url: string, itemId: number): string {
  const [encoded = "", signature] = url.slice(url.lastIndexOf("/") + 1).split(".");
  const payload = Buffer.from(encoded, "base64url")
    .toString("utf8")
    .replace(/^v1:\d+:/, `v1:${itemId}:`);
  return `/cms-preview/${Buffer.from(payload).toString("base64url")}.${signature}`;
}

describe.each(engines)("preview links on %s", (engine) => {
  it("shows a draft's revision as its page would, never indexed or kept, and keeps showing it after later saves", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const id = await written(h, marketing, "Draft <words> & more");
    const link = await made(h, marketing, id);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/cms-preview\/[\w-]+\.[\w-]{43}$/);
    expect(link.expiresAt).toBe(h.now() + CMS_PREVIEW_LINK_DAYS * DAY_MS);

    const preview = await open(h, link.url);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.headers["referrer-policy"]).toBe("no-referrer");
    expect(preview.headers["content-security-policy"]).toMatch(/default-src/);
    expect(preview.headers["x-content-type-options"]).toBe("nosniff");
    const html = preview.body;
    expect(html).toContain('<head><meta name="robots" content="noindex"/>');
    // The template's fill, escaped as on the live page.
    expect(html).toContain('<h1 id="draft-words-title">Draft &lt;words&gt; &amp; more</h1>');
    expect(html).toContain('<div class="prose"><p>Fees &lt; RM 100 &amp; &quot;more&quot;, in a paragraph.</p>');
    expect(html).toContain('<time dateTime="2026-11-23">23 November 2026</time>');
    // Nothing that claims an address, and no script to hydrate it as another route.
    expect(html).not.toMatch(/rel="canonical"|hrefLang=|<script/);
    expect(html).not.toContain("cms-slot-");
    // A draft is nowhere on the site itself.
    expect((await open(h, "/announcement/draft-words")).statusCode).toBe(404);
    expect((await h.app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain("draft-words");

    // Typed on within the same sitting: the sent revision stays as it was sent.
    const later = words("Later words", "draft-words", 1);
    expect((await h.call("PUT", `/cms/announcements/${id}/texts/en`, { as: marketing, body: later })).statusCode).toBe(
      200,
    );
    const again = await open(h, link.url);
    expect(again.body).toContain("Draft &lt;words&gt; &amp; more");
    expect(again.body).not.toContain("Later words");
    expect((await open(h, (await made(h, marketing, id)).url)).body).toContain("Later words");
    const history = await h.call("GET", `/cms/announcements/${id}/texts/en/revisions`, { as: marketing });
    expect(history.json<{ revisions: { title: string; note: string | null }[] }>().revisions).toMatchObject([
      { title: "Later words", note: "sent as a preview link" },
      { title: "Draft <words> & more", note: "sent as a preview link" },
    ]);

    const audit = await h.db
      .selectFrom("audit_log")
      .select(["action", "target", "actor", "detail"])
      .where("action", "=", "cms.preview-link")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ target: `announcement ${id} en`, actor: "marketing@ikey.example" });
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ expiresAt: link.expiresAt });
  });

  it("refuses a tampered, foreign, malformed or expired token without a 5xx", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const id = await written(h, marketing, "Sent words");
    const other = await written(h, marketing, "Other words");
    const link = await made(h, marketing, id);
    const path = new URL(link.url).pathname;

    const last = path.at(-2) === "A" ? "B" : "A";
    const tampered = `${path.slice(0, -2)}${last}${path.at(-1)}`;
    const refusals = [
      tampered,
      withOtherItem(link.url, other),
      "/cms-preview/abc",
      "/cms-preview/a.b.c",
      `/cms-preview/${"A".repeat(60)}.${"B".repeat(43)}`,
      `/cms-preview/${"x".repeat(500)}`,
      "/cms-preview/%00",
    ];
    for (const url of refusals) {
      const page = await open(h, url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"], url).toContain("text/html");
      const call = await open(h, url, "application/json");
      expect(call.statusCode, url).toBe(404);
      expect(call.json<{ error: string }>().error, url).toBe("Not Found");
    }
    expect((await open(h, tampered)).headers["x-robots-tag"]).toBe("noindex, nofollow");
    // An address that is not even UTF-8: the router's 400, as at any address of the site.
    expect((await open(h, "/cms-preview/%ff")).statusCode).toBe(400);

    // Signed with the server's key, but naming a revision of another item: still refused.
    const tokens = createPreviewTokens(h.db, sealingKey(STAFF_SECRET_KEY, "cms-preview").toString("hex"));
    const [revision] = (await h.call("GET", `/cms/announcements/${id}/texts/en/revisions`, { as: marketing })).json<{
      revisions: { id: number }[];
    }>().revisions;
    const foreign = await tokens.sign({
      itemId: other,
      language: "en",
      revisionId: revision?.id ?? 0,
      expiresAt: link.expiresAt,
    });
    expect((await open(h, `/cms-preview/${foreign}`)).statusCode).toBe(404);
    const genuine = await tokens.sign({
      itemId: id,
      language: "en",
      revisionId: revision?.id ?? 0,
      expiresAt: link.expiresAt,
    });
    expect((await open(h, `/cms-preview/${genuine}`)).statusCode).toBe(200);

    // Works to its last millisecond, then 410 with the site's page, or JSON to a script.
    h.advance(link.expiresAt - h.now() - 1);
    expect((await open(h, path)).statusCode).toBe(200);
    h.advance(1);
    const expired = await open(h, path);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers["content-type"]).toContain("text/html");
    expect(expired.headers["cache-control"]).toBe("private, no-store");
    expect((await open(h, path, "application/json")).json<{ error: string }>().error).toBe("Gone");
  });
});

describe("who may make preview links", () => {
  it("gives announcements' to marketing, help articles' to support, and refuses strangers and calls without CSRF", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const support = await h.member("support@ikey.example", "support");
    const post = await written(h, marketing, "A post");
    const article = await written(h, support, "An article", "help-articles");
    expect((await linkFor(h, marketing, post)).statusCode).toBe(200);
    expect((await linkFor(h, marketing, article, "help-articles")).statusCode).toBe(403);
    expect((await linkFor(h, support, post)).statusCode).toBe(403);
    const helpLink = await linkFor(h, support, article, "help-articles");
    expect(helpLink.statusCode).toBe(200);
    // The help article's own template: its audience's breadcrumb and support footer.
    const page = await open(h, helpLink.json<CmsPreviewLink>().url);
    expect(page.body).toContain('class="help-support"');
    expect(page.body).toContain("<h1>An article</h1>");
    expect(page.body).not.toMatch(/application\/ld\+json|rel="canonical"/);
    // An announcement's id under help articles is no help article's.
    const other = await linkFor(h, support, post, "help-articles");
    expect(other.statusCode).toBe(404);

    expect((await h.call("POST", `/cms/announcements/${post}/texts/en/preview-link`)).statusCode).toBe(401);
    const unsigned = await linkFor(h, marketing, post, "announcements", false);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json<{ error: string }>().error).toBe("CSRF Token Missing");
    const blank = await h.call("POST", `/cms/announcements/${post}/texts/ms/preview-link`, { as: marketing });
    expect(blank.statusCode).toBe(404);
    const actions = await h.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "cms.preview-link")
      .execute();
    expect(actions).toHaveLength(2);
  });
});
