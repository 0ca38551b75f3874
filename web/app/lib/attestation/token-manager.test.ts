import type { AttestationExchangeResponse } from "@ikey/contracts/attestation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AttestationToken,
  BACKOFF_MAX_MS,
  backoffMillis,
  createTokenManager,
  ExchangeFailure,
  refreshTimeOf,
  type TokenManager,
} from "./token-manager";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse("2026-11-21T09:00:00Z");

/** An exchange that answers as told and remembers when it was asked, relative to START. */
function scriptedExchange() {
  const calls: number[] = [];
  let answer: () => Promise<AttestationExchangeResponse> = async () => ({ token: `t${calls.length}`, ttl: "3600s" });
  const exchange = vi.fn(async () => {
    calls.push(Date.now() - START);
    return answer();
  });
  return {
    exchange,
    calls,
    succeed: (ttl = "3600s") => {
      answer = async () => ({ token: `t${calls.length}`, ttl });
    },
    fail: (status: number | null) => {
      answer = async () => {
        throw new ExchangeFailure(status, `failed with ${status}`);
      };
    },
  };
}

let managers: TokenManager[] = [];
function manager(exchange: () => Promise<AttestationExchangeResponse>, random = () => 0.5) {
  const created = createTokenManager({ exchange, storage: window.localStorage, random });
  managers.push(created);
  return created;
}

function stored(): { token?: AttestationToken; throttle?: { allowRequestsAfter: number } } {
  return JSON.parse(window.localStorage.getItem("ikey.attestation") ?? "{}");
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  window.localStorage.clear();
});
afterEach(() => {
  for (const created of managers) created.stop();
  managers = [];
  vi.useRealTimers();
});

describe("the refresh time", () => {
  it("is halfway to expiry plus 5 minutes: 35 minutes into a one-hour token", () => {
    const token = { token: "t", issuedAtTimeMillis: START, expireTimeMillis: START + HOUR };
    expect(refreshTimeOf(token) - START).toBe(35 * MINUTE);
  });

  it("is at least 5 minutes before expiry, which decides for short tokens", () => {
    const token = { token: "t", issuedAtTimeMillis: START, expireTimeMillis: START + 12 * MINUTE };
    expect(refreshTimeOf(token) - START).toBe(7 * MINUTE);
    const twoHours = { token: "t", issuedAtTimeMillis: START, expireTimeMillis: START + 2 * HOUR };
    expect(refreshTimeOf(twoHours) - START).toBe(65 * MINUTE);
  });
});

