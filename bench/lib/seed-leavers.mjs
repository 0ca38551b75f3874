// Members who leave, for `npm run bench:console`'s "reassign on disable": each a sales member with
// open leads of the seeded ones and one demo to come, and one colleague who takes them all. Written
// with the server's own connection on the database the server under test uses.
import { importSource } from "./contracts.mjs";

const DAY_MS = 86_400_000;
/** Open leads per leaving member: a busy member's queue. */
export const LEADS_PER_LEAVER = 25;

/**
 * `count` leaving members and their successor. Each leaver's demo is at 10:00 Malaysia time on a
 * weekday of its own from next week on, so the successor can cover every one (one a day, within
 * the default hours). Answers the successor's id and the leavers' ids.
 */
export async function seedLeavers(env, count) {
  const { loadConfig } = await importSource("server/src/config.ts");
  const { connectDatabase } = await importSource("server/src/db/connection.ts");
  const database = connectDatabase(loadConfig({ ...env, WEB_ROOT: "." }).database);
  const { db } = database;
  try {
    const now = Date.now();
    const member = async (email) =>
      Number(
        (
          await db
            .insertInto("staff")
            .values({ email, role: "sales", status: "active", created_at: now })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
    const successor = await member("bench.successor@ikey.example");
    const open = await db
      .selectFrom("leads")
      .select(["id", "type", "payload"])
      .where("status", "in", ["new", "contacted"])
      .orderBy("id")
      .limit(count * LEADS_PER_LEAVER)
      .execute();
    const demoLeads = await db
      .selectFrom("leads")
      .select(["id", "payload"])
      .where("type", "=", "request-demo")
      .where("status", "=", "demo-scheduled")
      .orderBy("id")
      .limit(count)
      .execute();
    // Weekdays from next Monday, 10:00 in Penang (UTC+8).
    const days = [];
    let day = Date.parse(`${new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)}T10:00:00+08:00`) + 7 * DAY_MS;
    while (days.length < count) {
      const weekday = new Date(day + 8 * 3_600_000).getUTCDay();
      if (weekday !== 0 && weekday !== 6) days.push(day);
      day += DAY_MS;
    }
    const leavers = [];
    for (let index = 0; index < count; index++) {
      const id = await member(`bench.leaver.${index}@ikey.example`);
      leavers.push(id);
      const mine = open.slice(index * LEADS_PER_LEAVER, (index + 1) * LEADS_PER_LEAVER).map((lead) => lead.id);
      await db
        .updateTable("leads")
        .set({ assignee_id: id, assigned_how: "round-robin" })
        .where("id", "in", mine)
        .execute();
      const demoLead = demoLeads[index];
      if (!demoLead) throw new Error("not enough seeded demo leads");
      await db
        .updateTable("leads")
        .set({ assignee_id: id, assigned_how: "demo" })
        .where("id", "=", demoLead.id)
        .execute();
      await db
        .insertInto("demo_bookings")
        .values({
          lead_id: demoLead.id,
          staff_id: id,
          starts_at: days[index],
          ends_at: days[index] + 3_600_000,
          status: "confirmed",
          email: JSON.parse(demoLead.payload).email,
          token_hash: `bench-leaver-${index}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return { successor, leavers };
  } finally {
    await database.close();
  }
}
