import { IMMUTABLE } from "@ikey/contracts/cache-policy";
import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import { type CmsSearchPointer, cmsSearchPointerPath } from "@ikey/contracts/cms-search";
import type { Language } from "@ikey/contracts/languages";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type BrowserSearch, browserSearch } from "./pagefind-search";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { createTestApp, engines } from "./test-app";

/*
 * Issue 52, point 6: a published console item is in the help centre's search in its language, on
 * every instance, within a minute, without a build; unpublishing takes it out
 * (docs/decisions/0045-cms.md, "Search"). Searched with Pagefind's own script, merged as the
 * browser merges it.
 */

const setup = staffHarnessPerTest();
let searcher: BrowserSearch | undefined;
afterEach(() => {
  searcher?.close();
  searcher = undefined;
});

const pointer = async (app: FastifyInstance, language: Language) =>
  (await app.inject({ method: "GET", url: cmsSearchPointerPath(language) })).json<CmsSearchPointer>().bundle;

/** What `read` answers once `done` holds: each instance looks every 2 s, and reads the database every 10 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const words = (title: string, slug: string, body: string, baseVersion = 0) => ({
  title,
  summary: `${title}.`,
  body,
  slug,
  audience: null,
  baseVersion,
});

async function publishedItem(
  h: StaffHarness,
  as: TestMember,
  area: "announcements" | "help-articles",
  texts: Partial<Record<Language, ReturnType<typeof words>>>,
) {
  const created = await h.call("POST", `/cms/${area}`, {
    as,
    body: area === "help-articles" ? { audience: "parents" } : {},
  });
  const { id } = created.json<{ item: CmsItem }>().item;
  for (const [language, text] of Object.entries(texts)) {
    expect((await h.call("PUT", `/cms/${area}/${id}/texts/${language}`, { as, body: text })).statusCode).toBe(200);
    const published = await h.call("POST", `/cms/${area}/${id}/texts/${language}/publish`, { as, body: {} });
    expect(published.json<{ outcome: string }>(), published.body).toMatchObject({ outcome: "published" });
  }
  return id;
}

describe.each(engines)("the console's items in site search on %s", (engine) => {
  it("finds a Malay help article in the Malay index alone, and loses it once unpublished", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    searcher = await browserSearch(h.app);
    const id = await publishedItem(h, support, "help-articles", {
      en: words("Pay fees by card", "pay-fees-by-card", "Card payments are taken at the front desk."),
      ms: words("Bayar yuran dengan kad", "bayar-yuran-dengan-kad", "Pembayaran kad diterima di kaunter tadika."),
    });
    const malay = await eventually(
      () => pointer(h.app, "ms"),
      (bundle) => bundle !== null,
    );
    const english = await eventually(
      () => pointer(h.app, "en"),
      (bundle) => bundle !== null,
    );
    expect(malay).toMatch(/^\/_cms-search\/ms\/[0-9a-f]{16}\/$/);
    expect(await pointer(h.app, "zh")).toBeNull();

    const hits = await searcher.search("ms", malay, "tadika");
    expect(hits.map((hit) => [hit.url, hit.meta.title, hit.meta.section])).toEqual([
      ["/ms/help/parents/bayar-yuran-dengan-kad", "Bayar yuran dengan kad", "Ibu bapa"],
    ]);
    expect(hits[0]?.excerpt).toMatch(/<mark>tadika/);
    // Not in English: its index holds the English text alone, which the built index's words join.
    expect(await searcher.search("en", english, "tadika")).toEqual([]);
    const card = await searcher.search("en", english, "card");
    expect(card.map((hit) => [hit.url, hit.meta.section])).toEqual([["/help/parents/pay-fees-by-card", "Parents"]]);
    // The built index alone still answers its own pages.
    expect((await searcher.search("ms", malay, "laluan")).map((hit) => hit.url)).toEqual(["/ms/built"]);

    // Its files are kept for a year; the pointer, seconds.
    const entry = await h.app.inject({ method: "GET", url: `${malay}pagefind-entry.json` });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Object.keys(entry.json<{ languages: object }>().languages)).toEqual(["ms-my"]);
    const current = await h.app.inject({ method: "GET", url: cmsSearchPointerPath("ms") });
    expect(current.headers["cache-control"]).toBe("public, max-age=10");

    const unpublished = await h.call("POST", `/cms/help-articles/${id}/texts/ms/unpublish`, { as: support, body: {} });
    expect(unpublished.statusCode).toBe(200);
    expect(
      await eventually(
        () => pointer(h.app, "ms"),
        (bundle) => bundle === null,
      ),
    ).toBeNull();
    expect(await pointer(h.app, "en")).toBe(english);
    // A browser that read the pointer before still finds the files it names.
    expect((await h.app.inject({ method: "GET", url: `${malay}pagefind-entry.json` })).statusCode).toBe(200);
  });

  it("names the same version on two instances of one database, and serves either's files from both", async () => {
    const h = await setup(engine);
    const marketing = await h.member("marketing@ikey.example", "marketing");
    const database = h.config.database;
    const other = await createTestApp(
      database.kind === "postgres" ? { DATABASE_URL: database.url } : { SQLITE_PATH: database.path },
      { engine, clock: () => h.now() },
    );
    try {
      await other.app.ready();
      await publishedItem(h, marketing, "announcements", {
        en: words("Open day", "open-day", "Visit the kindergarten on Saturday."),
      });
      const first = await eventually(
        () => pointer(h.app, "en"),
        (bundle) => bundle !== null,
      );
      expect(
        await eventually(
          () => pointer(other.app, "en"),
          (bundle) => bundle === first,
        ),
      ).toBe(first);
      searcher = await browserSearch(other.app);
      const hits = await searcher.search("en", first, "kindergarten");
      expect(hits.map((hit) => [hit.url, hit.meta.section])).toEqual([["/announcement/open-day", "Pages"]]);

      // A second post: the instance that published names the new version at once; the other, which
      // reads the database every 10 s, serves it when asked, having read the database then.
      await publishedItem(h, marketing, "announcements", {
        en: words("Sports day", "sports-day", "Races on the field."),
      });
      const second = await eventually(
        () => pointer(h.app, "en"),
        (bundle) => bundle !== first,
      );
      const entry = await other.app.inject({ method: "GET", url: `${second}pagefind-entry.json` });
      expect(entry.statusCode).toBe(200);
      const own = await h.app.inject({ method: "GET", url: `${second}pagefind-entry.json` });
      expect(entry.rawPayload.equals(own.rawPayload)).toBe(true);
      expect(await pointer(other.app, "en")).toBe(second);
    } finally {
      await other.close();
    }
  });
});

it("answers a version it does not have, or a malformed address, with JSON and never a 5xx", async () => {
  const h = await setup(engines[0] ?? "sqlite");
  const unknown = await h.app.inject({ method: "GET", url: "/_cms-search/en/0123456789abcdef/pagefind-entry.json" });
  expect([unknown.statusCode, unknown.json<{ error: string }>().error]).toEqual([404, "Not Found"]);
  for (const url of [
    "/_cms-search/xx/current.json",
    "/_cms-search/en/NOTAVERSION/pagefind-entry.json",
    "/_cms-search/en/0123456789abcdef/pagefind.js",
  ]) {
    const reply = await h.app.inject({ method: "GET", url });
    expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode, url).toBeLessThan(500);
    expect(reply.headers["content-type"], url).toContain("application/json");
  }
});
