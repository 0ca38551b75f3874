import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { connectDatabase } from "../src/db/connection";
import type { DemoBookingStatus, LeadStatus } from "../src/db/schema";
import { digestContentsOf } from "../src/jobs/morning-digest-job";
import { claimMorningDigest, sendMorningDigests } from "../src/morning-digest/morning-digest";
import { twoOutboxInstances } from "./outbox-instances";
import { type Engine, engines, freshDatabase } from "./test-app";

const CONSOLE = "https://ikey.example";
const at = (local: string) => Date.parse(`${local}+08:00`);
// Monday 30 November 2026, a working day in Penang; opening is 9:00.
const MONDAY = "2026-11-30";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A fresh, migrated database on `engine`, with two connections to it: two server instances. */
async function twoInstances(engine: Engine) {
  const data = await freshDatabase(engine, { migrated: true });
  cleanup.push(data.drop);
  const database = data.env.DATABASE_URL
    ? ({ kind: "postgres", url: data.env.DATABASE_URL } as const)
    : ({ kind: "sqlite", path: data.env.SQLITE_PATH ?? "" } as const);
  const handles = [connectDatabase(database), connectDatabase(database)] as const;
  cleanup.push(async () => {
    for (const handle of handles) await handle.close();
  });
  return { database, handles };
}

type Db = ReturnType<typeof connectDatabase>["db"];

