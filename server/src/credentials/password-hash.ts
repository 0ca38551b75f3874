import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt's cost: N = 2^log2N, block size r, parallelism p. Memory is 128 · N · r bytes. */
export interface ScryptCost {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * 2^15 · 8 · 128 bytes = 32 MiB and about 150 ms per hash on the two-core build
 * machine (docs/decisions/0006-account-deactivation.md). Each stored hash names
 * its own cost, so raising this later leaves existing passwords working.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { log2N: 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w+/]+)\$([\w+/]+)$/;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  return new Promise((resolve, reject) => {
    // Async scrypt runs on libuv's thread pool, so a hash never blocks other requests.
    // NFC: the same password typed on two keyboards can arrive as different code points.
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_BYTES,
      { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** A new hash with a fresh random salt, as "$scrypt$ln=15,r=8,p=1$salt$hash". */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

/** True when `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) throw new Error("Unrecognised password hash format");
  const [, log2N, r, p, salt, expected] = match;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  const wanted = Buffer.from(expected ?? "", "base64");
  const key = await derive(password, Buffer.from(salt ?? "", "base64"), cost);
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}

export interface PasswordChecker {
  readonly hash: (password: string) => Promise<string>;
  /**
   * Checks a password against an account's hash, or, when there is no account,
   * against a dummy hash of the same cost: a wrong password and an unknown
   * e-mail then take the same time, so timing does not tell which e-mails exist.
   */
  readonly check: (password: string, stored: string | undefined) => Promise<boolean>;
}

export function createPasswordChecker(cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordChecker {
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= hashPassword(randomBytes(16).toString("hex"), cost).catch((error: unknown) => {
      dummy = undefined;
      throw error;
    });
    return dummy;
  };
  // Made now, so the first unknown e-mail does not pay for two hashes.
  dummyHash().catch(() => {});
  return {
    hash: (password) => hashPassword(password, cost),
    check: async (password, stored) => {
      const valid = await verifyPassword(password, stored ?? (await dummyHash()));
      return stored !== undefined && valid;
    },
  };
}
