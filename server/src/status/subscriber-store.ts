import type { Language } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MINUTE_MS } from "../time";
import { type IncidentMailContext, queueConfirmationMail } from "./incident-mail";
import type { SubscriberTokens } from "./subscriber-tokens";

/** A confirmation e-mail is sent again for the same address no sooner than this. */
const RESEND_AFTER_MS = 10 * MINUTE_MS;

/**
 * Subscribes an address, in one transaction with its confirmation e-mail. A new or still
 * unconfirmed address gets the confirmation (again, at most every ten minutes); a confirmed one
 * gets nothing. Resolves with whether an e-mail was queued; the caller answers the same either
 * way, so the answer never tells whether an address is subscribed. The e-mails are in `language`,
 * the page's; subscribing again before confirming changes it, after confirming it does not (a
 * stranger who types someone's address cannot change what they read).
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  language: Language,
  mail: IncidentMailContext,
  now: number,
): Promise<boolean> {
  await mail.tokens.ready();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("status_subscribers")
      .values({ email, language, created_at: now })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    let id = inserted ? Number(inserted.id) : undefined;
    if (id === undefined) {
      const existing = await trx
        .selectFrom("status_subscribers")
        .select(["id", "confirmed_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      if (existing.confirmed_at !== null) return false;
      id = Number(existing.id);
      const recent = await trx
        .selectFrom("outbox")
        .select("id")
        .where("subscriber_id", "=", id)
        .where("created_at", ">", now - RESEND_AFTER_MS)
        .executeTakeFirst();
      if (recent) return false;
      await trx.updateTable("status_subscribers").set({ language }).where("id", "=", id).execute();
    }
    await queueConfirmationMail(trx, { id, email, language }, mail, now);
    return true;
  });
}

/**
 * The subscriber a token names, if the token is theirs; null otherwise, whether no subscriber has
 * the token's id or the token is not theirs, so the answer tells no one which ids exist. The token
 * is checked against a made-up address when the id names no one, so both take the same work.
 */
async function subscriberOf(
  db: Kysely<Database>,
  tokens: SubscriberTokens,
  purpose: "confirm" | "unsubscribe",
  token: string,
): Promise<number | null> {
  const id = tokens.idOf(token);
  const row = await db.selectFrom("status_subscribers").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
  const matches = await tokens.matches(purpose, token, id, row?.email ?? "");
  return row && matches ? Number(row.id) : null;
}

/** Confirms the subscription a confirmation token names (again is fine); false when it names none. */
export async function confirm(
  db: Kysely<Database>,
  tokens: SubscriberTokens,
  token: string,
  now: number,
): Promise<boolean> {
  const id = await subscriberOf(db, tokens, "confirm", token);
  if (id === null) return false;
  await db
    .updateTable("status_subscribers")
    .set({ confirmed_at: now })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .execute();
  return true;
}

/**
 * Deletes the address an unsubscribe token names, with its e-mails still in the outbox (on delete
 * cascade); false when it names none (already gone, or never theirs).
 */
export async function unsubscribe(db: Kysely<Database>, tokens: SubscriberTokens, token: string): Promise<boolean> {
  const id = await subscriberOf(db, tokens, "unsubscribe", token);
  if (id === null) return false;
  await db.deleteFrom("status_subscribers").where("id", "=", id).execute();
  return true;
}

export async function confirmedSubscribers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("status_subscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("confirmed_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Addresses never confirmed, created before `cutoff`: the retention pass forgets them. */
export async function deleteUnconfirmedBefore(db: Kysely<Database>, cutoff: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("status_subscribers")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
