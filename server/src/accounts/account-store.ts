import type { Language } from "@ikey/contracts/languages";
import type { Kysely, Selectable } from "kysely";
import { normaliseEmail } from "../credentials/normalise-email";
import type { AccountsTable, Database } from "../db/schema";
import { enqueue, type OutboxMessage } from "../outbox/outbox-store";

export type Account = Selectable<AccountsTable>;

/** Inserts an active account; a second account for the same e-mail fails with a unique violation. */
export async function insertAccount(
  db: Kysely<Database>,
  { email, passwordHash, now }: { email: string; passwordHash: string; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto("accounts")
    .values({ email: normaliseEmail(email), password_hash: passwordHash, status: "active", created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function findAccount(db: Kysely<Database>, email: string): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/**
 * Deactivates an active account and queues its notification in one transaction.
 * False when it was not active any more (another request got there first).
 */
export async function deactivateAccount(
  db: Kysely<Database>,
  id: number,
  now: number,
  notification: OutboxMessage,
  language: Language = "en",
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable("accounts")
      // Its language is kept for the e-mail a later login sends.
      .set({ status: "deactivated", deactivated_at: now, language })
      .where("id", "=", id)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return false;
    await enqueue(trx, { accountId: id }, notification, now);
    return true;
  });
}

export type LoginRecord = "reactivated" | "logged-in" | "gone";

/**
 * Records a login. A deactivated account not yet due for deletion (deactivated
 * after `deletableBefore`) becomes active again, with its activation e-mail queued
 * in the same transaction. "gone" when the account has been purged meanwhile.
 */
export async function recordLogin(
  db: Kysely<Database>,
  id: number,
  { now, deletableBefore, notification }: { now: number; deletableBefore: number; notification: OutboxMessage },
): Promise<LoginRecord> {
  return db.transaction().execute(async (trx) => {
    const reactivated = await trx
      .updateTable("accounts")
      .set({ status: "active", deactivated_at: null, last_login_at: now })
      .where("id", "=", id)
      .where("status", "=", "deactivated")
      .where("deactivated_at", ">", deletableBefore)
      .executeTakeFirst();
    if (reactivated.numUpdatedRows > 0n) {
      await enqueue(trx, { accountId: id }, notification, now);
      return "reactivated";
    }
    const loggedIn = await trx
      .updateTable("accounts")
      .set({ last_login_at: now })
      .where("id", "=", id)
      .where("status", "=", "active")
      .executeTakeFirst();
    return loggedIn.numUpdatedRows > 0n ? "logged-in" : "gone";
  });
}

/**
 * Permanently deletes every account deactivated at or before `deletableBefore`,
 * with everything it owns (its queued and sent e-mails), in one transaction.
 * Returns how many accounts went.
 */
export async function purgeDeactivated(db: Kysely<Database>, deletableBefore: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom("accounts")
      .select("id")
      .where("status", "=", "deactivated")
      .where("deactivated_at", "<=", deletableBefore);
    // The foreign key cascades too; deleting explicitly does not depend on SQLite's foreign_keys pragma.
    await trx.deleteFrom("outbox").where("account_id", "in", due).execute();
    const { numDeletedRows } = await trx
      .deleteFrom("accounts")
      .where("status", "=", "deactivated")
      .where("deactivated_at", "<=", deletableBefore)
      .executeTakeFirst();
    return Number(numDeletedRows);
  });
}
