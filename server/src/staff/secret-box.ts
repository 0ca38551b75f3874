import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;

/** A 256-bit key for sealing, derived from a configured secret (any length ≥ 32 characters). */
export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "ikey-secret-box", purpose, 32));
}

/**
 * AES-256-GCM, for secrets the server must read back (a member's TOTP secret): a copy of the
 * database without the key gives nothing away, and a changed row fails to open rather than
 * yielding another secret. "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext of `sealed`; throws when it was not sealed with `key` or has been changed. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
