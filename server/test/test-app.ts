import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely";
import { inject } from "vitest";
import { type AppDependencies, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { ScryptCost } from "../src/credentials/password-hash";
import { connectDatabase } from "../src/db/connection";
import { migrateToLatest, migrations } from "../src/db/migrate";
import { type LimitOverrides, withLimits } from "../src/limits/limits";
import type { Clock } from "../src/time";
import { sharedFixtureSite } from "./fixture-site";
import { asAdmin } from "./postgres-admin";

export type Engine = "sqlite" | "postgres";

/** The data tests run once per engine. */
export const engines: readonly Engine[] = ["sqlite", "postgres"];

/**
 * A fresh database on the given engine, as DATABASE_URL or SQLITE_PATH settings: empty, or with
 * every migration applied (`migrated`; on PostgreSQL a copy of the one global-setup.ts migrated).
 */
export async function freshDatabase(
  engine: Engine,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "ikey-data-"));
    const path = join(dir, "test.sqlite");
    if (migrated) {
      const database = connectDatabase({ kind: "sqlite", path });
      await migrateToLatest(database.db);
      await database.close();
    }
    return {
      env: { SQLITE_PATH: path },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  // A file copy, not PostgreSQL's default of writing the template through the WAL: 20 ms, not 200.
  const template = migrated ? inject("migratedTemplate") : "template1";
  await asAdmin(admin, `create database ${name} template ${template} strategy file_copy`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: () => asAdmin(admin, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh database on `engine` with every migration but `migration` applied, as a deployment has
 * it before that one runs: for the tests of what a migration keeps. `drop` closes and removes it.
 */
export async function databaseBefore(engine: Engine, migration: string) {
  const data = await freshDatabase(engine);
  const database = connectDatabase(
    engine === "sqlite"
      ? { kind: "sqlite", path: data.env.SQLITE_PATH ?? "" }
      : { kind: "postgres", url: data.env.DATABASE_URL ?? "" },
  );
  const { [migration]: _, ...earlier } = migrations;
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => earlier },
  }).migrateToLatest();
  if (error) throw error;
  return {
    database,
    drop: async () => {
      await database.close();
      await data.drop();
    },
  };
}

/**
 * A scrypt cost for tests that are not about hashing: about a millisecond
 * instead of the default's 150, so lockout tests can make dozens of attempts.
 */
export const testScryptCost: ScryptCost = { log2N: 10, r: 8, p: 1 };

/**
 * The limits tests run with unless they give others: the defaults, but an attestation challenge
 * that solves in milliseconds, as the scrypt cost above, for tests that are not about its difficulty.
 */
const testLimits = withLimits({ attestation: { maxNumber: 20 } });

/**
 * A real app over the fixture site and a fresh, migrated database; `close` removes the database.
 * Its background jobs are off unless asked for: most tests drive them by hand.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    engine = "sqlite",
    clock,
    onMailQueued,
    scryptCost = testScryptCost,
    jobs = false,
    onRoute,
    limits = {},
    logger = false,
  }: {
    engine?: Engine;
    clock?: Clock;
    onMailQueued?: () => void;
    scryptCost?: ScryptCost;
    jobs?: boolean;
    onRoute?: AppDependencies["onRoute"];
    /** Limits of the test's own (limits/limits.ts); the others keep their defaults. */
    limits?: LimitOverrides;
    /** Tests of the log pass options that write to a stream they read. */
    logger?: AppDependencies["logger"];
  } = {},
) {
  // A test that brings its own database (DATABASE_URL or SQLITE_PATH) gets it as it is.
  const data = await freshDatabase(engine, { migrated: !(env.DATABASE_URL || env.SQLITE_PATH) });
  const config = loadConfig({ WEB_ROOT: sharedFixtureSite(), ...data.env, ...env });
  const database = connectDatabase(config.database);
  const app = await buildApp({
    config,
    database,
    logger,
    clock,
    onMailQueued,
    scryptCost,
    jobs,
    onRoute,
    limits: withLimits(limits, testLimits),
  });
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await data.drop();
    },
  };
}
