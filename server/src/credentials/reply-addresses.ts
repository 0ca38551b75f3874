import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { loadServerKey, onFirstUse } from "../privacy/keyed-hash";

/** The server_keys row that holds the signing key when CONVERSATIONS_SECRET is not set. */
const KEY_NAME = "conversations";

/**
 * lead-<id>-<signature>: the id as written by the server (no leading zero, at most 15 digits) and
 * 128 bits of HMAC-SHA256 in lower-case hex, since mail systems may change a local part's case.
 */
const LOCAL_PART = /^lead-([1-9][0-9]{0,14})-([0-9a-f]{32})$/;

export interface ReplyAddresses {
  /** The mail domain the addresses are at (CONVERSATIONS_DOMAIN). */
  readonly domain: string;
  /** The address that brings an answer back into lead `leadId`'s history. */
  address(leadId: number): Promise<string>;
  /**
   * The same, with the key read beforehand: for use inside a transaction, where reading the key
   * (from the database that transaction holds, on SQLite) would wait on the transaction itself.
   */
  signer(): Promise<(leadId: number) => string>;
  /** The lead an address brings answers to; null for any address this server did not sign. */
  leadOf(address: string): Promise<number | null>;
  /** A fresh Message-ID for an e-mail of lead `leadId`'s conversation, at the conversations' domain. */
  messageId(leadId: number): string;
}

/**
 * The reply addresses of the leads' conversations (docs/decisions/0041-conversations.md): each
 * names its lead and carries an HMAC of it under a key every instance shares (one derived from
 * STAFF_SECRET_KEY, which production requires to be the same everywhere; without it, one generated
 * once and kept in the database), so any instance can tell one it signed from a guessed or altered
 * one without storing anything. The key is read on first use, so the app builds while the database
 * is down; a failed read is retried.
 */
export function createReplyAddresses(db: Kysely<Database>, domain: string, secret: string | undefined): ReplyAddresses {
  const key = onFirstUse(() => loadServerKey(db, KEY_NAME, secret));
  const signatureWith = (secretKey: string, leadId: number) =>
    createHmac("sha256", secretKey).update(`lead-reply:${leadId}`).digest("hex").slice(0, 32);
  const signature = async (leadId: number) => signatureWith(await key(), leadId);
  return {
    domain,
    address: async (leadId) => `lead-${leadId}-${await signature(leadId)}@${domain}`,
    signer: async () => {
      const secretKey = await key();
      return (leadId) => `lead-${leadId}-${signatureWith(secretKey, leadId)}@${domain}`;
    },
    leadOf: async (address) => {
      const at = address.lastIndexOf("@");
      if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return null;
      const match = LOCAL_PART.exec(address.slice(0, at).toLowerCase());
      if (!match) return null;
      const leadId = Number(match[1]);
      const expected = Buffer.from(await signature(leadId));
      const given = Buffer.from(match[2] ?? "");
      return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
    },
    messageId: (leadId) => `<lead-${leadId}.${randomBytes(12).toString("hex")}@${domain}>`,
  };
}
