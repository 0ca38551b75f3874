import { describe, expect, it } from "vitest";
import { newToken, tokenHash } from "../src/credentials/random-tokens";
import { fromOwnOrigin, STAFF_SESSION_COOKIE, sessionCookie } from "../src/staff/session-tokens";

describe("staff session tokens", () => {
  it("are 256 random bits, stored only as a hash that does not contain them", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    const [token = ""] = tokens;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toContain(token);
    expect(tokenHash(token)).not.toBe(tokenHash(newToken()));
  });

  it("travel in a __Host- cookie: HttpOnly, SameSite=Strict, Path=/ and Secure, which the prefix requires", () => {
    const live = sessionCookie("abc");
    expect(live).toBe(`${STAFF_SESSION_COOKIE}=abc; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict; Secure`);
    expect(STAFF_SESSION_COOKIE.startsWith("__Host-")).toBe(true);
    expect(live).not.toMatch(/Domain=/i);
    expect(sessionCookie("", 0)).toMatch(/Max-Age=0;/);
  });
});

describe("the same-origin check of state-changing requests", () => {
  const site = "https://www.ikey.example";
  it("takes the site's own origin, or a browser's same-origin fetch without Origin", () => {
    expect(fromOwnOrigin({ origin: "https://www.ikey.example" }, site)).toBe(true);
    expect(fromOwnOrigin({ "sec-fetch-site": "same-origin" }, site)).toBe(true);
  });
  it("refuses another origin, a look-alike, a missing origin, and a cross-site fetch", () => {
    expect(fromOwnOrigin({ origin: "https://evil.example" }, site)).toBe(false);
    expect(fromOwnOrigin({ origin: "https://www.ikey.example.evil.example" }, site)).toBe(false);
    expect(fromOwnOrigin({ origin: "http://www.ikey.example" }, site)).toBe(false);
    expect(fromOwnOrigin({ origin: "null" }, site)).toBe(false);
    expect(fromOwnOrigin({ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, site)).toBe(false);
    expect(fromOwnOrigin({ "sec-fetch-site": "cross-site" }, site)).toBe(false);
    expect(fromOwnOrigin({ "sec-fetch-site": "same-site" }, site)).toBe(false);
    expect(fromOwnOrigin({}, site)).toBe(false);
  });
});
