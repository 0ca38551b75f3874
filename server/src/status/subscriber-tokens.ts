import { timingSafeEqual } from "node:crypto";
import type { KeyedHash } from "../privacy/keyed-hash";

export type TokenPurpose = "confirm" | "unsubscribe";

/**
 * A subscriber's links carry `<id>.<keyed hash of purpose, id and address>`: nothing is stored, a
 * link works for as long as the address is subscribed, and a confirmation link cannot unsubscribe
 * (or the other way round). Changing the hash key (IP_HASH_SECRET) voids every link sent before.
 */
export function subscriberTokens(hash: KeyedHash) {
  const mac = (purpose: TokenPurpose, id: number, email: string) => hash(`status-${purpose}:${id}:${email}`);
  return {
    /**
     * Loads the hash key now. Call it before a transaction that signs tokens: on SQLite the key's
     * first load would otherwise wait for the connection the transaction holds.
     */
    ready: async () => {
      await hash("status-tokens");
    },
    sign: async (purpose: TokenPurpose, id: number, email: string) => `${id}.${await mac(purpose, id, email)}`,
    /** The id a token names, without checking it: look the address up, then `matches`. */
    idOf: (token: string) => Number(token.split(".")[0]),
    matches: async (purpose: TokenPurpose, token: string, id: number, email: string) => {
      const expected = Buffer.from(`${id}.${await mac(purpose, id, email)}`);
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type SubscriberTokens = ReturnType<typeof subscriberTokens>;
