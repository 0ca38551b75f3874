import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { migrateToLatest } from "../src/db/migrate";
import * as leadsOutboxRateLimits from "../src/db/migrations/0001-leads-outbox-rate-limits";
import { insertBareLead } from "./bare-lead";
import { createTestApp, databaseBefore, engines } from "./test-app";

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
      "cms_image_variants",
      "cms_images",
      "cms_settings",
      "cms_slugs",
      "cms_texts",
      "cms_revisions",
      "cms_items",
      "conversation_messages",
      "staff_notices",
      "morning_digests",
      "lead_assignments",
      "lead_assignment_settings",
      "first_response_settings",
      "auto_replies",
      "demo_feeds",
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
      "same_person_links",
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
      "lead_status_counts",
      "leads",
    ]) {
      const drop = db.schema.dropTable(table).ifExists();
      await (engine === "postgres" ? drop.cascade() : drop).execute();
    }
    if (engine === "postgres") {
      await sql`drop function if exists audit_log_append_only`.execute(db);
      await sql`drop function if exists lead_status_counts_change cascade`.execute(db);
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

  it("keep every lead's history, e-mails and demos as leads gain the demo-held status", async () => {
    const { database, drop } = await databaseBefore(engine, "0015-demo-held-status");
    try {
      const db = database.db;
      const staff = await db
        .insertInto("staff")
        .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const lead = await db
        .insertInto("leads")
        .values({
          type: "request-demo",
          payload: JSON.stringify(validRequestDemo),
          submitted_at: 1,
          user_agent: "Vitest",
          client_hash: "hash",
          is_spam: 0,
          idempotency_key: null,
          status: "demo-scheduled",
          assignee_id: staff.id,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const owned = { lead_id: lead.id };
      await db
        .insertInto("lead_events")
        .values({ ...owned, at: 1, actor_id: null, actor: "demo booking", kind: "status", detail: "{}" })
        .execute();
      const booking = { ...owned, staff_id: staff.id, starts_at: 10, ends_at: 20, email: "a@b.example" };
      await db
        .insertInto("demo_bookings")
        .values({ ...booking, status: "confirmed", token_hash: "hash", created_at: 1, updated_at: 1 })
        .execute();
      await db
        .insertInto("outbox")
        .values({ ...owned, message: "{}", status: "pending", next_attempt_at: 1, created_at: 1 })
        .execute();
      const rows = async () => ({
        leads: await db.selectFrom("leads").selectAll().execute(),
        events: await db.selectFrom("lead_events").selectAll().execute(),
        bookings: await db.selectFrom("demo_bookings").selectAll().execute(),
        outbox: await db.selectFrom("outbox").selectAll().execute(),
      });
      const before = await rows();

      expect(await migrateToLatest(db)).toEqual(["0015-demo-held-status"]);
      expect(await rows()).toEqual(before);
      await db.updateTable("leads").set({ status: "demo-held" }).execute();
      await expect(
        db
          .updateTable("leads")
          .set({ status: "archived" as "won" })
          .execute(),
      ).rejects.toThrow(/check/i);
      // Still the parent of its history, demos and e-mails: erasing it takes them.
      await db.deleteFrom("leads").execute();
      expect(await rows()).toEqual({ leads: [], events: [], bookings: [], outbox: [] });
    } finally {
      await drop();
    }
  });

  it("keep every demo and its reminders as bookings gain their mailbox and the tentative statuses", async () => {
    const { database, drop } = await databaseBefore(engine, "0026-demo-booking-limits");
    try {
      const db = database.db;
      const staff = await db
        .insertInto("staff")
        .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const lead = await insertBareLead(db, { status: "demo-scheduled" });
      const booking = await db
        .insertInto("demo_bookings")
        .values({
          lead_id: lead.id,
          staff_id: staff.id,
          starts_at: 10,
          ends_at: 20,
          email: "aisyah.r+demo@googlemail.com.",
          status: "confirmed",
          token_hash: "hash",
          created_at: 1,
          updated_at: 1,
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("outbox")
        .values({
          lead_id: lead.id,
          demo_booking_id: booking.id,
          message: "{}",
          status: "pending",
          next_attempt_at: 5,
          created_at: 1,
        })
        .execute();
      await db
        .insertInto("demo_settings")
        .values({ id: 1, length_minutes: 45, buffer_minutes: 0, notice_minutes: 0, horizon_days: 7, updated_at: 1 })
        .execute();
      const before = {
        bookings: await db.selectFrom("demo_bookings").selectAll().execute(),
        outbox: await db.selectFrom("outbox").selectAll().execute(),
      };

      expect(await migrateToLatest(db)).toEqual(["0026-demo-booking-limits"]);
      expect(await db.selectFrom("demo_bookings").selectAll().execute()).toEqual(
        before.bookings.map((row) => ({ ...row, email_key: "aisyahr@gmail.com", confirm_by: null })),
      );
      expect(await db.selectFrom("outbox").selectAll().execute()).toEqual(before.outbox);
      // The rule is off for a database that had rules.
      expect(await db.selectFrom("demo_settings").select("confirm_by_email").execute()).toEqual([
        { confirm_by_email: 0 },
      ]);
      await db.updateTable("demo_bookings").set({ status: "tentative", confirm_by: 30 }).execute();
      await db.updateTable("demo_bookings").set({ status: "lapsed" }).execute();
      await expect(
        db
          .updateTable("demo_bookings")
          .set({ status: "pending" as "lapsed" })
          .execute(),
      ).rejects.toThrow(/check/i);
      // Still the child of its lead, and the parent of its reminders: erasing the lead takes both.
      await db.deleteFrom("leads").execute();
      expect(await db.selectFrom("demo_bookings").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    } finally {
      await drop();
    }
  });

  it("keep each live help article under the audience it had, as texts gain an audience of their own", async () => {
    const { database, drop } = await databaseBefore(engine, "0037-cms-live-audience");
    try {
      const db = database.db;
      const item = async (kind: "announcement" | "help-article", audience: "parents" | null) =>
        (
          await db
            .insertInto("cms_items")
            .values({ kind, audience, created_at: 1 })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const text = async (itemId: number, live: boolean) => {
        const revision = await db
          .insertInto("cms_revisions")
          .values({ item_id: itemId, language: "en", title: "T", summary: "S", body: "B", slug: "t", saved_at: 1 })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("cms_texts")
          .values({
            item_id: itemId,
            language: "en",
            draft_revision_id: revision.id,
            live_revision_id: live ? revision.id : null,
            state: live ? "published" : "draft",
          })
          .execute();
      };
      const article = await item("help-article", "parents");
      await text(article, true);
      const draftArticle = await item("help-article", "parents");
      await text(draftArticle, false);
      const post = await item("announcement", null);
      await text(post, true);

      expect(await migrateToLatest(db)).toEqual(["0037-cms-live-audience"]);
      const rows = await db
        .selectFrom("cms_texts")
        .select(["item_id", "live_audience", "next_audience"])
        .orderBy("item_id")
        .execute();
      expect(rows).toEqual([
        { item_id: article, live_audience: "parents", next_audience: null },
        // Never live: its audience goes live with it, whatever it is by then.
        { item_id: draftArticle, live_audience: null, next_audience: null },
        { item_id: post, live_audience: null, next_audience: null },
      ]);
    } finally {
      await drop();
    }
  });

  it("count leads already past New as contacted when the first-response clock starts", async () => {
    const { database, drop } = await databaseBefore(engine, "0018-first-response");
    try {
      const db = database.db;
      const staff = await db
        .insertInto("staff")
        .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const monday = Date.parse("2026-11-23T09:00:00+08:00");
      const lead = async (status: "new" | "contacted" | "won" | "demo-scheduled" | "spam") =>
        (await insertBareLead(db, { status, at: monday })).id;
      const event = (leadId: number, at: number, actorId: number | null, to: string) =>
        db
          .insertInto("lead_events")
          .values({
            lead_id: leadId,
            at,
            actor_id: actorId,
            actor: actorId === null ? "demo booking" : "sales1@ikey.example",
            kind: "status",
            detail: JSON.stringify({ from: "new", to }),
          })
          .execute();
      const contacted = await lead("contacted");
      await event(contacted, monday + 90 * 60_000, staff.id, "contacted");
      const won = await lead("won");
      const booked = await lead("demo-scheduled");
      await event(booked, monday, null, "demo-scheduled");
      const waiting = await lead("new");
      const spam = await lead("spam");

      expect(await migrateToLatest(db)).toEqual(["0018-first-response"]);
      const rows = await db
        .selectFrom("leads")
        .select(["id", "first_contacted_at", "first_contact_kind", "first_response_ms"])
        .orderBy("id")
        .execute();
      const none = { first_contacted_at: null, first_contact_kind: null, first_response_ms: null };
      expect(rows).toEqual([
        // At the member's first status change; a lead with no timeline, at its receipt.
        {
          id: contacted,
          first_contacted_at: monday + 90 * 60_000,
          first_contact_kind: "status",
          first_response_ms: 90 * 60_000,
        },
        { id: won, first_contacted_at: monday, first_contact_kind: "status", first_response_ms: 0 },
        // Booked by its visitor, New, or spam: nobody has contacted it.
        { id: booked, ...none },
        { id: waiting, ...none },
        { id: spam, ...none },
      ]);
      expect(await db.selectFrom("first_response_settings").selectAll().execute()).toEqual([]);
    } finally {
      await drop();
    }
  });
});
