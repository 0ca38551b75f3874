import { ATTESTATION_CHALLENGE_PATH, ATTESTATION_EXCHANGE_PATH } from "@ikey/contracts/attestation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAttestationClient } from "./attestation";
import { exchangeForToken } from "./exchange-client";
import { ExchangeFailure } from "./token-manager";

const challenge = { parameters: { nonce: "ab" }, signature: "cd" };
const solve = vi.fn(async () => ({ counter: 7, derivedKey: "ee" }));

/** A stand-in attestation server: answers challenges and exchanges, and records what it was sent. */
function serve({ challengeStatus = 200, exchangeStatus = 200 } = {}) {
  const requests: { url: string; init?: RequestInit }[] = [];
  let issued = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    if (url.endsWith(ATTESTATION_CHALLENGE_PATH)) {
      return Response.json(challenge, { status: challengeStatus });
    }
    issued++;
    return Response.json({ token: `token-${issued}`, ttl: "3600s" }, { status: exchangeStatus });
  });
  vi.stubGlobal("fetch", fetchMock);
  return requests;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  solve.mockClear();
});

describe("exchangeForToken", () => {
  it("asks for a challenge, solves it and exchanges the solution at the configured base", async () => {
    const requests = serve();
    expect(await exchangeForToken("https://api.example/", solve)).toEqual({ token: "token-1", ttl: "3600s" });
    expect(requests.map((request) => request.url)).toEqual([
      `https://api.example${ATTESTATION_CHALLENGE_PATH}`,
      `https://api.example${ATTESTATION_EXCHANGE_PATH}`,
    ]);
    expect(requests[0]?.init?.cache).toBe("no-store");
    expect(requests[0]?.init?.headers).toBeUndefined();
    expect(solve).toHaveBeenCalledWith(challenge);
    expect(JSON.parse(String(requests[1]?.init?.body))).toEqual({
      challenge,
      solution: { counter: 7, derivedKey: "ee" },
    });
  });

  it("fails with the status of a refusing challenge or exchange, and without one when no answer came", async () => {
    serve({ challengeStatus: 404 });
    await expect(exchangeForToken("", solve)).rejects.toMatchObject({ status: 404 });
    expect(solve).not.toHaveBeenCalled();
    serve({ exchangeStatus: 403 });
    await expect(exchangeForToken("", solve)).rejects.toMatchObject({ status: 403 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(exchangeForToken("", solve)).rejects.toEqual(expect.any(ExchangeFailure));
    await expect(exchangeForToken("", solve)).rejects.toMatchObject({ status: null });
  });

  it("fails without a status when the proof of work fails", async () => {
    serve();
    const broken = vi.fn(async () => {
      throw new Error("no Worker here");
    });
    await expect(exchangeForToken("", broken)).rejects.toMatchObject({ status: null, message: /no Worker here/ });
  });
});

describe("the attestation client", () => {
  const client = (enabled = true) =>
    createAttestationClient({ enabled, apiBase: "", solve, storage: () => window.localStorage });

  it("adds the token header, reusing a token for plain calls and spending one per spending call", async () => {
    const requests = serve();
    const attestation = client();
    expect(await attestation.headers()).toEqual({ "X-Attestation-Token": "token-1" });
    expect(await attestation.headers()).toEqual({ "X-Attestation-Token": "token-1" });
    expect(await attestation.headers({ spend: true })).toEqual({ "X-Attestation-Token": "token-1" });
    expect(await attestation.headers({ spend: true })).toEqual({ "X-Attestation-Token": "token-2" });
    expect(requests).toHaveLength(4);
  });

  it("prepares a token in the background, so the call finds it ready", async () => {
    const requests = serve();
    const attestation = client();
    attestation.prepare();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(await attestation.headers({ spend: true })).toEqual({ "X-Attestation-Token": "token-1" });
    expect(requests).toHaveLength(2);
  });

  it("lets the call go without a token when attestation fails, or is off, and then asks nothing", async () => {
    const requests = serve({ challengeStatus: 404 });
    expect(await client().headers({ spend: true })).toEqual({});
    expect(await client().headers({ spend: true })).toEqual({});
    expect(requests).toHaveLength(1);
    const off = client(false);
    off.prepare();
    expect(await off.headers()).toEqual({});
    expect(requests).toHaveLength(1);
  });
});
