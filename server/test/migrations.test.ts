import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { migrateToLatest } from "../src/db/migrate";
import * as leadsOutboxRateLimits from "../src/db/migrations/0001-leads-outbox-rate-limits";
import { createTestApp, engines } from "./test-app";

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe.each(engines)("migrations on %s", (engine) => {
  it("keep every lead and queued e-mail of a database made before accounts existed", async () => {
    // An empty database, migrated by hand to 0001 only: a site as it ran before this change.
    harness = await createTestApp({}, { engine });
    const db = harness.database.db;
    for (const table of [
      // The outbox first: its rows point at most of the others.
      "outbox",
      "demo_bookings",
      "demo_days_off",
      "demo_availability",
      "demo_settings",
      "help_votes",
      "status_subscribers",
      "status_suggestions",
      "status_incident_updates",
      "status_incidents",
      "status_rollups",
      "status_probes",
      "lead_events",
      "rate_buckets",
      "scheduled_jobs",
      "attestation_spent",
      "audit_log",
      "staff_recovery_codes",
      "staff_sessions",
      "staff_invitations",
      "staff",
      "server_keys",
      "lockouts",
      "accounts",
      "rate_limits",
      "leads",
    ]) {
      const drop = db.schema.dropTable(table).ifExists();
      await (engine === "postgres" ? drop.cascade() : drop).execute();
    }
    if (engine === "postgres") await sql`drop function if exists audit_log_append_only`.execute(db);
    await db.schema.dropTable("kysely_migration").ifExists().execute();
    await db.schema.dropTable("kysely_migration_lock").ifExists().execute();
    const old = new Migrator({
      db,
      provider: { getMigrations: async () => ({ "0001-leads-outbox-rate-limits": leadsOutboxRateLimits }) },
    });
    expect((await old.migrateToLatest()).error).toBeUndefined();
    // Rows as the code of that time wrote them.
    const lead = await db
      .insertInto("leads")
      .values({
        type: "demo",
        payload: JSON.stringify(validRequestDemo),
        submitted_at: 1,
        user_agent: "Vitest",
        client_hash: "hash",
        is_spam: 0,
        idempotency_key: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("outbox")
      .values({
        lead_id: lead.id,
        message: '{"to":"sales@ikey.example"}',
        status: "pending",
        next_attempt_at: 1,
        created_at: 1,
      })
      .execute();
    await db
      .insertInto("leads")
      .values({
        type: "demo",
        payload: JSON.stringify({ ...validRequestDemo, name: "Spam Bot" }),
        submitted_at: 2,
        user_agent: "Vitest",
        client_hash: "hash",
        is_spam: 1,
        idempotency_key: null,
      })
      .execute();
    const before = await db.selectFrom("outbox").select(["id", "lead_id", "message", "status"]).execute();
    expect(before).toHaveLength(1);

    expect((await migrateToLatest(db))[0]).toBe("0002-accounts");
    expect(await db.selectFrom("outbox").select(["id", "lead_id", "message", "status"]).execute()).toEqual(before);
    // The lead is stored under its kind's one name now (0006-lead-names).
    // …in the inbox's workflow (0008-lead-inbox): spam in the spam status, and searchable by contact.
    expect(
      await db.selectFrom("leads").select(["id", "type", "status", "search_text"]).orderBy("id").execute(),
    ).toEqual([
      {
        id: lead.id,
        type: "request-demo",
        status: "new",
        search_text: "aisyah rahman\ntadika ceria\naisyah@ceria.example\n012-345 6789\n0123456789",
      },
      {
        id: lead.id + 1,
        type: "request-demo",
        status: "spam",
        search_text: "spam bot\ntadika ceria\naisyah@ceria.example\n012-345 6789\n0123456789",
      },
    ]);

    // An outbox row must belong to exactly one of a lead or an account.
    await expect(
      db
        .insertInto("outbox")
        .values({
          lead_id: null,
          account_id: null,
          message: "{}",
          status: "pending",
          next_attempt_at: 0,
          created_at: 0,
        })
        .execute(),
    ).rejects.toThrow(/outbox_owner|CHECK/i);
  });

  it("keep the audit log append-only, and give each staff e-mail exactly one owner", async () => {
    harness = await createTestApp({}, { engine });
    const db = harness.database.db;
    const entry = await db
      .insertInto("audit_log")
      .values({
        at: 1,
        actor_id: null,
        actor: "cli",
        action: "staff.invite",
        target: "1",
        detail: null,
        client_hash: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable("audit_log").set({ action: "nothing happened" }).where("id", "=", entry.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await db.selectFrom("audit_log").select("action").execute()).toEqual([{ action: "staff.invite" }]);

    const member = await db
      .insertInto("staff")
      .values({ email: "meiling@ikey.example", role: "sales", status: "invited", created_at: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = { message: "{}", status: "pending", next_attempt_at: 0, created_at: 0 };
    await db
      .insertInto("outbox")
      .values({ ...mail, lead_id: null, account_id: null, staff_id: member.id })
      .execute();
    const lead = await db
      .insertInto("leads")
      .values({
        type: "request-demo",
        payload: "{}",
        submitted_at: 1,
        user_agent: "",
        client_hash: "",
        is_spam: 0,
        idempotency_key: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto("outbox")
        .values({ ...mail, lead_id: lead.id, account_id: null, staff_id: member.id })
        .execute(),
    ).rejects.toThrow(/outbox_owner|CHECK/i);
    await expect(
      db
        .updateTable("staff")
        .set({ role: "owner" as never })
        .where("id", "=", member.id)
        .execute(),
    ).rejects.toThrow(/staff_role|CHECK/i);
  });
});
