import { createHmac, randomBytes } from "node:crypto";

/**
 * Turns a client address into a keyed hash: equal addresses still match (for
 * rate limits and abuse review) but the address itself is never stored.
 */
export function createClientHasher(secret: string | undefined): (address: string) => string {
  const key = secret ?? randomBytes(32).toString("hex");
  return (address) => createHmac("sha256", key).update(address).digest("base64url").slice(0, 22);
}
