import type { TestProject } from "vitest/node";
// @ts-expect-error: plain JavaScript module shared with the benchmarks and `npm run cluster`
import { startPostgres } from "../../scripts/lib/throwaway-postgres.mjs";
import { connectDatabase } from "../src/db/connection";
import { migrateToLatest } from "../src/db/migrate";
import { asAdmin } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A throwaway PostgreSQL server's URL; tests create their own databases in it. */
    postgresUrl: string;
    /** A database in that server with every migration applied, which tests copy (test-app.ts). */
    migratedTemplate: string;
  }
}

const MIGRATED_TEMPLATE = "ikey_migrated";

/**
 * Starts one throwaway PostgreSQL for the server tests and stops it when they end. Tests that
 * need a migrated database copy one migrated here, by the same migrations: a copy takes 20 ms,
 * creating and migrating one took half a second, and that was most of each PostgreSQL test.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres({ database: "ikey_admin" });
  await asAdmin(postgres.url, `create database ${MIGRATED_TEMPLATE} strategy file_copy`);
  const url = new URL(postgres.url);
  url.pathname = `/${MIGRATED_TEMPLATE}`;
  // A template must have no connections while it is copied: this one closes before any test runs.
  const template = connectDatabase({ kind: "postgres", url: url.href });
  await migrateToLatest(template.db);
  await template.close();
  project.provide("postgresUrl", postgres.url);
  project.provide("migratedTemplate", MIGRATED_TEMPLATE);
  return () => postgres.stop();
}
