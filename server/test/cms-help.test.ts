import { CMS_LIST_SLOT, CMS_TEMPLATE_SLUG } from "@ikey/contracts/cms";
import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import { describe, expect, it } from "vitest";
import { BUILT_HELP_ARTICLE } from "./fixture-site";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

/*
 * Help articles published from the console (docs/decisions/0045-cms.md), on the fixture site's
 * stand-ins for the help article templates and the audiences' lists: the article's page at
 * /help/<audience>/<slug> in each language it is live in, in its audience's list and the sitemap,
 * 301 when its slug or audience changes, 410 once taken down.
 */

const setup = staffHarnessPerTest();

const words = (title: string, slug: string, audience: string | null, baseVersion: number) => ({
  title,
  summary: `${title}: the summary.`,
  body: `Fees < RM 100 & "more", in a paragraph.\n\n- one point\n- [a link](/faq)`,
  slug,
  audience,
  baseVersion,
});

function articles(h: StaffHarness, as: TestMember) {
  const base = "/cms/help-articles";
  return {
    create: (audience: string) => h.call("POST", base, { as, body: { audience } }),
    save: (id: number, language: string, body: object) =>
      h.call("PUT", `${base}/${id}/texts/${language}`, { as, body }),
    publish: (id: number, language: string) =>
      h.call("POST", `${base}/${id}/texts/${language}/publish`, { as, body: {} }),
    unpublish: (id: number, language: string) =>
      h.call("POST", `${base}/${id}/texts/${language}/unpublish`, { as, body: {} }),
    get: (id: number) => h.call("GET", `${base}/${id}`, { as }),
  };
}

const page = (h: StaffHarness, url: string) => h.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

