import { describe, expect, it } from "vitest";
import { staffHarnessPerTest } from "./staff-harness";
import { engines } from "./test-app";

const setup = staffHarnessPerTest();

describe.each(engines)("a member's own profile on %s", (engine) => {
  it("sets the member's own name and e-mail language, shown in the session and audited without the name", async () => {
    const h = await setup(engine);
    const sales = await h.member("mei.ling@ikey.example", "sales");
    const other = await h.member("farid@ikey.example", "sales");
    const before = await h.call("GET", "/session", { as: sales });
    expect(before.json().session).toMatchObject({ name: null, language: "en" });

    const saved = await h.call("POST", "/profile", { as: sales, body: { name: "  Tan Mei Ling ", language: "zh" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: "Tan Mei Ling", language: "zh" });
    expect((await h.call("GET", "/session", { as: sales })).json().session).toMatchObject({
      email: "mei.ling@ikey.example",
      name: "Tan Mei Ling",
      language: "zh",
    });
    expect((await h.call("GET", "/session", { as: other })).json().session).toMatchObject({
      name: null,
      language: "en",
    });

    const cleared = await h.call("POST", "/profile", { as: sales, body: { name: "", language: "ms" } });
    expect(cleared.json()).toEqual({ name: "", language: "ms" });
    const row = await h.db
      .selectFrom("staff")
      .select(["name", "language"])
      .where("email", "=", sales.email)
      .executeTakeFirst();
    expect(row).toEqual({ name: null, language: "ms" });

    const audit = await h.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "staff.profile")
      .execute();
    expect(audit).toEqual([
      { actor: sales.email, detail: '{"nameChanged":true,"language":{"from":"en","to":"zh"}}' },
      { actor: sales.email, detail: '{"nameChanged":true,"language":{"from":"zh","to":"ms"}}' },
    ]);
    expect(JSON.stringify(audit)).not.toContain("Tan Mei Ling");
  });

  it("refuses a name a mail header could misread, an unknown language, and a call without its CSRF token", async () => {
    const h = await setup(engine);
    const sales = await h.member("sales@ikey.example", "sales");
    for (const name of ['Mei "Boss" Ling', "Ling\r\nBcc: all@example.com", "Ling <x@example.com>", "x".repeat(81)]) {
      const refused = await h.call("POST", "/profile", { as: sales, body: { name, language: "en" } });
      expect(refused.statusCode, name).toBe(400);
    }
    const language = await h.call("POST", "/profile", { as: sales, body: { name: "Ling", language: "fr" } });
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toContain("Choose English, Bahasa Melayu or 简体中文");
    const noCsrf = await h.call("POST", "/profile", { as: sales, csrf: false, body: { name: "Ling", language: "en" } });
    expect(noCsrf.statusCode).toBe(403);
    const signedOut = await h.call("POST", "/profile", { body: { name: "Ling", language: "en" } });
    expect(signedOut.statusCode).toBe(401);
    const row = await h.db
      .selectFrom("staff")
      .select(["name", "language"])
      .where("email", "=", sales.email)
      .executeTakeFirst();
    expect(row).toEqual({ name: null, language: "en" });
  });
});
