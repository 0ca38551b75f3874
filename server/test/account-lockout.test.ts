import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { connectDatabase } from "../src/db/connection";
import type { LimitOverrides } from "../src/limits/limits";
import { type AccountHarness, createAccountHarness, MINUTE_MS, WRONG_CREDENTIALS } from "./account-harness";
import { engines, testScryptCost } from "./test-app";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function setup(
  engine: (typeof engines)[number],
  env: Record<string, string> = {},
  limits: LimitOverrides = {},
): Promise<AccountHarness> {
  const harness = await createAccountHarness(engine, env, limits);
  cleanup.push(harness.close);
  return harness;
}

const LOCKED = /^Too many failed attempts\. Please try again in (\d+) minutes?\.$/;

/** The minutes a refusal asks the parent to wait, or null when the attempt was not refused. */
function waitMinutes(answer: { success: boolean; message: string }): number | null {
  const match = LOCKED.exec(answer.message);
  if (match) expect(answer.success).toBe(false);
  return match ? Number(match[1]) : null;
}

describe.each(engines)("brute-force limits on %s", (engine) => {
  it("refuses an e-mail for 15 minutes after 5 failures, whatever the password, then lets it in again", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await h.deactivate("parent@ceria.example", `guess ${attempt}`)).toEqual({
        success: false,
        message: WRONG_CREDENTIALS,
      });
      h.advance(MINUTE_MS);
    }
    // Four minutes after the fifth failure: eleven minutes of the lockout left.
    h.advance(3 * MINUTE_MS);
    const refused = await h.deactivate("parent@ceria.example", "correct horse");
    expect(waitMinutes(refused)).toBe(11);
    expect(refused.retryAfter).toBe(11 * 60);
    expect((await h.account("parent@ceria.example"))?.status).toBe("active");
    // The login shares the limit, from another client too: the e-mail itself is locked.
    expect(waitMinutes(await h.login("parent@ceria.example", "correct horse", { client: "198.51.100.20" }))).toBe(11);

    h.advance(11 * MINUTE_MS - 1);
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse"))).toBe(1);
    h.advance(1);
    expect(await h.deactivate("parent@ceria.example", "correct horse")).toMatchObject({ success: true });
    expect((await h.account("parent@ceria.example"))?.status).toBe("deactivated");
  });

  it("keeps an attacker with 1,000 addresses to 20 checked guesses an hour, and never locks out the owner's device", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    // The owner has signed in on their phone before: it holds the account's device cookie.
    const signedIn = await h.login("parent@ceria.example", "correct horse", { client: "192.0.2.50" });
    expect(signedIn).toMatchObject({ success: true, deviceCookie: expect.stringMatching(/^__Host-ikey-device-/) });
    const cookie = signedIn.deviceCookie;

    // An hour of guessing: 1,000 guesses, each from an address of its own.
    let checked = 0;
    let refused = 0;
    for (let guess = 0; guess < 1_000; guess++) {
      const client = `10.${Math.floor(guess / 250)}.${guess % 250}.1`;
      const answer = await h.deactivate("parent@ceria.example", `guess ${guess}`, { client });
      if (answer.message === WRONG_CREDENTIALS) checked++;
      else if (waitMinutes(answer) !== null) refused++;
      h.advance(3_600);
    }
    // Every guess got an answer, and no more than 20 passwords were compared.
    expect(checked + refused).toBe(1_000);
    expect(checked).toBeGreaterThanOrEqual(15);
    expect(checked).toBeLessThanOrEqual(20);

    // From an unknown client the e-mail is locked, as it should be against guessing.
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse", { client: "192.0.2.99" }))).not.toBe(
      null,
    );
    // From the owner's device, the right password works at the first try, for both calls.
    const owner = { client: "192.0.2.50", cookie };
    expect(await h.deactivate("parent@ceria.example", "correct horse", owner)).toMatchObject({ success: true });
    expect((await h.account("parent@ceria.example"))?.status).toBe("deactivated");
    expect(await h.login("parent@ceria.example", "correct horse", { ...owner, client: "198.51.100.3" })).toMatchObject({
      success: true,
    });
    expect((await h.account("parent@ceria.example"))?.status).toBe("active");
  });

  it("trusts only a device cookie signed for the account, and limits each device on its own", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    await h.create("other@ceria.example", "other horse");
    const { deviceCookie: own = "" } = await h.login("parent@ceria.example", "correct horse");
    const { deviceCookie: other = "" } = await h.login("other@ceria.example", "other horse");
    const [name = "", value = ""] = own.split("=");
    const otherValue = other.split("=")[1] ?? "";
    // Spend the e-mail's limit for unknown clients.
    for (let guess = 0; guess < 5; guess++)
      await h.deactivate("parent@ceria.example", `guess ${guess}`, { client: `10.0.0.${guess}` });
    // The signature's last character changed (to one it is not: a random signature may end in "A").
    const tampered = `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`;
    for (const forged of [`${name}=${otherValue}`, `${name}=${tampered}`, `${name}=x.y`]) {
      expect(
        waitMinutes(await h.deactivate("parent@ceria.example", "correct horse", { cookie: forged })),
        forged,
      ).not.toBe(null);
    }
    // A stolen device cookie is no way round the limit: five failures lock that device too.
    for (let guess = 0; guess < 5; guess++) {
      expect((await h.login("parent@ceria.example", `guess ${guess}`, { cookie: own })).message).toBe(
        WRONG_CREDENTIALS,
      );
    }
    expect(waitMinutes(await h.login("parent@ceria.example", "correct horse", { cookie: own }))).toBe(15);
  });

  it("counts over a sliding 15 minutes, so a burst across a quarter-hour boundary is caught", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    // The clock starts on a quarter hour; fail four times just before the next one, once just after.
    h.advance(14 * MINUTE_MS + 59_000);
    for (let attempt = 1; attempt <= 4; attempt++) await h.deactivate("parent@ceria.example", "wrong horse");
    h.advance(2_000);
    expect((await h.deactivate("parent@ceria.example", "wrong horse")).message).toBe(WRONG_CREDENTIALS);
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse"))).toBe(15);
  });

  it("forgets failures older than 15 minutes", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    for (let attempt = 1; attempt <= 4; attempt++) await h.deactivate("parent@ceria.example", "wrong horse");
    h.advance(15 * MINUTE_MS);
    for (let attempt = 1; attempt <= 4; attempt++) await h.deactivate("parent@ceria.example", "wrong horse");
    expect((await h.deactivate("parent@ceria.example", "correct horse")).success).toBe(true);
  });

  it("keeps the per-e-mail limit whatever PER_ADDRESS_LIMIT_FACTOR scales", async () => {
    const h = await setup(
      engine,
      { PER_ADDRESS_LIMIT_FACTOR: "1000" },
      { passwordChecks: { perEmail: 2, windowMs: 60_000, lockoutMs: 120_000 } },
    );
    await h.create("parent@ceria.example", "correct horse");
    await h.deactivate("parent@ceria.example", "wrong 1");
    await h.deactivate("parent@ceria.example", "wrong 2");
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse"))).toBe(2);
  });

  it("locks an unknown e-mail exactly like a known one, so lockouts reveal nothing", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    const known = [];
    const unknown = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      known.push(await h.deactivate("parent@ceria.example", "wrong horse", { client: "198.51.100.1" }));
      unknown.push(await h.deactivate("nobody@ceria.example", "wrong horse", { client: "198.51.100.2" }));
    }
    expect(unknown).toEqual(known);
    expect(waitMinutes(known[5] ?? { success: false, message: "" })).toBe(15);
  });

  it("counts failures, not attempts: successful checks never lock anyone out", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    for (let attempt = 0; attempt < 4; attempt++) await h.login("parent@ceria.example", "wrong horse");
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await h.login("parent@ceria.example", "correct horse")).success).toBe(true);
    }
    // The fifth failure still locks.
    expect((await h.login("parent@ceria.example", "wrong horse")).message).toBe(WRONG_CREDENTIALS);
    expect(waitMinutes(await h.login("parent@ceria.example", "correct horse"))).toBe(15);
  });

  it("refuses a client for 15 minutes after 20 failures across e-mails, but not other clients", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await h.deactivate(`guess${attempt}@ceria.example`, "password1")).message).toBe(WRONG_CREDENTIALS);
    }
    const refused = await h.deactivate("parent@ceria.example", "correct horse");
    expect(waitMinutes(refused)).toBe(15);
    expect(refused.retryAfter).toBe(15 * 60);
    expect(waitMinutes(await h.login("parent@ceria.example", "correct horse"))).toBe(15);

    expect((await h.login("parent@ceria.example", "correct horse", { client: "198.51.100.9" })).success).toBe(true);
    h.advance(15 * MINUTE_MS);
    expect(await h.deactivate("parent@ceria.example", "correct horse")).toMatchObject({ success: true });
  });

  it("takes its figures from the limits the app is given", async () => {
    const h = await setup(
      engine,
      {},
      { passwordChecks: { perEmail: 2, perClient: 100, windowMs: 60_000, lockoutMs: 120_000 } },
    );
    await h.create("parent@ceria.example", "correct horse");
    await h.deactivate("parent@ceria.example", "wrong 1");
    await h.deactivate("parent@ceria.example", "wrong 2");
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse"))).toBe(2);
    h.advance(2 * MINUTE_MS);
    expect((await h.deactivate("parent@ceria.example", "correct horse")).success).toBe(true);
  });

  it("checks no more than 5 guesses in all when they arrive at once, then locks", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        h.deactivate("parent@ceria.example", `parallel guess ${index}`, { client: `198.51.100.${index + 1}` }),
      ),
    );
    const checked = burst.filter((answer) => answer.message === WRONG_CREDENTIALS).length;
    const refused = burst.filter((answer) => waitMinutes(answer) !== null).length;
    expect(checked + refused).toBe(15);
    // Every attempt is counted before its check, so however the burst interleaved (on
    // PostgreSQL all 15 may count before any reads, and all be refused), the guesses
    // checked before the lock, in the burst and after it, never pass the limit. A burst
    // that counted past it locks early: fewer guesses, never more.
    let after = 0;
    while (checked + after <= 5) {
      const answer = await h.deactivate("parent@ceria.example", `later guess ${after}`);
      if (answer.message !== WRONG_CREDENTIALS) break;
      after++;
    }
    expect(checked + after).toBeGreaterThanOrEqual(1);
    expect(checked + after).toBeLessThanOrEqual(5);
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse"))).toBe(15);
  });

  it("holds across a restart and a second instance, with no IP_HASH_SECRET set", async () => {
    const h = await setup(engine);
    await h.create("parent@ceria.example", "correct horse");
    for (let attempt = 1; attempt <= 5; attempt++) await h.deactivate("parent@ceria.example", "wrong horse");

    // Another server process on the same database: its own connection and its own hasher.
    const other = await buildApp({
      config: h.harness.config,
      database: connectDatabase(h.harness.config.database),
      logger: false,
      clock: h.clock,
      scryptCost: testScryptCost,
    });
    cleanup.push(() => other.close());
    expect(waitMinutes(await h.deactivate("parent@ceria.example", "correct horse", { app: other }))).toBe(15);

    // The client limit follows the client address across instances too.
    for (let attempt = 1; attempt <= 20; attempt++) {
      const app = attempt % 2 === 0 ? other : h.harness.app;
      await h.login(`spray${attempt}@ceria.example`, "password1", { client: "192.0.2.55", app });
    }
    expect(waitMinutes(await h.login("someone@ceria.example", "password1", { client: "192.0.2.55" }))).toBe(15);
  });

  it("keeps no e-mail address or client address in its counters", async () => {
    const h = await setup(engine);
    for (let attempt = 1; attempt <= 5; attempt++) await h.deactivate("private.person@ceria.example", "wrong horse");
    const counters = await h.db.selectFrom("rate_limits").select("key").execute();
    const lockouts = await h.db.selectFrom("lockouts").select("key").execute();
    expect(lockouts).toHaveLength(1);
    for (const { key } of [...counters, ...lockouts]) {
      expect(key).toMatch(/^account-(email|client):[\w-]{22}$/);
      expect(key).not.toMatch(/private|ceria|203\.0\.113/);
    }
  });
});
