import type { HelpVoteSummary } from "@ikey/contracts/console-api-schemas";
import { HELP_VOTES_PATH } from "@ikey/contracts/help-votes";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { describe, expect, it } from "vitest";
import { type StaffHarness, staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();

const VISITOR = "c3f1a9e27b4d4e0f9a1b";

const vote = (h: StaffHarness, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.app.inject({ method: "POST", url: HELP_VOTES_PATH, payload: body, headers });

const votes = (h: StaffHarness) => h.db.selectFrom("help_votes").selectAll().orderBy("id").execute();

describe.each(engines)("help article votes on %s", (engine) => {
  it("stores one vote per visitor and article, in the page's language, and shows it to support", async () => {
    const h = await setup(engine);
    const first = await vote(
      h,
      { article: "reset-password", helpful: false, comment: "  The e-mail never came.  ", visitor: VISITOR },
      { "content-language": "ms-MY" },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: "counted" });

    // The same visitor again, even changing their mind: the first vote stands.
    const again = await vote(h, { article: "reset-password", helpful: true, visitor: VISITOR });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "Already Answered" });
    // Another article, or another visitor, counts.
    expect((await vote(h, { article: "pair-your-child", helpful: true, visitor: VISITOR })).statusCode).toBe(201);
    expect((await vote(h, { article: "reset-password", helpful: true, visitor: `${VISITOR}x` })).statusCode).toBe(201);

    const rows = await votes(h);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      article: "reset-password",
      helpful: 0,
      comment: "The e-mail never came.",
      language: "ms",
    });
    // The visitor's identifier is kept only as a keyed hash.
    expect(JSON.stringify(rows)).not.toContain(VISITOR);

    const support = await h.member("support@ikey.example", "support");
    const summary = await h.call("GET", "/help-votes", { as: support });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers["cache-control"]).toContain("no-store");
    const { articles } = summary.json<HelpVoteSummary>();
    expect(articles[0]).toEqual({
      article: "reset-password",
      path: "/help/parents/reset-password",
      yes: 1,
      no: 1,
      comments: [{ helpful: false, comment: "The e-mail never came.", language: "ms", at: expect.any(Number) }],
    });
    expect(articles.find((entry) => entry.article === "pair-your-child")).toMatchObject({ yes: 1, no: 0 });
    expect(articles.find((entry) => entry.article === "daily-log")).toMatchObject({ yes: 0, no: 0, comments: [] });

    // Sales has no business here; nobody signed out either.
    const sales = await h.member("sales@ikey.example", "sales");
    expect((await h.call("GET", "/help-votes", { as: sales })).statusCode).toBe(403);
    expect((await h.call("GET", "/help-votes")).statusCode).toBe(401);
  });

  it("refuses what is not a vote with a 4xx naming the problem, storing nothing", async () => {
    const h = await setup(engine);
    const cases: [Record<string, unknown>, string][] = [
      [{ article: "no-such-article", helpful: true, visitor: VISITOR }, "article"],
      [{ article: "reset-password", helpful: "yes", visitor: VISITOR }, "helpful"],
      [{ article: "reset-password", helpful: true, visitor: "short" }, "visitor"],
      [{ article: "reset-password", helpful: true, visitor: VISITOR, comment: "x".repeat(501) }, "comment"],
    ];
    for (const [body, field] of cases) {
      const reply = await vote(h, body);
      expect(reply.statusCode, field).toBe(400);
      expect(JSON.stringify(reply.json()), field).toContain(field);
    }
    const notJson = await h.app.inject({
      method: "POST",
      url: HELP_VOTES_PATH,
      payload: "helpful=yes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await votes(h)).toHaveLength(0);
  });

  it("answers a filled honeypot as a vote and stores nothing, and limits each client's votes", async () => {
    const h = await setup(engine, {}, { helpVotes: { max: 3 } });
    const trap = await vote(h, { article: "daily-log", helpful: true, visitor: VISITOR, [HONEYPOT_FIELD]: "555" });
    expect(trap.statusCode).toBe(201);
    expect(await votes(h)).toHaveLength(0);
    for (const suffix of ["a", "b"]) {
      expect((await vote(h, { article: "daily-log", helpful: true, visitor: `${VISITOR}${suffix}` })).statusCode).toBe(
        201,
      );
    }
    const limited = await vote(h, { article: "daily-log", helpful: true, visitor: `${VISITOR}c` });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await votes(h)).toHaveLength(2);
  });
});