async function member(
  db: Db,
  email: string,
  role: "sales" | "support" = "sales",
  status: "active" | "disabled" = "active",
) {
  const row = await db
    .insertInto("staff")
    .values({
      email,
      role,
      status,
      created_at: at("2026-11-01T09:00:00"),
      disabled_at: status === "disabled" ? at("2026-11-02T09:00:00") : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function lead(
  db: Db,
  centre: string,
  receivedAt: string,
  assignee: number | null,
  status: LeadStatus = "new",
): Promise<number> {
  const row = await db
    .insertInto("leads")
    .values({
      type: "request-demo",
      payload: JSON.stringify({ ...validRequestDemo, companyName: centre }),
      submitted_at: at(receivedAt),
      user_agent: "Vitest/1.0",
      client_hash: "client",
      is_spam: 0,
      assignee_id: assignee,
      status,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function demo(
  db: Db,
  leadId: number,
  staffId: number,
  startsAt: string,
  status: DemoBookingStatus = "confirmed",
) {
  await db
    .insertInto("demo_bookings")
    .values({
      lead_id: leadId,
      staff_id: staffId,
      starts_at: at(startsAt),
      ends_at: at(startsAt) + 60 * 60_000,
      status,
      email: validRequestDemo.email,
      token_hash: `token-${leadId}-${startsAt}`,
      created_at: at("2026-11-20T09:00:00"),
      updated_at: at("2026-11-20T09:00:00"),
    })
    .execute();
}

const runFull = (db: Db, now: number) =>
  sendMorningDigests(db, now, { consoleUrl: CONSOLE, contentsOf: digestContentsOf });
const run = async (db: Db, now: number) => (await runFull(db, now)).queued;

const digestRows = (db: Db) =>
  db.selectFrom("outbox").select(["staff_id", "message"]).where("staff_id", "is not", null).execute();

describe.each(engines)("the morning digest on %s", (engine) => {
  it("reaches each sales member once a working day, with two instances running at once", async () => {
    const { database, handles } = await twoInstances(engine);
    const [one, two] = handles;
    const aina = await member(one.db, "aina@ikey.example");
    const badrul = await member(one.db, "badrul@ikey.example");
    // Badrul reads the site's e-mails in Malay (his profile, docs/decisions/0039-staff-profile.md).
    await one.db.updateTable("staff").set({ language: "ms" }).where("id", "=", badrul).execute();
    const idle = await member(one.db, "idle@ikey.example");
    await member(one.db, "support@ikey.example", "support");
    const gone = await member(one.db, "gone@ikey.example", "sales", "disabled");

    // Aina's: two waiting (one since Friday 18:30, half a business hour by Monday 9:00), one answered.
    const friday = await lead(one.db, "Tadika Jumaat", "2026-11-27T18:30:00", aina);
    const sunday = await lead(one.db, "Tadika Ahad", "2026-11-29T15:00:00", aina);
    await lead(one.db, "Tadika Dihubungi", "2026-11-27T10:00:00", aina, "contacted");
    // Badrul's, nobody's and a disabled member's: not in Aina's list.
    await lead(one.db, "Tadika Badrul", "2026-11-27T11:00:00", badrul);
    await lead(one.db, "Tadika Tiada", "2026-11-27T11:00:00", null);
    await lead(one.db, "Tadika Lama", "2026-11-27T11:00:00", gone);
    // Demos: Aina's today, tomorrow and one cancelled today; Badrul's today.
    const booked = await lead(one.db, "Tadika Demo", "2026-11-20T10:00:00", aina, "demo-scheduled");
    await demo(one.db, booked, aina, `${MONDAY}T11:00:00`);
    await demo(one.db, booked, aina, "2026-12-01T11:00:00");
    await demo(
      one.db,
      await lead(one.db, "Tadika Batal", "2026-11-20T10:00:00", aina, "contacted"),
      aina,
      `${MONDAY}T15:00:00`,
      "cancelled",
    );
    await demo(
      one.db,
      await lead(one.db, "Tadika Esok", "2026-11-20T10:00:00", badrul, "demo-scheduled"),
      badrul,
      `${MONDAY}T14:30:00`,
    );

    // Both instances at 9:00, at once, and again later that day. SQLite serves one instance per
    // file, and better-sqlite3 waits for a lock by blocking the process, so there they take turns.
    const bothAt = (now: number) =>
      engine === "postgres"
        ? Promise.all([run(one.db, now), run(two.db, now)])
        : run(one.db, now).then(async (first) => [first, await run(two.db, now)]);
    const queued = await bothAt(at(`${MONDAY}T09:00:00`));
    expect((queued[0] ?? 0) + (queued[1] ?? 0)).toBe(2);
    expect(await bothAt(at(`${MONDAY}T09:01:00`))).toEqual([0, 0]);
    expect(await run(two.db, at(`${MONDAY}T13:00:00`))).toBe(0);
    // The member with nothing had their day claimed, with no e-mail.
    const claims = await one.db.selectFrom("morning_digests").select(["staff_id", "day"]).orderBy("staff_id").execute();
    expect(claims.map((claim) => [Number(claim.staff_id), claim.day])).toEqual([
      [aina, MONDAY],
      [badrul, MONDAY],
      [idle, MONDAY],
    ]);

    let now = at(`${MONDAY}T09:01:00`);
    const { sink, workers } = await twoOutboxInstances(database, () => now, cleanup);
    await Promise.all(workers.map((worker) => worker.runOnce()));
    now += 60_000;
    await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sink.delivered.map((mail) => mail.to).sort()).toEqual([["aina@ikey.example"], ["badrul@ikey.example"]]);

    const messages = new Map(
      (await digestRows(one.db)).map((row) => [
        Number(row.staff_id),
        JSON.parse(row.message) as Record<string, string>,
      ]),
    );
    const ainas = messages.get(aina);
    expect(ainas?.subject).toBe("Your morning: 2 leads waiting, 1 demo today");
    const text = ainas?.text ?? "";
    expect(text).toContain("Tadika Jumaat (Aisyah Rahman), Demo request");
    // The default target is a business hour: the Friday lead is within it, Sunday's has not begun.
    expect(text).toContain("Waiting 30 min of business time, since 27 November 2026 at 18:30 (Malaysia time)\n");
    expect(text).not.toContain("past the target");
    expect(text).toContain(`${CONSOLE}/staff/leads/${friday}`);
    expect(text).toContain(`${CONSOLE}/staff/leads/${sunday}`);
    // Longest waiting first.
    expect(text.indexOf("Tadika Jumaat")).toBeLessThan(text.indexOf("Tadika Ahad"));
    expect(text).toContain(`11:00 to 12:00: Tadika Demo (Aisyah Rahman)\n${CONSOLE}/staff/leads/${booked}`);
    for (const other of [
      "Tadika Dihubungi",
      "Tadika Badrul",
      "Tadika Tiada",
      "Tadika Lama",
      "Tadika Batal",
      "Tadika Esok",
    ]) {
      expect(text).not.toContain(other);
    }
    expect(ainas?.html).toContain(`<a href="${CONSOLE}/staff/leads/${friday}"`);
    const badruls = messages.get(badrul);
    expect(badruls?.subject).toBe("Ringkasan pagi: 1 prospek menunggu, 1 demo hari ini");
    expect(badruls?.text).toContain("14:30 hingga 15:30: Tadika Esok");
    // Badrul's lead has waited eight business hours since Friday 11:00: past the target.
    expect(badruls?.text).toMatch(
      /Telah menunggu 8 jam dalam waktu bekerja, sejak 27 November 2026.* \(melebihi sasaran\)/,
    );
  });

  it("goes out on working days only, in the morning, and is dropped when the server was down across it", async () => {
    const { handles } = await twoInstances(engine);
    const [db] = [handles[0].db];
    await lead(db, "Tadika Menunggu", "2026-11-20T10:00:00", await member(db, "aina@ikey.example"));
    // Saturday, and Christmas (a Friday and a public holiday), in the morning.
    expect(await run(db, at("2026-11-28T09:00:00"))).toBe(0);
    expect(await run(db, at("2026-12-25T09:30:00"))).toBe(0);
    // A working day before opening and from closing on: not yet, and no longer.
    expect(await run(db, at("2026-12-24T08:59:00"))).toBe(0);
    expect(await run(db, at("2026-12-24T19:00:00"))).toBe(0);
    expect(await db.selectFrom("morning_digests").selectAll().execute()).toEqual([]);
    // A server down at 9:00 and up at 10:59 still sends the day's, once.
    expect(await run(db, at("2026-12-24T10:59:00"))).toBe(1);
    expect(await run(db, at("2026-12-24T10:59:30"))).toBe(0);
    expect(await digestRows(db)).toHaveLength(1);
    // Queued, but not sent by 11:00 (SMTP was down): the outbox drops it rather than send it at noon.
    const [queued] = await db.selectFrom("outbox").select("stale_at").execute();
    expect(Number(queued?.stale_at)).toBe(at("2026-12-24T11:00:00"));
    // Up only at 11:00 the next working day: that day's is dropped, claimed, with no e-mail.
    expect(await runFull(db, at("2026-12-28T11:00:00"))).toEqual({ queued: 0, dropped: 1 });
    expect(await runFull(db, at("2026-12-28T11:01:00"))).toEqual({ queued: 0, dropped: 0 });
    expect(await digestRows(db)).toHaveLength(1);
  });

  it("claims a member's day once", async () => {
    const { handles } = await twoInstances(engine);
    const db = handles[0].db;
    const aina = await member(db, "aina@ikey.example");
    const now = at(`${MONDAY}T09:00:00`);
    const claims = await Promise.all(
      [0, 1].map(() => db.transaction().execute((trx) => claimMorningDigest(trx, aina, MONDAY, now))),
    );
    expect(claims.sort()).toEqual([false, true]);
    expect(await db.transaction().execute((trx) => claimMorningDigest(trx, aina, "2026-12-01", now))).toBe(true);
  });
});
