import { z } from "zod";

// No compiled fast path, as in fields.ts: the console's Content-Security-Policy allows no eval.
z.config({ jitless: true });

/*
 * Whole numbers as requests carry them (docs/decisions/0040-bounded-input.md): a record's id in an
 * address, a cursor or a count in a query, an id in a JSON body. In an address or a query only
 * plain decimal digits count: zod's coerce, like Number(), also read "0x10" as 16, "1e1" as 10 and
 * " 7" or "" as numbers, so /leads/0x10 opened lead 16.
 */

/** The largest id a record can have: PostgreSQL's integer, the tables' id columns. */
export const RECORD_ID_MAX = 2_147_483_647;

const DIGITS = /^(0|[1-9]\d{0,14})$/;

/** Decimal digits, no sign, no leading zero, as a number from `min` to `max`; every failure in `message`. */
export function wholeNumberText(min: number, max: number, message: string) {
  return z
    .string(message)
    .regex(DIGITS, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

const idMessage = (what: string) => `Give the ${what} as a whole number from 1 to ${RECORD_ID_MAX}`;

/** A record's id in an address or a query. */
export function recordIdText(what = "id") {
  return wholeNumberText(1, RECORD_ID_MAX, idMessage(what));
}

/** A record's id in a JSON body. */
export function recordIdNumber(what = "id") {
  const message = idMessage(what);
  return z.number(message).int(message).min(1, message).max(RECORD_ID_MAX, message);
}

/** The `{ id }` of an address such as /staff/api/leads/:id. */
export const recordIdParamsSchema = z.object({ id: recordIdText() });
