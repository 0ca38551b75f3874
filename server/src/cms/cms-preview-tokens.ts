import { createHmac, timingSafeEqual } from "node:crypto";
import { LANGUAGES, type Language } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { loadServerKey, onFirstUse } from "../privacy/keyed-hash";

/** The server_keys row that holds the signing key when STAFF_SECRET_KEY is not set. */
const KEY_NAME = "cms-preview";

/** What a preview link lets its reader see: one revision of one text, until a moment. */
export interface PreviewClaim {
  readonly itemId: number;
  readonly language: Language;
  readonly revisionId: number;
  /** Milliseconds since 1970. */
  readonly expiresAt: number;
}

/**
 * The signed words: a version, so a later format cannot be read as this one; ids as the database
 * writes them (no leading zero, at most 15 digits); the expiry in milliseconds.
 */
const PAYLOAD = new RegExp(`^v1:([1-9][0-9]{0,14}):(${LANGUAGES.join("|")}):([1-9][0-9]{0,14}):([0-9]{1,15})$`);

export interface PreviewTokens {
  sign(claim: PreviewClaim): Promise<string>;
  /** The claim of a token this server signed, expired or not; null for anything else. */
  read(token: string): Promise<PreviewClaim | null>;
}

/**
 * Preview links' tokens (docs/decisions/0045-cms.md, "Preview links"): base64url of the payload,
 * a dot, base64url of its HMAC-SHA256 under a key every instance shares (derived from
 * STAFF_SECRET_KEY, which production requires to be the same everywhere; without it, one generated
 * once and kept in the database, as the conversations' reply addresses do), so any instance can
 * tell a link it made from a guessed or altered one without storing anything. The key is read on
 * first use, so the app builds while the database is down; a failed read is retried.
 */
export function createPreviewTokens(db: Kysely<Database>, secret: string | undefined): PreviewTokens {
  const key = onFirstUse(() => loadServerKey(db, KEY_NAME, secret));
  const signature = async (encoded: string) =>
    createHmac("sha256", await key())
      .update(`cms-preview:${encoded}`)
      .digest();
  return {
    sign: async ({ itemId, language, revisionId, expiresAt }) => {
      const encoded = Buffer.from(`v1:${itemId}:${language}:${revisionId}:${expiresAt}`).toString("base64url");
      return `${encoded}.${(await signature(encoded)).toString("base64url")}`;
    },
    read: async (token) => {
      const [encoded = "", signed = "", ...rest] = token.split(".");
      if (rest.length > 0 || !/^[\w-]{1,100}$/.test(encoded) || !/^[\w-]{43}$/.test(signed)) return null;
      const expected = await signature(encoded);
      const given = Buffer.from(signed, "base64url");
      // Base64url of 32 bytes is 43 characters, but other strings of 43 decode too: only the exact one is ours.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (given.toString("base64url") !== signed) return null;
      const match = PAYLOAD.exec(Buffer.from(encoded, "base64url").toString("utf8"));
      if (!match) return null;
      return {
        itemId: Number(match[1]),
        language: match[2] as Language,
        revisionId: Number(match[3]),
        expiresAt: Number(match[4]),
      };
    },
  };
}
