import { generate } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import { StaffProblem } from "../src/http/staff-problem";
import { createKeyedHasher } from "../src/privacy/keyed-hash";
import { finishEnrolment, openInvitation, startEnrolment } from "../src/staff/enrolment";
import { sealingKey } from "../src/staff/secret-box";
import { INVITATION_LIFETIME_MS, inviteStaff } from "../src/staff/staff-store";
import { createTestApp, engines, testScryptCost } from "./test-app";
import { wrongTotpCode } from "./wrong-totp";

const now = Date.parse("2026-11-23T09:00:00+08:00");
const keys = {
  sealKey: sealingKey("a-staff-secret-key-of-at-least-32-chars", "staff-totp"),
  scryptCost: testScryptCost,
  hash: createKeyedHasher(async () => "a-test-key-of-thirty-two-characters!"),
};
const goodPassword = "lantern mangosteen 92 quietly";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function invited(engine: (typeof engines)[number]) {
  const harness = await createTestApp({}, { engine });
  cleanup.push(harness.close);
  const db = harness.database.db;
  const { link } = await inviteStaff(db, {
    email: "meiling@ikey.example",
    role: "sales",
    now,
    siteUrl: "https://www.ikey.example",
    supportEmail: "support@ikey.example",
    actor: "cli",
  });
  return { db, token: new URL(link).hash.slice(1) };
}

describe.each(engines)("accepting an invitation on %s", (engine) => {
  it("works only with the link's own token, for a day", async () => {
    const { db, token } = await invited(engine);
    expect(await openInvitation(db, token, now)).toMatchObject({ email: "meiling@ikey.example", role: "sales" });
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await openInvitation(db, changed, now)).toBeNull();
    expect(await openInvitation(db, token, now + INVITATION_LIFETIME_MS)).toBeNull();
  });

  it("refuses a guessable password with the reason, and keeps the secret sealed", async () => {
    const { db, token } = await invited(engine);
    await expect(startEnrolment(db, { token, password: "meiling2026!", now }, keys)).rejects.toThrow(StaffProblem);
    const pending = await startEnrolment(db, { token, password: goodPassword, now }, keys);
    expect(pending.uri).toContain(`secret=${pending.secret}`);
    const member = await db.selectFrom("staff").selectAll().executeTakeFirstOrThrow();
    expect(member.status).toBe("invited");
    expect(member.password_hash).toMatch(/^\$scrypt\$/);
    expect(member.totp_secret).not.toContain(pending.secret);
  });

  it("activates the member on a right code, gives ten recovery codes once, and then the link stops working", async () => {
    const { db, token } = await invited(engine);
    const { secret } = await startEnrolment(db, { token, password: goodPassword, now }, keys);
    const wrong = await wrongTotpCode(secret, now);
    await expect(finishEnrolment(db, { token, code: wrong, now }, keys)).rejects.toThrow(/not right/);

    const code = await generate({ secret, epoch: Math.floor(now / 1000) });
    const { recoveryCodes } = await finishEnrolment(db, { token, code, now }, keys);
    expect(recoveryCodes).toHaveLength(10);
    const member = await db.selectFrom("staff").selectAll().executeTakeFirstOrThrow();
    expect(member.status).toBe("active");
    expect(Number(member.totp_step)).toBe(Math.floor(now / 30_000));
    const stored = await db.selectFrom("staff_recovery_codes").select("code_hash").execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recoveryCodes.map((c) => c.replace("-", ""))).not.toContain(code_hash);

    expect(await openInvitation(db, token, now)).toBeNull();
    await expect(finishEnrolment(db, { token, code, now }, keys)).rejects.toThrow(/no longer works/);
    await expect(startEnrolment(db, { token, password: goodPassword, now }, keys)).rejects.toThrow(/no longer works/);
    const actions = await db.selectFrom("audit_log").select(["actor", "action"]).orderBy("id").execute();
    expect(actions).toEqual([
      { actor: "cli", action: "staff.invite" },
      { actor: "meiling@ikey.example", action: "staff.enrol" },
    ]);
  });
});
