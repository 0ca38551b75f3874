import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connectDatabase } from "../src/db/connection";
import { migrateToLatest } from "../src/db/migrate";
import { createTestApp } from "./test-app";

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe("migrations on PostgreSQL", () => {
  it("are safe when several instances start at once: each migration runs exactly once", async () => {
    // A fresh database that the test app has already migrated; start again from empty.
    harness = await createTestApp({}, { engine: "postgres" });
    const url = harness.config.database.kind === "postgres" ? harness.config.database.url : "";
    const db = harness.database.db;
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);

    const instances = Array.from({ length: 4 }, () => connectDatabase({ kind: "postgres", url }));
    try {
      const applied = await Promise.all(instances.map((instance) => migrateToLatest(instance.db)));
      // One instance applied everything; the others found nothing left to do.
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(new Set(rows.rows.map((row) => row.name)).size).toBe(rows.rows.length);
      expect(rows.rows.map((row) => row.name)).toEqual(applied.find((names) => names.length > 0));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
