import { randomInt } from "node:crypto";
import type { KeyedHash } from "../privacy/keyed-hash";

export const RECOVERY_CODE_COUNT = 10;
/** 32 symbols, 5 bits each: the letters without I and O, and the digits without 0 and 1, which people confuse. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const SYMBOLS = 10;

/** Ten new one-time codes, such as "K7QM2-XP4RT": 50 bits each, shown to the member once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: SYMBOLS }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/** A code as typed (any case, spaces or dashes), in the one form that is hashed; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, "");
  return symbols.length === SYMBOLS && [...symbols].every((symbol) => ALPHABET.includes(symbol)) ? symbols : null;
}

/**
 * What is stored: a keyed hash (docs/decisions/0015). The codes are random enough that no slow
 * hash is needed, and without the key a copied table cannot be searched offline.
 */
export async function hashRecoveryCode(hash: KeyedHash, code: string): Promise<string | null> {
  const normal = normalizeRecoveryCode(code);
  return normal ? hash(`staff-recovery:${normal}`) : null;
}
