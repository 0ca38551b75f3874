import type { TestProject } from "vitest/node";
// @ts-expect-error: plain JavaScript module shared with the benchmarks and `npm run cluster`
import { startPostgres } from "../../scripts/lib/throwaway-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A throwaway PostgreSQL server's URL; tests create their own databases in it. */
    postgresUrl: string;
  }
}

/** Starts one throwaway PostgreSQL for the server tests and stops it when they end. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres({ database: "ikey_admin" });
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
