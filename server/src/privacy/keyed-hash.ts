import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Turns a value into a keyed hash: equal values still match, but the value itself is never stored. */
export type KeyedHash = (value: string) => Promise<string>;

const KEY_NAME = "client-hash";

/**
 * The HMAC key: IP_HASH_SECRET when set; otherwise one generated once and kept in
 * the database, so counters keyed by these hashes (rate limits, lockouts) hold
 * across restarts and across instances sharing the database.
 */
export async function loadHashKey(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  return loadServerKey(db, KEY_NAME, configured);
}

/** A key by its name in server_keys, as loadHashKey's: the configured one, else one generated once and shared. */
export async function loadServerKey(
  db: Kysely<Database>,
  name: string,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  // Two instances starting at once may both try; the first insert wins and both read it.
  await db
    .insertInto("server_keys")
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const { value } = await db
    .selectFrom("server_keys")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return value;
}

/**
 * `load` on first use, its answer kept; a failed load is tried again on the next use. Keys are read
 * so rather than at startup, so the app builds (and answers /healthz with 503) while the database
 * is down.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Hashes client addresses and e-mail addresses for abuse control, under a key read on first use
 * (onFirstUse).
 */
export function createKeyedHasher(key: () => Promise<string>): KeyedHash {
  const loaded = onFirstUse(key);
  return async (value) => {
    return createHmac("sha256", await loaded())
      .update(value)
      .digest("base64url")
      .slice(0, 22);
  };
}
