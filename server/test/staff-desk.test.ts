import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { insertAccount } from "../src/accounts/account-store";
import { hashPassword } from "../src/credentials/password-hash";
import { DAY_MS } from "../src/time";
import { MINUTE_MS, STAFF_PASSWORD, staffHarnessPerTest } from "./staff-harness";
import { engines, testScryptCost } from "./test-app";
import { wrongTotpCode } from "./wrong-totp";

const setup = staffHarnessPerTest();

describe.each(engines)("the support desk, staff admin and audit log on %s", (engine) => {
  it("looks up a parent's account without its password hash, and audits every look-up", async () => {
    const h = await setup(engine);
    const support = await h.member("support@ikey.example", "support");
    const created = h.now() - 30 * DAY_MS;
    const id = await insertAccount(h.db, {
      email: "parent@ceria.example",
      passwordHash: await hashPassword("correct horse", testScryptCost),
      now: created,
    });
    await h.db
      .updateTable("accounts")
      .set({ status: "deactivated", deactivated_at: h.now() - DAY_MS, last_login_at: h.now() - 2 * DAY_MS })
      .where("id", "=", id)
      .execute();

    const found = await h.call("GET", "/accounts?email=Parent%40Ceria.example", { as: support });
    expect(found.json()).toEqual({
      account: {
        email: "parent@ceria.example",
        state: "deactivated",
        createdAt: created,
        lastLoginAt: h.now() - 2 * DAY_MS,
        deactivatedAt: h.now() - DAY_MS,
        deletionAt: h.now() - DAY_MS + 180 * DAY_MS,
      },
    });
    expect(found.body).not.toContain("scrypt");
    const missing = await h.call("GET", "/accounts?email=nobody%40ceria.example", { as: support });
    expect(missing.json()).toEqual({ account: null });

    const audit = await h.db
      .selectFrom("audit_log")
      .select(["actor", "target", "detail"])
      .where("action", "=", "account.lookup")
      .execute();
    expect(audit).toEqual([
      { actor: support.email, target: "parent@ceria.example", detail: '{"found":true}' },
      { actor: support.email, target: "nobody@ceria.example", detail: '{"found":false}' },
    ]);
  });

  it("lists staff with role, last sign-in, second factor and sessions, and invites from the console", async () => {
    const h = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const invited = await h.call("POST", "/members", {
      as: admin,
      body: { email: "New@ikey.example", role: "support" },
    });
    expect(invited.json().link).toMatch(/^http:\/\/localhost:3000\/staff\/invitation#[\w-]{43}$/);
    const members = (await h.call("GET", "/members", { as: admin })).json().members;
    expect(members).toMatchObject([
      { email: "admin@ikey.example", role: "admin", status: "active", secondFactor: true, sessions: 1 },
      {
        email: "new@ikey.example",
        role: "support",
        status: "invited",
        secondFactor: false,
        sessions: 0,
        lastSignInAt: null,
      },
    ]);
    expect(members[0].lastSignInAt).toBe(h.now());
    const mail = await h.db.selectFrom("outbox").select("staff_id").where("staff_id", "is not", null).execute();
    expect(mail).toHaveLength(2);
  });

  it("accepts an invitation through the API: password policy, a QR code drawn here, a code, ten recovery codes", async () => {
    const h = await setup(engine);
    const token = await h.invitationToken("meiling@ikey.example", "sales");
    expect((await h.call("POST", "/invitation", { body: { token } })).json()).toEqual({
      email: "meiling@ikey.example",
      role: "sales",
    });
    const weak = await h.call("POST", "/invitation/password", { body: { token, password: "meiling@ikey1" } });
    expect(weak.statusCode).toBe(400);
    const pending = (
      await h.call("POST", "/invitation/password", { body: { token, password: STAFF_PASSWORD } })
    ).json();
    expect(pending.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(pending.uri).toContain(`secret=${pending.secret}`);

    const wrongCode = await wrongTotpCode(pending.secret, h.now());
    const wrong = await h.call("POST", "/invitation/code", { body: { token, code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    const code = await generate({ secret: pending.secret, epoch: Math.floor(h.now() / 1000) });
    const done = (await h.call("POST", "/invitation/code", { body: { token, code } })).json();
    expect(done.recoveryCodes).toHaveLength(10);
    expect((await h.call("POST", "/invitation", { body: { token } })).statusCode).toBe(410);

    h.advance(MINUTE_MS);
    const member = {
      email: "meiling@ikey.example",
      role: "sales" as const,
      secret: pending.secret,
      recoveryCodes: done.recoveryCodes,
    };
    expect((await h.signIn(member)).statusCode).toBe(200);
  });

  it("limits wrong invitation links and codes per client, and always answers the right ones", async () => {
    const h = await setup(engine, {}, { staffInvitations: { max: 3 } });
    const token = await h.invitationToken("meiling@ikey.example", "sales");
    const guess = (n: number) => `${n}`.padStart(43, "g");
    const guesses = [
      (await h.call("POST", "/invitation", { body: { token: guess(1) } })).statusCode,
      (await h.call("POST", "/invitation/password", { body: { token: guess(2), password: STAFF_PASSWORD } }))
        .statusCode,
      (await h.call("POST", "/invitation/code", { body: { token: guess(3), code: "000000" } })).statusCode,
    ];
    expect(guesses).toEqual([410, 400, 400]);
    const refused = await h.call("POST", "/invitation", { body: { token: guess(4) } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // The right link still opens, and a weak password is the member's own mistake, not a guess.
    expect((await h.call("POST", "/invitation", { body: { token } })).statusCode).toBe(200);
    expect(
      (await h.call("POST", "/invitation/password", { body: { token, password: "meiling@ikey1" } })).statusCode,
    ).toBe(400);
    const pending = (
      await h.call("POST", "/invitation/password", { body: { token, password: STAFF_PASSWORD } })
    ).json();
    // A wrong code is a guess, counted like a wrong link; the right one goes through.
    const wrongCode = await wrongTotpCode(pending.secret, h.now());
    expect((await h.call("POST", "/invitation/code", { body: { token, code: wrongCode } })).statusCode).toBe(429);
    const code = await generate({ secret: pending.secret, epoch: Math.floor(h.now() / 1000) });
    expect((await h.call("POST", "/invitation/code", { body: { token, code } })).statusCode).toBe(200);
    // Another client has its own.
    expect(
      (await h.call("POST", "/invitation", { body: { token: guess(5) }, client: "198.51.100.9" })).statusCode,
    ).toBe(410);
  });

  it("shows the audit log newest first, filtered by actor, action and day", async () => {
    const h = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    await h.member("sales@ikey.example", "sales");
    const all = (await h.call("GET", "/audit", { as: admin })).json().entries;
    expect(all.map((entry: { action: string }) => entry.action)).toEqual([
      "staff.sign-in",
      "staff.enrol",
      "staff.invite",
      "staff.sign-in",
      "staff.enrol",
      "staff.invite",
    ]);
    expect(all[0].clientHash).toMatch(/^[\w-]{20,}$/);
    const byActor = (await h.call("GET", "/audit?actor=sales%40ikey.example", { as: admin })).json().entries;
    expect(byActor.map((entry: { action: string }) => entry.action)).toEqual(["staff.sign-in", "staff.enrol"]);
    const byFeature = (await h.call("GET", "/audit?action=staff.invite", { as: admin })).json().entries;
    expect(byFeature).toHaveLength(2);
    expect((await h.call("GET", "/audit?from=2026-11-24", { as: admin })).json().entries).toEqual([]);
    expect((await h.call("GET", "/audit?action=DROP TABLE", { as: admin })).statusCode).toBe(400);
  });
});
