import { afterEach, describe, expect, it } from "vitest";
import { tokenHash } from "../src/credentials/random-tokens";
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS } from "../src/staff/session-tokens";
import { endMemberSessions, endSession, readSession, startSession } from "../src/staff/staff-sessions";
import { disableStaff } from "../src/staff/staff-store";
import { createTestApp, engines } from "./test-app";

const now = Date.parse("2026-11-23T09:00:00+08:00");
const MINUTE = 60_000;

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function withMember(engine: (typeof engines)[number]) {
  const harness = await createTestApp({}, { engine });
  cleanup.push(harness.close);
  const db = harness.database.db;
  const member = await db
    .insertInto("staff")
    .values({ email: "meiling@ikey.example", role: "sales", status: "active", created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { db, staffId: Number(member.id) };
}

describe.each(engines)("staff sessions on %s", (engine) => {
  it("are kept only as a hash, and read back as their member", async () => {
    const { db, staffId } = await withMember(engine);
    const token = await startSession(db, { staffId, now, clientHash: "client" });
    const rows = await db.selectFrom("staff_sessions").select("id_hash").execute();
    expect(rows).toEqual([{ id_hash: tokenHash(token) }]);
    expect(await readSession(db, token, now + MINUTE)).toMatchObject({
      staffId,
      email: "meiling@ikey.example",
      role: "sales",
    });
    expect(await readSession(db, `${token}x`, now)).toBeNull();
    expect(await readSession(db, undefined, now)).toBeNull();
  });

  it("end after 30 minutes idle, and stay alive while used, but never past 12 hours", async () => {
    const { db, staffId } = await withMember(engine);
    const idle = await startSession(db, { staffId, now, clientHash: "client" });
    expect(await readSession(db, idle, now + STAFF_IDLE_MS - 1)).not.toBeNull();
    expect(await readSession(db, idle, now + 2 * STAFF_IDLE_MS - 2)).not.toBeNull();
    expect(await readSession(db, idle, now + 3 * STAFF_IDLE_MS)).toBeNull();
    // Ended for good: not back even at a time that would have been within its limits.
    expect(await readSession(db, idle, now + STAFF_IDLE_MS)).toBeNull();

    const busy = await startSession(db, { staffId, now, clientHash: "client" });
    let at = now;
    while (at + 20 * MINUTE < now + STAFF_SESSION_MAX_MS) {
      at += 20 * MINUTE;
      expect(await readSession(db, busy, at), `at ${(at - now) / MINUTE} min`).not.toBeNull();
    }
    expect(await readSession(db, busy, now + STAFF_SESSION_MAX_MS)).toBeNull();
  });

  it("end on sign-out, all at once for a member, all but one after a change, and when the member is disabled", async () => {
    const { db, staffId } = await withMember(engine);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => startSession(db, { staffId, now, clientHash: "client" })),
    );
    await endSession(db, tokenHash(first ?? ""));
    expect(await readSession(db, first, now)).toBeNull();
    expect(await endMemberSessions(db, staffId, { except: tokenHash(second ?? "") })).toBe(1);
    expect(await readSession(db, third, now)).toBeNull();
    expect(await readSession(db, second, now)).not.toBeNull();

    const again = await startSession(db, { staffId, now, clientHash: "client" });
    await db.updateTable("staff").set({ status: "disabled", disabled_at: now }).execute();
    // Even a session the disabling missed is refused: the member's state is read on every request.
    expect(await readSession(db, again, now)).toBeNull();
    await db.updateTable("staff").set({ status: "active", disabled_at: null }).execute();
    const last = await startSession(db, { staffId, now, clientHash: "client" });
    await disableStaff(db, { email: "meiling@ikey.example", now, actor: "cli" });
    expect(await readSession(db, last, now)).toBeNull();
  });
});
