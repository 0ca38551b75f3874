import { CMS_BODY_MAX, CMS_LIST_SLOT, CMS_TEMPLATE_SLUG } from "@ikey/contracts/cms";
import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import { describe, expect, it } from "vitest";
import { applyDueChanges } from "../src/cms/cms-publishing";
import { dueChangesOnTwoInstances } from "./cms-schedule-passes";
import { BUILT_LATEST } from "./fixture-site";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();
const MINUTE = 60_000;

const draft = (words: { title: string; slug: string; body?: string; summary?: string }, baseVersion = 0) => ({
  title: words.title,
  summary: words.summary ?? `${words.title}: the summary.`,
  body: words.body ?? `Fees < RM 100 & "more", in a paragraph.\n\n- one point\n- [a link](/faq)`,
  slug: words.slug,
  audience: null,
  baseVersion,
});

/** The console's calls for one kind, as a member makes them. */
function posts(h: StaffHarness, as: TestMember, area = "announcements") {
  const base = `/cms/${area}`;
  return {
    create: (body: object = {}) => h.call("POST", base, { as, body }),
    save: (id: number, language: string, body: object) =>
      h.call("PUT", `${base}/${id}/texts/${language}`, { as, body }),
    publish: (id: number, language: string, body: object = {}) =>
      h.call("POST", `${base}/${id}/texts/${language}/publish`, { as, body }),
    unpublish: (id: number, language: string, body: object = {}) =>
      h.call("POST", `${base}/${id}/texts/${language}/unpublish`, { as, body }),
    approve: (id: number, language: string) => h.call("POST", `${base}/${id}/texts/${language}/approve`, { as }),
    revisions: (id: number, language: string) => h.call("GET", `${base}/${id}/texts/${language}/revisions`, { as }),
    restore: (id: number, language: string, revision: number) =>
      h.call("POST", `${base}/${id}/texts/${language}/revisions/${revision}/restore`, { as }),
    get: (id: number) => h.call("GET", `${base}/${id}`, { as }),
  };
}

const page = (h: StaffHarness, url: string) => h.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

/** A new announcement with its English (and, if given, Malay) text saved. */
async function written(h: StaffHarness, as: TestMember, english: string, malay?: string) {
  const api = posts(h, as);
  const created = await api.create();
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ item: CmsItem }>().item;
  expect((await api.save(id, "en", draft({ title: english, slug: slugOf(english) }))).statusCode).toBe(200);
  if (malay) expect((await api.save(id, "ms", draft({ title: malay, slug: slugOf(malay) }))).statusCode).toBe(200);
  return id;
}
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

describe("who may publish what", () => {
  it("gives announcements to marketing, help articles to support, both to admins; refuses the rest", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const support = await h.member("support@ikey.example", "support");
    const sales = await h.member("sales@ikey.example", "sales");
    const admin = await h.member("admin@ikey.example", "admin");
    const help = { audience: "parents" };
    expect((await posts(h, marketing).create()).statusCode).toBe(201);
    expect((await posts(h, marketing, "help-articles").create(help)).statusCode).toBe(403);
    expect((await posts(h, support, "help-articles").create(help)).statusCode).toBe(201);
    expect((await posts(h, support).create()).statusCode).toBe(403);
    expect((await posts(h, sales).create()).statusCode).toBe(403);
    expect((await posts(h, sales, "help-articles").create(help)).statusCode).toBe(403);
    expect((await posts(h, admin).create()).statusCode).toBe(201);
    expect((await posts(h, admin, "help-articles").create(help)).statusCode).toBe(201);
    expect((await h.call("GET", "/cms/announcements")).statusCode).toBe(401);
    // Settings are the admins' alone.
    const settings = { body: { approval: true } };
    expect((await h.call("PUT", "/cms/announcements/settings", { as: marketing, ...settings })).statusCode).toBe(403);
    expect((await h.call("PUT", "/cms/announcements/settings", { as: admin, ...settings })).statusCode).toBe(200);
  });

  it("asks every change for the session's CSRF token", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const id = await written(h, marketing, "Token checks");
    const writes: ["POST" | "PUT", string, object][] = [
      ["POST", "/cms/announcements", {}],
      ["PUT", `/cms/announcements/${id}/texts/en`, draft({ title: "x", slug: "x" }, 1)],
      ["POST", `/cms/announcements/${id}/texts/en/publish`, {}],
      ["POST", `/cms/announcements/${id}/texts/en/unpublish`, {}],
      ["POST", `/cms/announcements/${id}/texts/en/approve`, {}],
      ["POST", `/cms/announcements/${id}/texts/en/decline`, {}],
      ["POST", `/cms/announcements/${id}/texts/en/revisions/1/restore`, {}],
      ["POST", "/cms/announcements/preview", { language: "en", body: "x" }],
      ["PUT", "/cms/announcements/settings", { approval: true }],
    ];
    for (const [method, path, body] of writes) {
      const reply = await h.call(method, path, { as: marketing, body, csrf: false });
      expect(reply.statusCode, `${method} ${path}`).toBe(403);
      expect(reply.json<{ error: string }>().error).toBe("CSRF Token Missing");
    }
  });
});

