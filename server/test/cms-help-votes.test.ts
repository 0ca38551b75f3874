import type { CmsItem } from "@ikey/contracts/cms-api-schemas";
import type { HelpVoteSummary } from "@ikey/contracts/console-api-schemas";
import { HELP_VOTES_PATH } from "@ikey/contracts/help-votes";
import { describe, expect, it } from "vitest";
import { type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

/*
 * "Was this helpful?" on a help article published from the console (routes/help-votes.ts): a vote
 * names the slug its page was filled with, in the page's language; the server counts it for the
 * item, so the answers in every language and under every slug the article has had add up, and the
 * console's answers screen lists it with the built-in articles.
 */

const setup = staffHarnessPerTest();

async function publishArticle(h: StaffHarness, as: TestMember) {
  const base = "/cms/help-articles";
  const created = await h.call("POST", base, { as, body: { audience: "teachers" } });
  const { id } = created.json<{ item: CmsItem }>().item;
  const texts = {
    en: { title: "Mark attendance offline", slug: "mark-attendance-offline" },
    ms: { title: "Tandakan kehadiran luar talian", slug: "kehadiran-luar-talian" },
  };
  for (const [language, words] of Object.entries(texts)) {
    const body = { ...words, summary: `${words.title}.`, body: "A paragraph.", audience: "teachers", baseVersion: 0 };
    expect((await h.call("PUT", `${base}/${id}/texts/${language}`, { as, body })).statusCode).toBe(200);
    expect((await h.call("POST", `${base}/${id}/texts/${language}/publish`, { as, body: {} })).statusCode).toBe(200);
  }
  return id;
}

const vote = (h: StaffHarness, article: string, language: string, visitor: string, helpful = true) =>
  h.app.inject({
    method: "POST",
    url: HELP_VOTES_PATH,
    headers: { "content-type": "application/json", "content-language": language },
    payload: { article, helpful, visitor, ...(helpful ? {} : { comment: "Where is the offline switch?" }) },
  });

describe.each(engines)("votes on a console article on %s", (engine) => {
  it("counts each language's slug for the item, once per visitor, and lists it for support", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const id = await publishArticle(h, support);

    expect((await vote(h, "mark-attendance-offline", "en", "visitor-aaaaaaaaaaaa")).statusCode).toBe(201);
    expect((await vote(h, "kehadiran-luar-talian", "ms", "visitor-bbbbbbbbbbbb", false)).statusCode).toBe(201);
    // The same visitor on the Malay page of the same article: already answered.
    expect((await vote(h, "kehadiran-luar-talian", "ms", "visitor-aaaaaaaaaaaa")).statusCode).toBe(409);
    // A slug that is live in another language only, or nowhere.
    for (const [slug, language] of [
      ["kehadiran-luar-talian", "en"],
      ["mark-attendance-offline", "zh"],
      ["no-such-article", "en"],
    ]) {
      const refused = await vote(h, slug ?? "", language ?? "", "visitor-cccccccccccc");
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: "article", message: "Unknown article." });
    }

    const summary = (await h.call("GET", "/help-votes", { as: support })).json<HelpVoteSummary>();
    const row = summary.articles.find((article) => article.article === `console:${id}`);
    expect(row).toMatchObject({ path: "/help/teachers/mark-attendance-offline", yes: 1, no: 1 });
    expect(row?.comments).toEqual([
      expect.objectContaining({ helpful: false, comment: "Where is the offline switch?", language: "ms" }),
    ]);
    // The least helpful first: its No puts it above every built-in article, which nobody answered.
    expect(summary.articles[0]?.article).toBe(`console:${id}`);
  });

  it("refuses a vote once the article is taken down", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const id = await publishArticle(h, support);
    const down = await h.call("POST", `/cms/help-articles/${id}/texts/en/unpublish`, { as: support, body: {} });
    expect(down.statusCode).toBe(200);
    expect((await vote(h, "mark-attendance-offline", "en", "visitor-dddddddddddd")).statusCode).toBe(400);
    expect((await vote(h, "kehadiran-luar-talian", "ms", "visitor-dddddddddddd")).statusCode).toBe(201);
  });
});
