import { Migrator } from "kysely";
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
      "rate_buckets",
      "scheduled_jobs",
      "attestation_spent",
      "outbox",
      "server_keys",
      "lockouts",
      "accounts",
      "rate_limits",
      "leads",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
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
    const before = await db.selectFrom("outbox").select(["id", "lead_id", "message", "status"]).execute();
    expect(before).toHaveLength(1);

    expect((await migrateToLatest(db))[0]).toBe("0002-accounts");
    expect(await db.selectFrom("outbox").select(["id", "lead_id", "message", "status"]).execute()).toEqual(before);
    // The lead is stored under its kind's one name now (0006-lead-names).
    expect(await db.selectFrom("leads").select(["id", "type"]).execute()).toEqual([
      { id: lead.id, type: "request-demo" },
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
});