describe("the token manager", () => {
  it("keeps the token as {token, expireTimeMillis, issuedAtTimeMillis}, its expiry from the ttl string", async () => {
    const script = scriptedExchange();
    script.succeed("1800s");
    const tokens = manager(script.exchange);
    expect(await tokens.getToken()).toBe("t1");
    expect(stored().token).toEqual({ token: "t1", expireTimeMillis: START + 30 * MINUTE, issuedAtTimeMillis: START });
    // Served from storage from now on.
    expect(await tokens.getToken()).toBe("t1");
    expect(script.calls).toEqual([0]);
  });

  it("refreshes a one-hour token exactly 35 minutes after it was issued", async () => {
    const script = scriptedExchange();
    const tokens = manager(script.exchange);
    await tokens.getToken();
    await vi.advanceTimersByTimeAsync(35 * MINUTE - 1);
    expect(script.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(script.calls).toEqual([0, 35 * MINUTE]);
    expect(await tokens.getToken()).toBe("t2");
    // And the new token 35 minutes after that.
    await vi.advanceTimersByTimeAsync(35 * MINUTE);
    expect(script.calls).toEqual([0, 35 * MINUTE, 70 * MINUTE]);
  });

  it("retries a failed refresh after 30 s, doubling up to 16 minutes, and keeps serving the token meanwhile", async () => {
    const script = scriptedExchange();
    const tokens = manager(script.exchange);
    await tokens.getToken();
    script.fail(503);
    await vi.advanceTimersByTimeAsync(35 * MINUTE);
    const waits = [30, 60, 120, 240, 480, 960, 960, 960].map((seconds) => seconds * 1000);
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait);
      // Until it expires, at 60 minutes, the old token still serves.
      if (index < 2) expect(await tokens.getToken()).toBe("t1");
    }
    const gaps = script.calls.slice(2).map((at, index) => at - (script.calls[index + 1] ?? 0));
    expect(script.calls[1]).toBe(35 * MINUTE);
    expect(gaps).toEqual(waits);

    // After a success the retries start again from 30 s.
    script.succeed();
    await vi.advanceTimersByTimeAsync(16 * MINUTE);
    const renewed = script.calls.length;
    script.fail(500);
    await vi.advanceTimersByTimeAsync(35 * MINUTE + 30_000);
    expect(script.calls.length).toBe(renewed + 2);
    expect((script.calls.at(-1) ?? 0) - (script.calls.at(-2) ?? 0)).toBe(30_000);
  });

  for (const status of [403, 404]) {
    it(`makes no request for 24 hours after a ${status}, across reloads`, async () => {
      const script = scriptedExchange();
      script.fail(status);
      const tokens = manager(script.exchange);
      expect(await tokens.getToken()).toBeNull();
      expect(stored().throttle?.allowRequestsAfter).toBe(START + 24 * HOUR);
      await vi.advanceTimersByTimeAsync(24 * HOUR - 1);
      expect(await tokens.getToken()).toBeNull();
      // A reload in the meantime asks no more than the page before it did.
      tokens.stop();
      const reloaded = manager(script.exchange);
      reloaded.prepare();
      expect(await reloaded.getToken()).toBeNull();
      expect(script.calls).toEqual([0]);
      script.succeed();
      await vi.advanceTimersByTimeAsync(1);
      expect(await reloaded.getToken()).toBe("t2");
      expect(script.calls).toEqual([0, 24 * HOUR]);
    });
  }

  it("after other failures waits 1 s, 2 s, 4 s, … before asking again", async () => {
    const script = scriptedExchange();
    script.fail(500);
    const tokens = manager(script.exchange);
    expect(await tokens.getToken()).toBeNull();
    for (const wait of [1000, 2000, 4000, 8000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = script.calls.length;
      expect(await tokens.getToken()).toBeNull();
      expect(script.calls.length, `${wait - 1} ms after a failure`).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(await tokens.getToken()).toBeNull();
      expect(script.calls.length, `${wait} ms after a failure`).toBe(before + 1);
    }
    // Network failures (no status) count the same way.
    script.fail(null);
    await vi.advanceTimersByTimeAsync(16_000);
    await tokens.getToken();
    expect(stored().throttle?.allowRequestsAfter).toBe(Date.now() + 32_000);
  });

  it("keeps the retry schedule when a caller is turned away during a backoff", async () => {
    const script = scriptedExchange();
    script.fail(500);
    const tokens = manager(script.exchange);
    expect(await tokens.getToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    expect(await tokens.getToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(29_500);
    expect(script.calls).toEqual([0, 30_000]);
  });

  it("jitters the backoff by up to half of it either way, and caps it at 4 hours", () => {
    expect([0, 1, 2, 3].map((count) => backoffMillis(count, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMillis(0, () => 0)).toBe(500);
    expect(backoffMillis(0, () => 0.999_999)).toBe(1500);
    expect(backoffMillis(3, () => 0.25)).toBe(6000);
    expect(backoffMillis(30, () => 0.5)).toBe(BACKOFF_MAX_MS);
  });

  it("keeps the token across a reload, and refreshes it on the first page's schedule", async () => {
    const script = scriptedExchange();
    const first = manager(script.exchange);
    expect(await first.getToken()).toBe("t1");
    first.stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    const reloaded = manager(script.exchange);
    expect(await reloaded.getToken()).toBe("t1");
    expect(script.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(script.calls).toEqual([0, 35 * MINUTE]);
  });

  it("does not use a kept token that has expired, is about to, or is not a token", async () => {
    const script = scriptedExchange();
    for (const kept of [
      { token: "old", issuedAtTimeMillis: START - HOUR, expireTimeMillis: START },
      { token: "nearly", issuedAtTimeMillis: START - HOUR, expireTimeMillis: START + 59_000 },
      { token: 42, issuedAtTimeMillis: START, expireTimeMillis: START + HOUR },
    ]) {
      window.localStorage.setItem("ikey.attestation", JSON.stringify({ token: kept }));
      expect(await manager(script.exchange).getToken()).toMatch(/^t\d$/);
    }
    window.localStorage.setItem("ikey.attestation", "{not json");
    expect(await manager(script.exchange).getToken()).toMatch(/^t\d$/);
    expect(script.calls).toHaveLength(4);
  });

  it("asks once for callers waiting at the same time", async () => {
    const script = scriptedExchange();
    const tokens = manager(script.exchange);
    tokens.prepare();
    expect(await Promise.all([tokens.getToken(), tokens.getToken(), tokens.getToken()])).toEqual(["t1", "t1", "t1"]);
    expect(script.calls).toHaveLength(1);
  });

  it("gives a spent token to one caller only, and forgets it in storage", async () => {
    const script = scriptedExchange();
    const tokens = manager(script.exchange);
    const [one, two] = await Promise.all([tokens.takeToken(), tokens.takeToken()]);
    expect(new Set([one, two]).size).toBe(2);
    expect(stored().token?.token).toBeUndefined();
    expect(await tokens.takeToken()).toBe("t3");
  });

  it("lets a caller go without a token when solving takes longer than it can wait", async () => {
    let release: (answer: AttestationExchangeResponse) => void = () => {};
    const slow = () => new Promise<AttestationExchangeResponse>((resolve) => (release = resolve));
    const tokens = manager(slow);
    const waiting = tokens.getToken(15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await waiting).toBeNull();
    release({ token: "late", ttl: "3600s" });
    await vi.advanceTimersByTimeAsync(0);
    expect(await tokens.getToken(0)).toBe("late");
  });

  it("treats an answer without a token or a duration string as a failure", async () => {
    for (const answer of [{ token: "", ttl: "3600s" }, { token: "t", ttl: "3600" }, { token: "t" }]) {
      window.localStorage.clear();
      const tokens = manager(async () => answer as AttestationExchangeResponse);
      expect(await tokens.getToken(), JSON.stringify(answer)).toBeNull();
      expect(stored().throttle).toBeDefined();
    }
  });

  it("works in memory when storage refuses to keep anything", async () => {
    const script = scriptedExchange();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    const tokens = createTokenManager({ exchange: script.exchange, storage: refusing });
    managers.push(tokens);
    expect(await tokens.getToken()).toBe("t1");
    expect(await tokens.getToken()).toBe("t1");
    expect(script.calls).toHaveLength(1);
  });
});
