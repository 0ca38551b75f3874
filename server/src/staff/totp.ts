import { generateSecret, generateURI, verify } from "otplib";

/** Authenticator apps' defaults (SHA-1, 6 digits, 30 s): every app reads them from the URI alike. */
const PERIOD_SECONDS = 30;
/** One step either way: a phone's clock a little off, or a code typed as it changes. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as Base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` URI an authenticator app scans (docs/decisions/0015). */
export function totpUri(secret: string, email: string, issuer: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * Checks a 6-digit code at `nowMs`. A code is accepted once: `usedStep` is the last time step
 * accepted for this member, and a code of that step or an earlier one is refused. Answers the
 * step to store, or null.
 */
export async function acceptTotp(
  secret: string,
  code: string,
  nowMs: number,
  usedStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(usedStep === null ? {} : { afterTimeStep: usedStep }),
  });
  // The step the code belongs to: this moment's, shifted by the drift the match allowed.
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}
