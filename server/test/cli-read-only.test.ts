import { existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { leadKinds } from "@ikey/contracts/leads";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import type { ServerConfig } from "../src/config";
import { connectDatabase } from "../src/db/connection";
import { migrateToLatest } from "../src/db/migrate";
import { saveLead } from "../src/leads/lead-store";
import { storedLeadsCsv } from "../src/leads/leads-csv";
import { runCli as run } from "./cli-run";
import { engines, freshDatabase } from "./test-app";

const [requestDemoKind] = leadKinds;

/** The database a fresh test database's settings name, as the server's configuration would. */
function databaseOf(env: Record<string, string>): ServerConfig["database"] {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "sqlite", path: env.SQLITE_PATH ?? "" };
}

async function tableNames(env: Record<string, string>): Promise<string[]> {
  const database = connectDatabase(databaseOf(env));
  try {
    const query =
      database.kind === "sqlite"
        ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
        : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`;
    return (await query.execute(database.db)).rows.map((row) => row.name).sort();
  } finally {
    await database.close();
  }
}

describe("the commands that only read", () => {
  it("export a header row alone, and create nothing, on a fresh clone (no data folder yet)", async () => {
    const { env, drop } = await freshDatabase("sqlite");
    try {
      // A fresh clone has no data/ folder either: the SQLite path's folder does not exist.
      const path = join(dirname(env.SQLITE_PATH ?? ""), "data", "ikey.sqlite");
      const result = run("leads", ["export", "--type", "request-demo"], { SQLITE_PATH: path });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toBe(`${storedLeadsCsv([], { kinds: [requestDemoKind], includeSpam: false })}`);
      expect(result.stdout).toMatch(/^"?id"?,"?submitted_at"?,.*\r\n$/);
      expect(existsSync(dirname(path))).toBe(false);
    } finally {
      await drop();
    }
  });

  it("say there is no database yet, and create none, where an export is not the question", async () => {
    const { env, drop } = await freshDatabase("sqlite");
    try {
      for (const [script, args] of [
        ["account", ["show", "parent@ceria.example"]],
        ["staff", ["list"]],
      ] as const) {
        const result = run(script, [...args], env);
        expect(result.status, result.stderr).toBe(2);
        expect(result.stderr).toMatch(/There is no database yet .*the server creates it when it first starts\.\n$/);
        expect(result.stderr).not.toMatch(/Building/);
        expect(existsSync(env.SQLITE_PATH ?? "")).toBe(false);
      }
    } finally {
      await drop();
    }
  });

  describe.each(engines)("on %s", (engine) => {
    it("leave a database without tables as it is, and say so", async () => {
      const { env, drop } = await freshDatabase(engine);
      try {
        // An empty SQLite file, as a server stopped before its migrations would leave it.
        if (engine === "sqlite") writeFileSync(env.SQLITE_PATH ?? "", "");
        for (const [script, args] of [
          ["account", ["show", "parent@ceria.example"]],
          ["staff", ["list"]],
        ] as const) {
          const result = run(script, [...args], env);
          expect(result.status, result.stderr).toBe(2);
          expect(result.stderr).toMatch(/has no tables yet/);
        }
        const csv = run("leads", ["export", "--type", "centre-sign-up"], env);
        expect(csv.status, csv.stderr).toBe(0);
        expect(csv.stdout.split("\r\n")).toHaveLength(2);
        expect(await tableNames(env)).toEqual([]);
      } finally {
        await drop();
      }
    });

    it("read a migrated database without writing to it", async () => {
      const { env, drop } = await freshDatabase(engine);
      try {
        const database = connectDatabase(databaseOf(env));
        try {
          await migrateToLatest(database.db);
          await saveLead(database.db, {
            type: "request-demo",
            payload: validRequestDemo,
            submittedAt: Date.parse("2026-11-23T10:00:00+08:00"),
            userAgent: "Vitest/1.0",
            clientHash: "h".repeat(22),
            spam: false,
            idempotencyKey: null,
            notification: null,
          });
        } finally {
          await database.close();
        }
        const tables = await tableNames(env);
        const csv = run("leads", ["export", "--type", "request-demo"], env);
        expect(csv.status, csv.stderr).toBe(0);
        expect(csv.stdout).toContain("Aisyah Rahman");
        const show = run("account", ["show", "nobody@ceria.example"], env);
        expect(show.status).toBe(1);
        expect(show.stderr).toContain("No account for nobody@ceria.example.");
        expect(await tableNames(env)).toEqual(tables);
      } finally {
        await drop();
      }
    });
  });
});
