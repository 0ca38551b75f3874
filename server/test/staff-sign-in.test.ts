import { afterEach, describe, expect, it } from "vitest";
import { insertAccount } from "../src/accounts/account-store";
import { hashPassword } from "../src/credentials/password-hash";
import { createStaffHarness, MINUTE_MS, STAFF_PASSWORD, type StaffHarness } from "./staff-harness";
import { createTestApp, engines, testScryptCost } from "./test-app";
import { wrongTotpCode } from "./wrong-totp";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function setup(engine: (typeof engines)[number], env: Record<string, string> = {}): Promise<StaffHarness> {
  const harness = await createStaffHarness(engine, env);
  cleanup.push(harness.close);
  return harness;
}

const WRONG = { error: "Sign-In Failed", message: "The e-mail, password or code is not right." };

describe.each(engines)("signing in to the staff console on %s", (engine) => {
  it("starts a server-side session in a __Host- cookie, and answers no-store and noindex", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    const reply = await h.signIn(member);
    expect(reply.statusCode).toBe(200);
    const [cookie, device] = [reply.headers["set-cookie"]].flat();
    expect(cookie).toMatch(/^__Host-ikey-staff=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    // The browser becomes a known device of the member's (docs/decisions/0011-device-cookies.md).
    expect(device).toMatch(
      /^__Host-ikey-staff-device-[\w-]{12}=[\w-]{22}\.[\w-]{22}; Max-Age=31536000; Path=\/; Secure; HttpOnly; SameSite=Strict$/,
    );
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(reply.json()).toMatchObject({ email: "meiling@ikey.example", role: "sales" });

    // Only the token's hash is stored.
    const stored = await h.db.selectFrom("staff_sessions").select("id_hash").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id_hash).not.toBe(member.cookie);
    const session = await h.call("GET", "/session", { as: member });
    expect(session.json()).toEqual({
      session: {
        id: expect.any(Number),
        email: member.email,
        role: "sales",
        name: null,
        language: "en",
        csrfToken: member.csrfToken,
      },
    });
    expect((await h.call("GET", "/session")).json()).toEqual({ session: null });
  });

  it("answers an unknown e-mail, a wrong password and a wrong code alike, and audits each failure", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    const attempts = [
      { email: "nobody@ikey.example", password: STAFF_PASSWORD, code: await h.totp(member) },
      { email: member.email, password: "not the password at all", code: await h.totp(member) },
      { email: member.email, password: STAFF_PASSWORD, code: await wrongTotpCode(member.secret, h.now()) },
    ];
    for (const body of attempts) {
      const reply = await h.call("POST", "/sign-in", { body });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual(WRONG);
      expect(reply.headers["set-cookie"]).toBeUndefined();
    }
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["actor", "action"])
      .where("action", "like", "staff.sign-in%")
      .execute();
    expect(audit).toEqual([
      { actor: "unknown", action: "staff.sign-in-failed" },
      { actor: member.email, action: "staff.sign-in-failed" },
      { actor: member.email, action: "staff.sign-in-failed" },
    ]);
  });

  it("takes a TOTP code once, and each recovery code once", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    const code = await h.totp(member);
    expect((await h.signIn(member, code)).statusCode).toBe(200);
    expect((await h.signIn(member, code)).statusCode).toBe(401);

    const recovery = member.recoveryCodes[0] ?? "";
    expect((await h.signIn(member, recovery.toLowerCase())).statusCode).toBe(200);
    expect((await h.signIn(member, recovery)).statusCode).toBe(401);
    expect((await h.signIn(member, member.recoveryCodes[1])).statusCode).toBe(200);
  });

  it("does not spend a recovery code on a wrong password", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    const recovery = member.recoveryCodes[0] ?? "";
    const wrong = await h.call("POST", "/sign-in", {
      body: { email: member.email, password: "not the password at all", code: recovery },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await h.signIn(member, recovery)).statusCode).toBe(200);
  });

  it("locks an e-mail after five failures for 15 minutes, counted apart from the parent accounts", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const reply = await h.call("POST", "/sign-in", {
        body: { email: member.email, password: `guess number ${attempt}`, code: "123456" },
      });
      expect(reply.statusCode).toBe(401);
    }
    const locked = await h.signIn(member);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many attempts. Try again in 15 minutes.");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    const keys = await h.db.selectFrom("lockouts").select("key").execute();
    expect(keys.map(({ key }) => key.split(":")[0])).toEqual(["staff-email"]);

    h.advance(15 * MINUTE_MS);
    expect((await h.signIn(member)).statusCode).toBe(200);
  });

  it("keeps a browser that has signed in before out of the lock strangers cause; a new browser is refused", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    expect((await h.signIn(member)).statusCode).toBe(200);
    // Five wrong passwords for the member's e-mail, each from a client of its own.
    for (let stranger = 1; stranger <= 5; stranger++) {
      const reply = await h.call("POST", "/sign-in", {
        client: `203.0.113.${stranger}`,
        body: { email: member.email, password: `guess number ${stranger}`, code: "123456" },
      });
      expect(reply.statusCode).toBe(401);
    }
    // The member's own browser, from wherever it is now, signs in at the first try…
    expect((await h.signIn(member, undefined, { client: "198.51.100.7" })).statusCode).toBe(200);
    // …and a browser that has never signed in is refused while the e-mail is locked.
    const refused = await h.signIn({ ...member, device: undefined }, undefined, { client: "198.51.100.8" });
    expect(refused.statusCode).toBe(429);
  });

  it("counts a new member's first sign-in from the browser they enrolled in as a known browser's", async () => {
    const h = await setup(engine);
    const member = await h.enrolInBrowser("meiling@ikey.example", "sales");
    expect(member.device).toMatch(/^__Host-ikey-staff-device-[\w-]{12}=[\w-]{22}\.[\w-]{22}$/);
    for (let stranger = 1; stranger <= 5; stranger++) {
      const reply = await h.call("POST", "/sign-in", {
        client: `203.0.113.${stranger}`,
        body: { email: member.email, password: `guess number ${stranger}`, code: "123456" },
      });
      expect(reply.statusCode).toBe(401);
    }
    expect((await h.signIn(member, undefined, { client: "198.51.100.7" })).statusCode).toBe(200);
  });

  it("trusts only a staff device cookie signed for this member, and limits each browser on its own", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    const other = await h.enrol("aminah@ikey.example", "sales");
    await h.signIn(member);
    await h.signIn(other);
    const [name = "", value = ""] = (member.device ?? "").split("=");
    const otherValue = (other.device ?? "").split("=")[1] ?? "";
    // A parent account with the same e-mail, signed in from the same browser: its cookie is the parents'.
    await insertAccount(h.db, {
      email: member.email,
      passwordHash: await hashPassword(STAFF_PASSWORD, testScryptCost),
      now: h.now(),
    });
    const parent = await h.app.inject({
      method: "POST",
      url: "/Api/Parent/Account/Login",
      payload: { Email: member.email, Password: STAFF_PASSWORD },
    });
    const parentCookie = String(parent.headers["set-cookie"]).split(";")[0] ?? "";
    expect(parentCookie).toMatch(/^__Host-ikey-device-/);
    expect(parentCookie.split("=")[0]).not.toBe(name);

    for (let stranger = 1; stranger <= 5; stranger++) {
      await h.call("POST", "/sign-in", {
        client: `203.0.113.${stranger}`,
        body: { email: member.email, password: `guess number ${stranger}`, code: "123456" },
      });
    }
    const parentValue = parentCookie.split("=")[1] ?? "";
    for (const forged of [
      parentCookie,
      `${name}=${parentValue}`,
      `${name}=${otherValue}`,
      // The signature's last character changed to one it is not (a random signature may end in "A").
      `${name}=${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`,
    ]) {
      expect((await h.signIn({ ...member, device: forged })).statusCode, forged).toBe(429);
    }
    // A stolen device cookie is no way round the limit: five failures lock that browser too.
    const known = { ...member };
    for (let guess = 1; guess <= 5; guess++) {
      const reply = await h.call("POST", "/sign-in", {
        as: { ...known, cookie: undefined },
        body: { email: member.email, password: `guess number ${guess}`, code: "123456" },
      });
      expect(reply.statusCode).toBe(401);
    }
    expect((await h.signIn(known)).statusCode).toBe(429);
  });

  it("lets a signed-in member change their password while strangers lock their e-mail, within the session's own limit", async () => {
    const h = await setup(engine);
    const member = await h.member("meiling@ikey.example", "sales");
    for (let stranger = 1; stranger <= 5; stranger++) {
      await h.call("POST", "/sign-in", {
        client: `203.0.113.${stranger}`,
        body: { email: member.email, password: `guess number ${stranger}`, code: "123456" },
      });
    }
    expect((await h.signIn({ ...member, device: undefined })).statusCode).toBe(429);
    const change = (currentPassword: string, newPassword = "durian season 2027 arrives late") =>
      h.call("POST", "/password", { as: member, body: { currentPassword, newPassword } });
    expect((await change(STAFF_PASSWORD)).statusCode).toBe(200);

    // The session's own wrong guesses are still limited: five, then even the right one waits.
    for (let guess = 1; guess <= 5; guess++) expect((await change(`guess number ${guess}`)).statusCode).toBe(400);
    const locked = await change("durian season 2027 arrives late", "rambutan season 2028 comes early");
    expect(locked.statusCode).toBe(429);
  });

  it("does not let a disabled or still-invited member in", async () => {
    const h = await setup(engine);
    const member = await h.enrol("meiling@ikey.example", "sales");
    await h.db.updateTable("staff").set({ status: "disabled", disabled_at: h.now() }).execute();
    expect((await h.signIn(member)).statusCode).toBe(401);
  });
});

it("answers 503 on every console call when STAFF_SECRET_KEY is not set", async () => {
  const harness = await createTestApp({});
  cleanup.push(harness.close);
  const reply = await harness.app.inject({ method: "GET", url: "/staff/api/session" });
  expect(reply.statusCode).toBe(503);
  expect(reply.json().error).toBe("Console Not Configured");
});

it("sends the console's frame for every console address, never cached or indexed, with its own script hashes", async () => {
  const harness = await createTestApp({});
  cleanup.push(harness.close);
  for (const url of ["/staff", "/staff/leads/42", "/staff/invitation"]) {
    const reply = await harness.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(reply.statusCode, url).toBe(200);
    expect(reply.body).toContain("page /staff");
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(reply.headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  }
  const sitemap = await harness.app.inject({ method: "GET", url: "/sitemap.xml" });
  expect(sitemap.body).not.toContain("/staff");
});
