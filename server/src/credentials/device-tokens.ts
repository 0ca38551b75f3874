import { randomBytes, timingSafeEqual } from "node:crypto";
import type { KeyedHash } from "../privacy/keyed-hash";

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a client that
 * has once given an account's right password gets a token signed for that account, and from then
 * on its attempts are counted per device instead of with everyone's. The guessing limit on an
 * account then locks out only unknown clients, so an attacker who spends it cannot lock the owner
 * out of their own devices (docs/decisions/0011-device-cookies.md). The staff console's sign-in
 * uses the same tokens under its own scope.
 */
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Whose devices: the parent accounts' or the staff console's. Each has its own cookie names and
 * its own signatures, so a cookie one side issued for an e-mail is never a known device on the other.
 */
export type DeviceScope = "account" | "staff";

const COOKIE_PREFIX: Readonly<Record<DeviceScope, string>> = {
  account: "__Host-ikey-device-",
  staff: "__Host-ikey-staff-device-",
};
/** What each side signs; the parents' stays as it was first issued, so their cookies stay valid. */
const TAG_PREFIX: Readonly<Record<DeviceScope, string>> = { account: "device", staff: "staff-device" };

export interface DeviceCookie {
  readonly name: string;
  readonly value: string;
}

/** One cookie per account on a device (a family tablet may hold several); the name reveals no e-mail. */
export function deviceCookieName(emailHash: string, scope: DeviceScope = "account"): string {
  return `${COOKIE_PREFIX[scope]}${emailHash.slice(0, 12)}`;
}

/** The Set-Cookie value: only over HTTPS and only to this host (`__Host-`), never to scripts. */
export function serializeDeviceCookie({ name, value }: DeviceCookie): string {
  return `${name}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Strict`;
}

/** The value of one cookie in a Cookie header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

export function createDeviceTokens(hash: KeyedHash, scope: DeviceScope = "account") {
  const tagOf = (emailHash: string, nonce: string) => hash(`${TAG_PREFIX[scope]}:${emailHash}:${nonce}`);
  /** The device id the token names, when it was signed for this account; otherwise undefined. */
  const verify = async (emailHash: string, token: string | undefined): Promise<string | undefined> => {
    const match = /^([\w-]{22})\.([\w-]{22})$/.exec(token ?? "");
    if (!match?.[1] || !match[2]) return undefined;
    const expected = Buffer.from(await tagOf(emailHash, match[1]));
    const given = Buffer.from(match[2]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : undefined;
  };
  return {
    /** A new token for this account: a random device id and its signature. */
    async issue(emailHash: string): Promise<DeviceCookie> {
      const nonce = randomBytes(16).toString("base64url");
      return { name: deviceCookieName(emailHash, scope), value: `${nonce}.${await tagOf(emailHash, nonce)}` };
    },

    /** The device a request's Cookie header names for this account, if it holds a valid token; otherwise undefined. */
    async known(emailHash: string, cookieHeader: string | undefined): Promise<string | undefined> {
      return verify(emailHash, readCookie(cookieHeader, deviceCookieName(emailHash, scope)));
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