describe.each(engines)("publishing in the console on %s", (engine) => {
  it("publishes each language on its own, live at once without a build, and 410 once taken down", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = posts(h, marketing);
    const id = await written(h, marketing, "Parents <see> & reply", "Ibu bapa melihat");
    expect((await page(h, "/announcement/parents-see-reply")).statusCode).toBe(404);

    const published = await api.publish(id, "en");
    expect(published.json<{ outcome: string }>(), published.body).toMatchObject({ outcome: "published" });
    const english = await page(h, "/announcement/parents-see-reply");
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-security-policy"]).toMatch(/script-src[^;]*'sha256-/);
    // The title, escaped for each place it stands in: text, attribute, the data's script.
    expect(english.body).toContain('<h1 id="parents-see-reply-title">Parents &lt;see&gt; &amp; reply</h1>');
    expect(english.body).toContain('content="Parents &lt;see&gt; &amp; reply: the summary."');
    expect(english.body).toContain(String.raw`\"Parents \u003csee\u003e \u0026 reply\"`);
    expect(english.body).toContain(
      '<div class="prose"><p>Fees &lt; RM 100 &amp; &quot;more&quot;, in a paragraph.</p>',
    );
    expect(english.body).toContain('<time dateTime="2026-11-23">23 November 2026</time>');
    // Malay is not published: no hreflang link to it, and the switcher's link leads to its list.
    expect(english.body).not.toContain('hrefLang="ms"');
    expect(english.body).toContain('href="/ms/announcement/parents-see-reply"');
    expect((await page(h, "/ms/announcement/ibu-bapa-melihat")).statusCode).toBe(404);
    const switched = await page(h, "/ms/announcement/parents-see-reply");
    expect([switched.statusCode, switched.headers.location]).toEqual([302, "/ms/announcement"]);
    const data = await h.app.inject({ method: "GET", url: "/announcement/parents-see-reply.data" });
    expect(JSON.parse(data.body)).toEqual([{ _1: 2 }, "title", "Parents <see> & reply", "html", expect.any(String)]);

    // Listed everywhere the repository's posts are: first in the list, on the home page, in the
    // feed and the sitemap, in its language alone.
    const list = await page(h, "/announcement");
    expect(list.body).toMatch(
      /<div class="cms-posts"><article id="parents-see-reply"[\s\S]*<\/article><\/div><article class="post">Fixture post/,
    );
    expect(list.body).toContain(String.raw`\"\u003carticle id=\\\"parents-see-reply\\\"`);
    expect(list.headers["content-security-policy"]).toMatch(/'sha256-/);
    const listData = await h.app.inject({ method: "GET", url: "/announcement.data" });
    expect(JSON.parse(listData.body)[1]).toContain(
      '<h2><a href="/announcement/parents-see-reply">Parents &lt;see&gt; &amp; reply</a></h2>',
    );
    expect((await page(h, "/ms/announcement")).body).toContain(CMS_LIST_SLOT);
    const home = await page(h, "/");
    expect(home.body).toContain(
      '<p class="latest-news"><strong>Latest news:</strong> <a href="/announcement/parents-see-reply">Parents &lt;see&gt; &amp; reply</a>',
    );
    expect(JSON.parse((await h.app.inject({ method: "GET", url: "/_root.data" })).body)[1]).toContain(
      "parents-see-reply",
    );
    expect((await page(h, "/ms")).body).toContain(BUILT_LATEST);
    const feed = await h.app.inject({ method: "GET", url: "/announcement/feed.atom" });
    expect(feed.headers["content-type"]).toContain("application/atom+xml");
    expect(feed.body).toMatch(
      /<updated>2026-11-2\dT[^<]*<\/updated>\n {4}<entry>\n {8}<title type="html"><!\[CDATA\[Parents <see> & reply\]\]><\/title>[\s\S]*<title>A fixture post/,
    );
    const sitemap = await h.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain("<loc>http://localhost:3000/announcement/parents-see-reply</loc>");
    expect(sitemap.body).not.toContain("ibu-bapa-melihat");

    await api.publish(id, "ms");
    const malay = await page(h, "/ms/announcement/ibu-bapa-melihat");
    expect(malay.statusCode).toBe(200);
    expect(malay.body).toContain('<a href="/ms/faq"');
    const both = await page(h, "/announcement/parents-see-reply");
    expect(both.body).toContain('hrefLang="ms" href="http://localhost:3000/ms/announcement/ibu-bapa-melihat"');
    const moved = await page(h, "/ms/announcement/parents-see-reply");
    expect([moved.statusCode, moved.headers.location]).toEqual([301, "/ms/announcement/ibu-bapa-melihat"]);

    await api.unpublish(id, "en");
    expect((await page(h, "/announcement/parents-see-reply")).statusCode).toBe(410);
    expect((await page(h, "/announcement")).body).toContain(CMS_LIST_SLOT);
    expect((await page(h, "/")).body).toContain(BUILT_LATEST);
    expect((await h.app.inject({ method: "GET", url: "/sitemap.xml" })).body).not.toContain("parents-see-reply");
    expect((await page(h, "/ms/announcement/ibu-bapa-melihat")).statusCode).toBe(200);
    // A built page's file is not served at another address (its folder's, compressed or not).
    expect((await page(h, "/announcement/index.html")).statusCode).toBe(404);
    expect((await page(h, "/announcement/index.html.br")).statusCode).toBe(404);
    // The template is never a page of its own.
    expect((await page(h, `/announcement/${CMS_TEMPLATE_SLUG}`)).statusCode).toBe(404);
    expect((await h.app.inject({ method: "GET", url: `/announcement/${CMS_TEMPLATE_SLUG}.data` })).statusCode).toBe(
      404,
    );
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "like", "cms.%")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "cms.create",
      "cms.edit",
      "cms.edit",
      "cms.publish",
      "cms.publish",
      "cms.unpublish",
    ]);
  });

  it("publishes a scheduled language at its minute, and records it once however many instances look", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = posts(h, marketing);
    const id = await written(h, marketing, "Holiday hours", "Waktu cuti");
    await api.publish(id, "en");
    // 2026-11-23 09:00 Malaysia time is the harness's start; a little over a day later:
    const scheduled = await api.publish(id, "ms", { at: "2026-11-24T10:00", until: "2026-11-30T18:00" });
    expect(scheduled.json<{ item: CmsItem }>().item?.texts.ms.state, scheduled.body).toBe("scheduled");
    expect((await page(h, "/ms/announcement/waktu-cuti")).statusCode).toBe(404);
    const at = Date.parse("2026-11-24T10:00:00+08:00");
    h.advance(at - MINUTE - h.now());
    expect((await page(h, "/ms/announcement/waktu-cuti")).statusCode).toBe(404);
    h.advance(MINUTE);
    expect((await page(h, "/ms/announcement/waktu-cuti")).statusCode).toBe(200);

    // Two instances' passes, then one after a restart: the change is recorded once.
    expect(await dueChangesOnTwoInstances(h, engine)).toBe(1);
    expect(await applyDueChanges(h.db, h.now())).toBe(0);
    const automatic = await h.db.selectFrom("audit_log").select("action").where("actor", "=", "automatic").execute();
    expect(automatic).toEqual([{ action: "cms.publish" }]);

    h.advance(Date.parse("2026-11-30T18:00:00+08:00") - h.now());
    expect((await page(h, "/ms/announcement/waktu-cuti")).statusCode).toBe(410);
    expect(await applyDueChanges(h.db, h.now())).toBe(1);
    // A week on, the member signs in again; the console shows what the clock did.
    await h.signIn(marketing);
    expect((await api.get(id)).json<{ item: CmsItem }>().item.texts.ms.state).toBe("unpublished");
    expect((await page(h, "/announcement/holiday-hours")).statusCode).toBe(200);
  });

  it("holds a publication for a second member's approval when admins ask for one", async () => {
    const h = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const writer = await h.member("writer@ikey.example", "marketing");
    const checker = await h.member("checker@ikey.example", "marketing");
    await h.call("PUT", "/cms/announcements/settings", { as: admin, body: { approval: true } });
    const id = await written(h, writer, "New parent app");
    const asked = await posts(h, writer).publish(id, "en");
    expect(asked.json<{ outcome: string }>().outcome).toBe("awaiting-approval");
    expect((await page(h, "/announcement/new-parent-app")).statusCode).toBe(404);
    expect((await posts(h, writer).approve(id, "en")).statusCode).toBe(403);
    expect((await posts(h, checker).approve(id, "en")).statusCode).toBe(200);
    expect((await page(h, "/announcement/new-parent-app")).statusCode).toBe(200);
  });

  it("tells the second of two editors that the first saved, and shows them the first's text", async () => {
    const h = await setup(engine);
    const one = await h.member("one@ikey.example", "marketing");
    const two = await h.member("two@ikey.example", "marketing");
    const id = await written(h, one, "Shared draft");
    const [a, b] = [posts(h, one), posts(h, two)];
    expect((await a.save(id, "en", draft({ title: "One's words", slug: "shared" }, 1))).statusCode).toBe(200);
    const late = await b.save(id, "en", draft({ title: "Two's words", slug: "shared" }, 1));
    expect(late.statusCode).toBe(409);
    expect(late.json<{ current: { title: string; version: number } }>().current).toMatchObject({
      title: "One's words",
      version: 2,
    });
  });

  it("keeps a revision per sitting, and restores any of them as a new one", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = posts(h, marketing);
    const id = await written(h, marketing, "First words");
    await api.save(id, "en", draft({ title: "First words, typed on", slug: "first-words" }, 1));
    h.advance(11 * MINUTE);
    await api.save(id, "en", draft({ title: "Second sitting", slug: "first-words" }, 2));
    const listed = (await api.revisions(id, "en")).json<{ revisions: { id: number; title: string }[] }>().revisions;
    expect(listed.map((revision) => revision.title)).toEqual(["Second sitting", "First words, typed on"]);
    const first = listed[1]?.id ?? 0;
    const restored = await api.restore(id, "en", first);
    expect(restored.json<{ item: CmsItem }>().item.texts.en.title).toBe("First words, typed on");
    const after = (await api.revisions(id, "en")).json<{ revisions: { title: string; note: string | null }[] }>();
    expect(after.revisions[0]).toMatchObject({ title: "First words, typed on", note: `restored revision ${first}` });
    expect(after.revisions).toHaveLength(3);
  });

  it("marks a published translation stale when its English changes, with what English said then and now", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = posts(h, marketing);
    const id = await written(h, marketing, "Fee reminders", "Peringatan yuran");
    await api.publish(id, "en");
    await api.publish(id, "ms");
    expect((await api.get(id)).json<{ item: CmsItem }>().item.texts.ms.stale).toBeNull();
    await api.save(id, "en", draft({ title: "Fee reminders by e-mail", slug: "fee-reminders" }, 1));
    const { ms } = (await api.get(id)).json<{ item: CmsItem }>().item.texts;
    expect(ms.stale?.englishThen).toContain("# Fee reminders\n");
    expect(ms.stale?.englishNow).toContain("# Fee reminders by e-mail\n");
    // The public page keeps the translation as it was published.
    expect((await page(h, "/ms/announcement/peringatan-yuran")).statusCode).toBe(200);
  });

  it("refuses to publish what the site cannot show, and never gives a slug to a second item", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = posts(h, marketing);
    const id = await written(h, marketing, "Moving day");
    await api.save(
      id,
      "en",
      draft({ title: "Moving day", slug: "moving-day", body: "Hi\n\n<script>alert(1)</script>" }, 1),
    );
    const refused = await api.publish(id, "en");
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ field: string; message: string }>()).toMatchObject({ field: "body" });
    expect(refused.json<{ message: string }>().message).toContain("line 3");
    await api.save(id, "en", draft({ title: "Moving day", slug: "moving-day" }, 2));
    expect((await api.publish(id, "en")).statusCode).toBe(200);
    // A new address: the old one moves to it, and stays this item's.
    await api.save(id, "en", draft({ title: "Moving day", slug: "moved-day" }, 3));
    await api.publish(id, "en");
    const moved = await page(h, "/announcement/moving-day");
    expect([moved.statusCode, moved.headers.location]).toEqual([301, "/announcement/moved-day"]);
    const other = await written(h, marketing, "Moving day");
    const taken = await api.publish(other, "en");
    expect([taken.statusCode, taken.json<{ field: string }>().field]).toEqual([409, "slug"]);
  });
});

describe("the longest draft", () => {
  it("saves a body of the longest allowed in Chinese, and refuses one longer", async () => {
    const h = await setup(engines[0] ?? "sqlite");
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const api = posts(h, marketing);
    const id = await written(h, marketing, "Long read");
    const longest = "长".repeat(CMS_BODY_MAX);
    expect((await api.save(id, "zh", draft({ title: "长文", slug: "chang", body: longest }))).statusCode).toBe(200);
    const longer = await api.save(id, "zh", draft({ title: "长文", slug: "chang", body: `${longest}长` }, 1));
    expect([longer.statusCode, longer.json<{ field: string }>().field]).toEqual([400, "body"]);
  });
});
