import { afterEach, describe, expect, it } from "vitest";
import { tokenHash } from "../src/credentials/random-tokens";
import { StaffProblem } from "../src/http/staff-problem";
import { disableStaff, INVITATION_LIFETIME_MS, inviteStaff, listStaff } from "../src/staff/staff-store";
import { runCli } from "./cli-run";
import { createTestApp, engines, freshDatabase } from "./test-app";

const now = Date.parse("2026-11-23T09:00:00+08:00");
const invite = {
  now,
  siteUrl: "https://www.ikey.example",
  supportEmail: "support@ikey.example",
  actor: "cli" as const,
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function database(engine: (typeof engines)[number]) {
  const harness = await createTestApp({}, { engine });
  cleanup.push(harness.close);
  return harness.database.db;
}

describe.each(engines)("staff members on %s", (engine) => {
  it("are invited with a one-day link whose token is stored only as a hash, an e-mail and an audit entry", async () => {
    const db = await database(engine);
    const { link, expiresAt } = await inviteStaff(db, { ...invite, email: " MeiLing@iKEY.example ", role: "sales" });
    expect(expiresAt).toBe(now + INVITATION_LIFETIME_MS);
    const token = new URL(link).hash.slice(1);
    expect(link).toBe(`https://www.ikey.example/staff/invitation#${token}`);

    const [member] = await db.selectFrom("staff").selectAll().execute();
    expect(member).toMatchObject({
      email: "meiling@ikey.example",
      role: "sales",
      status: "invited",
      password_hash: null,
    });
    const invitations = await db.selectFrom("staff_invitations").selectAll().execute();
    expect(invitations.map((row) => row.token_hash)).toEqual([tokenHash(token)]);
    const mail = await db.selectFrom("outbox").select(["staff_id", "message"]).execute();
    expect(mail).toHaveLength(1);
    expect(Number(mail[0]?.staff_id)).toBe(Number(member?.id));
    const message = JSON.parse(mail[0]?.message ?? "{}");
    expect(message).toMatchObject({ to: "meiling@ikey.example", subject: "Your invitation to the iKEY staff console" });
    expect(message.text).toContain(link);
    const audit = await db.selectFrom("audit_log").select(["actor", "action", "target", "detail"]).execute();
    expect(audit).toEqual([
      { actor: "cli", action: "staff.invite", target: "meiling@ikey.example", detail: '{"role":"sales"}' },
    ]);
  });

  it("invited again, keep one open link; once a member, are not invited again", async () => {
    const db = await database(engine);
    await inviteStaff(db, { ...invite, email: "meiling@ikey.example", role: "sales" });
    const again = await inviteStaff(db, {
      ...invite,
      now: now + 60_000,
      email: "meiling@ikey.example",
      role: "support",
    });
    const open = await db.selectFrom("staff_invitations").select("token_hash").where("used_at", "is", null).execute();
    expect(open.map((row) => row.token_hash)).toEqual([tokenHash(new URL(again.link).hash.slice(1))]);
    expect((await listStaff(db)).map((member) => member.role)).toEqual(["support"]);

    await db.updateTable("staff").set({ status: "active" }).execute();
    await expect(inviteStaff(db, { ...invite, email: "meiling@ikey.example", role: "admin" })).rejects.toThrow(
      StaffProblem,
    );
  });

  it("disabled, lose their sessions and open links at once", async () => {
    const db = await database(engine);
    await inviteStaff(db, { ...invite, email: "kumar@ikey.example", role: "support" });
    const member = await db.selectFrom("staff").select("id").executeTakeFirstOrThrow();
    await db
      .insertInto("staff_sessions")
      .values({ id_hash: "session", staff_id: member.id, created_at: now, last_seen_at: now, client_hash: "client" })
      .execute();

    expect(await disableStaff(db, { email: "Kumar@ikey.example", now: now + 1, actor: "cli" })).toBe(true);
    expect(await listStaff(db)).toMatchObject([{ email: "kumar@ikey.example", status: "disabled" }]);
    expect(await db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("staff_invitations").select("used_at").execute()).toEqual([{ used_at: now + 1 }]);
    expect(await disableStaff(db, { email: "nobody@ikey.example", now, actor: "cli" })).toBe(false);
    const actions = await db.selectFrom("audit_log").select("action").orderBy("id").execute();
    expect(actions.map((row) => row.action)).toEqual(["staff.invite", "staff.disable"]);
  });

  it("are managed with npm run staff, which prints the link for a server without SMTP", async () => {
    const { env, drop } = await freshDatabase(engine);
    cleanup.push(drop);
    const invited = runCli("staff", ["invite", "Admin@ikey.example", "--role", "admin"], env);
    expect(invited.status, invited.stderr).toBe(0);
    expect(invited.stdout).toMatch(/^Invited admin@ikey\.example as admin\./);
    expect(invited.stdout).toMatch(/\/staff\/invitation#[\w-]{43}$/m);
    const listed = runCli("staff", ["list"], env);
    expect(listed.stdout).toMatch(/^admin@ikey\.example\s+admin\s+invited\s+no 2FA\s+never signed in$/m);
    expect(runCli("staff", ["invite", "admin@ikey.example", "--role", "owner"], env).status).toBe(1);
    expect(runCli("staff", ["disable", "admin@ikey.example"], env).stdout).toMatch(/Disabled admin@ikey\.example/);
    expect(runCli("staff", ["list"], env).stdout).toMatch(/admin@ikey\.example\s+admin\s+disabled/);
    // Five runs of the command line, each a process of its own: beside the build and the type check
    // on two cores, they once outlasted the project's 20 s.
  }, 60_000);
});