describe.each(engines)("help articles from the console on %s", (engine) => {
  it("serves a parents' article in its languages, lists it for parents alone, 301 on a new audience, 410 once down", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const api = articles(h, support);
    const created = await api.create("parents");
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ item: CmsItem }>().item;
    const english = words(`Pay <fees> & "get" receipts`, "pay-fees-get-receipts", null, 0);
    expect((await api.save(id, "en", english)).statusCode).toBe(200);
    const malay = words("Bayar yuran", "bayar-yuran", null, 0);
    expect((await api.save(id, "ms", malay)).statusCode).toBe(200);
    expect((await page(h, "/help/parents/pay-fees-get-receipts")).statusCode).toBe(404);

    const published = await api.publish(id, "en");
    expect(published.json<{ outcome: string }>(), published.body).toMatchObject({ outcome: "published" });
    const article = await page(h, "/help/parents/pay-fees-get-receipts");
    expect(article.statusCode).toBe(200);
    expect(article.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
    const title = "Pay &lt;fees&gt; &amp; &quot;get&quot; receipts";
    expect(article.body).toContain(`<h1>${title}</h1>`);
    expect(article.body).toContain(`<span aria-current="page">${title}</span>`);
    expect(article.body).toContain(`content="${title}: the summary."`);
    expect(article.body).toContain(String.raw`\"Pay \u003cfees\u003e \u0026 \\\"get\\\" receipts\"`);
    // Structured data: JSON, with "<" escaped so nothing ends its script.
    expect(article.body).toContain(String.raw`"headline":"Pay \u003cfees> & \"get\" receipts"`);
    expect(article.body).toContain(
      '<div class="prose"><p>Fees &lt; RM 100 &amp; &quot;more&quot;, in a paragraph.</p>',
    );
    expect(article.body).not.toContain("cms-slot-");
    expect(article.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/help/parents/pay-fees-get-receipts"/>',
    );
    expect(article.body).not.toContain('hrefLang="ms"');
    expect(article.body).toContain('href="/ms/help/parents/pay-fees-get-receipts"');
    const data = await h.app.inject({ method: "GET", url: "/help/parents/pay-fees-get-receipts.data" });
    expect(JSON.parse(data.body)).toEqual([
      { _1: 2, _3: 4 },
      "title",
      `Pay <fees> & "get" receipts`,
      "html",
      expect.stringContaining("<p>Fees &lt; RM 100"),
    ]);
    // Under another audience's address it moves to its own; in Malay, not yet.
    const elsewhere = await page(h, "/help/teachers/pay-fees-get-receipts");
    expect([elsewhere.statusCode, elsewhere.headers.location]).toEqual([301, "/help/parents/pay-fees-get-receipts"]);
    expect((await page(h, "/ms/help/parents/bayar-yuran")).statusCode).toBe(404);
    const switched = await page(h, "/ms/help/parents/pay-fees-get-receipts");
    expect([switched.statusCode, switched.headers.location]).toEqual([302, "/ms/help/parents"]);

    // Listed after the repository's articles for parents, in English alone; not for teachers.
    const list = await page(h, "/help/parents");
    expect(list.body).toContain(
      `${BUILT_HELP_ARTICLE}</ul><ul class="help-articles cms-articles"><li><a href="/help/parents/pay-fees-get-receipts">${title}</a><p>${title}: the summary.</p></li></ul>`,
    );
    expect(list.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(list.body).toContain(String.raw`\"\u003cli\u003e\u003ca href=\\\"/help/parents/pay-fees-get-receipts\\\"`);
    const listData = await h.app.inject({ method: "GET", url: "/help/parents.data" });
    expect(JSON.parse(listData.body)[3]).toContain('<a href="/help/parents/pay-fees-get-receipts">');
    expect((await page(h, "/help/teachers")).body).toContain(CMS_LIST_SLOT);
    expect((await page(h, "/help/teachers")).body).not.toContain("pay-fees-get-receipts");
    expect((await page(h, "/ms/help/parents")).body).toContain(CMS_LIST_SLOT);
    const sitemap = await h.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain("<loc>http://localhost:3000/help/parents/pay-fees-get-receipts</loc>");
    expect(sitemap.body).not.toContain("bayar-yuran");

    // The built-in articles are the built site's, page and data.
    const builtIn = await page(h, "/help/parents/reset-password");
    expect([builtIn.statusCode, builtIn.body]).toEqual([
      200,
      expect.stringContaining("page /help/parents/reset-password"),
    ]);
    expect((await page(h, "/help/parents/no-such-article")).statusCode).toBe(404);
    expect((await page(h, "/help/nobody/pay-fees-get-receipts")).statusCode).toBe(404);
    expect((await page(h, `/help/parents/${CMS_TEMPLATE_SLUG}`)).statusCode).toBe(404);
    expect((await h.app.inject({ method: "GET", url: `/help/parents/${CMS_TEMPLATE_SLUG}.data` })).statusCode).toBe(
      404,
    );

    await api.publish(id, "ms");
    const inMalay = await page(h, "/ms/help/parents/bayar-yuran");
    expect(inMalay.statusCode).toBe(200);
    expect(inMalay.body).toContain("<h1>Bayar yuran</h1>");
    expect((await page(h, "/help/parents/pay-fees-get-receipts")).body).toContain(
      'hrefLang="ms" href="http://localhost:3000/ms/help/parents/bayar-yuran"',
    );
    expect((await page(h, "/ms/help/parents")).body).toContain('<a href="/help/parents/bayar-yuran">Bayar yuran</a>');

    // For teachers now: a change of the draft like any other, which moves no page until published.
    const version = (await api.get(id)).json<{ item: CmsItem }>().item.texts.en.version;
    const retargeted = await api.save(id, "en", { ...english, audience: "teachers", baseVersion: version });
    expect(retargeted.json<{ item: CmsItem }>().item.texts.en.unpublishedChanges).toBe(true);
    expect((await page(h, "/help/parents/pay-fees-get-receipts")).statusCode).toBe(200);
    await api.publish(id, "en");
    const moved = await page(h, "/help/parents/pay-fees-get-receipts");
    expect([moved.statusCode, moved.headers.location]).toEqual([301, "/help/teachers/pay-fees-get-receipts"]);
    const movedData = await h.app.inject({ method: "GET", url: "/help/parents/pay-fees-get-receipts.data" });
    expect([movedData.statusCode, movedData.headers.location]).toEqual([
      301,
      "/help/teachers/pay-fees-get-receipts.data",
    ]);
    expect((await page(h, "/help/teachers/pay-fees-get-receipts")).statusCode).toBe(200);
    expect((await page(h, "/help/teachers")).body).toContain("pay-fees-get-receipts");
    expect((await page(h, "/help/parents")).body).toContain(CMS_LIST_SLOT);
    // Publishing English moved English only: Malay moves when Malay is published.
    expect((await page(h, "/ms/help/parents/bayar-yuran")).statusCode).toBe(200);
    expect((await page(h, "/ms/help/parents")).body).toContain("bayar-yuran");
    await api.publish(id, "ms");
    const movedMalay = await page(h, "/ms/help/parents/bayar-yuran");
    expect([movedMalay.statusCode, movedMalay.headers.location]).toEqual([301, "/ms/help/teachers/bayar-yuran"]);

    await api.unpublish(id, "en");
    expect((await page(h, "/help/teachers/pay-fees-get-receipts")).statusCode).toBe(410);
    const goneData = await h.app.inject({ method: "GET", url: "/help/teachers/pay-fees-get-receipts.data" });
    expect(goneData.statusCode).toBe(410);
    expect((await page(h, "/help/teachers")).body).toContain(CMS_LIST_SLOT);
    const after = (await h.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(after).not.toContain("pay-fees-get-receipts");
    expect(after).toContain("<loc>http://localhost:3000/ms/help/teachers/bayar-yuran</loc>");
    expect((await page(h, "/ms/help/teachers/bayar-yuran")).statusCode).toBe(200);
  });
});
