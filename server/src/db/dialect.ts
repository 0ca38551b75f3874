import { type Kysely, PostgresAdapter } from "kysely";

/** Where the two engines' SQL differs (identity columns, row locks), ask which one this is. */
// biome-ignore lint/suspicious/noExplicitAny: works for any schema
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
