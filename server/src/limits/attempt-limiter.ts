import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../time";
import type { RateLimiter, RecordedEvent } from "./rate-limiter";

export interface AttemptLimits {
  /**
   * Failed attempts an e-mail may have per window from unknown clients before it is locked for them;
   * each known device (device-tokens.ts) gets as many of its own.
   */
  readonly perEmail: number;
  /** Failed attempts one client address may make per window before it is locked. */
  readonly perClient: number;
  readonly windowMs: number;
  /** How long a key stays refused once it reaches its limit. */
  readonly lockoutMs: number;
}

export type Admission =
  | {
      readonly admitted: true;
      /** Call once the password has been checked: a failure counts, anything else is given back. */
      readonly settle: (failed: boolean) => Promise<void>;
    }
  | { readonly admitted: false; readonly retryAfterMs: number };

/**
 * Who is asking: a device the account has signed in from before, a signed-in session (a staff member
 * checking their own password again: the session is itself proof of a known browser), or an unknown
 * client.
 */
export type Asker = { readonly device: string } | { readonly session: string } | { readonly clientHash: string };

/**
 * The brute-force limits of the account password checks. Failures from unknown clients
 * are counted per e-mail and per client, and those from a known device per device, over
 * a sliding window in the database's counters (rate_limits); a key that reaches its limit
 * is refused for the lockout time (lockouts), so both hold across restarts and across
 * instances.
 *
 * An attempt is counted *before* its password is checked and given back if it did
 * not fail. Counting afterwards would let a burst of parallel requests all pass the
 * check before any of their failures were recorded.
 */
export function createAttemptLimiter({
  db,
  clock,
  rateLimiter,
  limits,
  scope = "account",
}: {
  db: Kysely<Database>;
  clock: Clock;
  rateLimiter: RateLimiter;
  limits: AttemptLimits;
  /** The counters' key prefix: the parent accounts' and the staff console's are counted apart. */
  scope?: "account" | "staff";
}) {
  const lock = async (key: string, until: number) => {
    await db
      .insertInto("lockouts")
      .values({ key, locked_until: until })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ locked_until: until }))
      .execute();
  };

  /** The counters an attempt is recorded in, each with its limit. */
  const keysOf = (emailHash: string, asker: Asker) => {
    if ("device" in asker) return [{ key: `${scope}-device:${asker.device}`, max: limits.perEmail }];
    if ("session" in asker) return [{ key: `${scope}-session:${asker.session}`, max: limits.perEmail }];
    return [
      { key: `${scope}-email:${emailHash}`, max: limits.perEmail },
      { key: `${scope}-client:${asker.clientHash}`, max: limits.perClient },
    ];
  };

  return {
    /**
     * `emailHash` and `clientHash` are keyed hashes: neither the address nor the e-mail is stored.
     * A known device (or a session) is counted apart, so the e-mail's lock, which anyone can spend,
     * never reaches it.
     */
    async admit(emailHash: string, asker: Asker): Promise<Admission> {
      const now = clock();
      const keys = keysOf(emailHash, asker);
      const locked = await db
        .selectFrom("lockouts")
        .select((eb) => eb.fn.max<number>("locked_until").as("until"))
        .where(
          "key",
          "in",
          keys.map(({ key }) => key),
        )
        .where("locked_until", ">", now)
        .executeTakeFirst();
      if (locked?.until) return { admitted: false, retryAfterMs: Number(locked.until) - now };

      const counted: (RecordedEvent & { key: string; max: number })[] = [];
      for (const { key, max } of keys) counted.push({ key, max, ...(await rateLimiter.record(key, limits.windowMs)) });
      const release = () => Promise.all(counted.map(({ key, at }) => rateLimiter.release(key, at)));

      // More attempts in the window than the limit, yet no lock: others are still in flight,
      // or the lockout is set shorter than the window. Wait until the oldest one ages out.
      const over = counted.filter(({ count, max }) => count > max);
      if (over.length > 0) {
        await release();
        const until = Math.max(...over.map(({ oldestAt }) => oldestAt + limits.windowMs));
        return { admitted: false, retryAfterMs: until - now };
      }

      return {
        admitted: true,
        settle: async (failed) => {
          if (!failed) {
            await release();
            return;
          }
          const until = clock() + limits.lockoutMs;
          for (const { key, count, max } of counted) if (count >= max) await lock(key, until);
        },
      };
    },
  };
}

/** Drops lockouts that ended before `olderThan`; run now and then. */
export async function pruneLockouts(db: Kysely<Database>, olderThan: number): Promise<void> {
  await db.deleteFrom("lockouts").where("locked_until", "<", olderThan).execute();
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
