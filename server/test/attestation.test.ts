import { ATTESTATION_CHALLENGE_PATH, ATTESTATION_EXCHANGE_PATH, ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { createTokenSigner } from "../src/attestation/attestation-tokens";
import { enforcedAttestation, exchange, fetchChallenge, solve, solvedToken } from "./attestation-support";
import { createTestApp, engines } from "./test-app";

const code = parseSiteConfig({}).REQUEST_DEMO_CODE;
const CALLABLE = "/functions/asia-southeast1/checkApplicationStatus";

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** The app's clock runs with real time plus an offset the test moves. */
function movableClock() {
  const clock = Object.assign(() => Date.now() + clock.offset, { offset: 0 });
  return clock;
}

function submitDemo(token?: string) {
  return harness?.app.inject({
    method: "POST",
    url: `/api/RequestDemo?code=${code}`,
    headers: token === undefined ? {} : { [ATTESTATION_HEADER]: token },
    payload: validRequestDemo,
  });
}

async function count(table: "leads" | "attestation_spent" | "rate_buckets") {
  const rows = await harness?.database.db.selectFrom(table).selectAll().execute();
  return rows?.length ?? 0;
}

describe.each(engines)("attestation on %s", (engine) => {
  it("issues signed challenges at the configured difficulty, each different and never cached", async () => {
    harness = await createTestApp(enforcedAttestation, { engine, limits: { attestation: { maxNumber: 40 } } });
    const response = await harness.app.inject({ url: ATTESTATION_CHALLENGE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000, keyLength: 32 });
    // The answer, the counter, travels only as a signature of its key.
    expect(response.body).not.toMatch(/counter/);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(challenge.parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const counters = [];
    for (let i = 0; i < 4; i++) counters.push((await solve(await fetchChallenge(harness.app))).counter);
    for (const counter of counters) {
      expect(counter).toBeGreaterThanOrEqual(20);
      expect(counter).toBeLessThanOrEqual(40);
    }
    expect((await fetchChallenge(harness.app)).parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("exchanges a solved challenge for a signed token with its ttl, and refuses the same challenge again", async () => {
    harness = await createTestApp(enforcedAttestation, { engine });
    const challenge = await fetchChallenge(harness.app);
    const solution = await solve(challenge);
    const first = await exchange(harness.app, { challenge, solution });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json()).toEqual({ token: expect.stringMatching(/^v1\.[\w-]+\.[\w-]{43}$/), ttl: "3600s" });
    const replay = await exchange(harness.app, { challenge, solution });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: "Challenge Spent", message: expect.stringContaining("already") });
  });

  it("refuses a wrong solution, a changed challenge and an expired one, and stores nothing for them", async () => {
    const clock = movableClock();
    harness = await createTestApp(enforcedAttestation, { engine, clock });
    const challenge = await fetchChallenge(harness.app);
    const solution = await solve(challenge);

    const wrong = await exchange(harness.app, { challenge, solution: { counter: 3, derivedKey: "ab".repeat(32) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("Wrong Solution");

    // An easier challenge of one's own making does not carry our signature.
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const changed = await exchange(harness.app, { challenge: easier, solution });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toBe("Invalid Challenge");
    const resigned = await exchange(harness.app, { challenge: { ...challenge, signature: "0".repeat(64) }, solution });
    expect(resigned.json().error).toBe("Invalid Challenge");

    clock.offset = -11 * 60_000;
    const old = await fetchChallenge(harness.app);
    clock.offset = 0;
    const expired = await exchange(harness.app, { challenge: old, solution: await solve(old) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe("Challenge Expired");
    expect(await count("attestation_spent")).toBe(0);
  });

  it("answers a malformed exchange with 400 naming the problem, never 5xx", async () => {
    harness = await createTestApp(enforcedAttestation, { engine });
    const challenge = await fetchChallenge(harness.app);
    const solution = await solve(challenge);
    const cases: [unknown, RegExp][] = [
      [{}, /challenge/],
      [{ challenge }, /solution/],
      [{ challenge, solution: { ...solution, counter: "seven" } }, /counter/],
      [{ challenge, solution: { ...solution, counter: -1 } }, /counter/],
      [{ challenge, solution: { ...solution, derivedKey: "not hex" } }, /derivedKey/],
      [
        { challenge: { ...challenge, parameters: { ...challenge.parameters, algorithm: "SHA-1" } }, solution },
        /algorithm/,
      ],
      [{ challenge: { parameters: challenge.parameters }, solution }, /signature/],
      [[challenge, solution], /object/],
    ];
    for (const [payload, named] of cases) {
      const response = await exchange(harness.app, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      // A body's problem names its field apart from the message, as the forms' answers do.
      const { field, message } = response.json();
      expect(`${field} ${message}`).toMatch(named);
    }
    const text = await harness.app.inject({
      method: "POST",
      url: ATTESTATION_EXCHANGE_PATH,
      headers: { "content-type": "text/plain" },
      payload: "solution",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ field: "body", message: expect.stringMatching(/expected object/) });
    const broken = await harness.app.inject({
      method: "POST",
      url: ATTESTATION_EXCHANGE_PATH,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
  });

  it("lets a lead through with a valid token once; refuses missing, forged, expired and replayed tokens with 401", async () => {
    const clock = movableClock();
    harness = await createTestApp(enforcedAttestation, { engine, clock });
    const token = await solvedToken(harness.app);
    expect((await submitDemo(token))?.statusCode).toBe(201);

    const refusals: [string | undefined, string][] = [
      [token, "Attestation Spent"],
      [undefined, "Attestation Required"],
      ["", "Attestation Required"],
      ["v1.e30.bm90IGEgc2lnbmF0dXJl", "Attestation Invalid"],
      // A real token with its claims rewritten to live longer: the signature no longer matches.
      [forgeLongerLife(await solvedToken(harness.app)), "Attestation Invalid"],
      // Signed, but with another key.
      [createTokenSigner("another-key").issue(Date.now(), 3_600_000), "Attestation Invalid"],
    ];
    for (const [sent, error] of refusals) {
      const response = await submitDemo(sent);
      expect(response?.statusCode, `${error}: ${sent?.slice(0, 20)}`).toBe(401);
      expect(response?.json()).toEqual({ error, message: expect.any(String) });
    }
    // Checked before the headers' schema, and refused unread when longer than any token.
    const oversized = await submitDemo("x".repeat(600));
    expect(oversized?.statusCode).toBe(401);
    expect(oversized?.json().error).toBe("Attestation Invalid");

    const later = await solvedToken(harness.app);
    clock.offset = 3_600_000;
    const expired = await submitDemo(later);
    expect(expired?.statusCode).toBe(401);
    expect(expired?.json().error).toBe("Attestation Expired");
    expect(await count("leads")).toBe(1);
    // Refused before the rate limiter: a forged call writes nothing at all.
    expect(await count("rate_buckets")).toBe(1);
  });

  it("protects the callable status function with its own error shape, a token serving several calls", async () => {
    harness = await createTestApp(enforcedAttestation, { engine, limits: { statusTimeoutMs: 200 } });
    const call = (headers: Record<string, string> = {}) =>
      harness?.app.inject({ method: "POST", url: CALLABLE, headers, payload: { data: {} } });
    const refused = await call();
    expect(refused?.statusCode).toBe(401);
    expect(refused?.json()).toEqual({ error: { status: "UNAUTHENTICATED", message: expect.any(String) } });
    expect(refused?.headers["access-control-allow-origin"]).toBe("*");
    const token = await solvedToken(harness.app);
    for (let i = 0; i < 2; i++) expect((await call({ [ATTESTATION_HEADER]: token }))?.statusCode).toBe(200);
    expect((await call({ [ATTESTATION_HEADER]: forgeLongerLife(token) }))?.statusCode).toBe(401);
  });

  it("only logs failures when configured but not enforced", async () => {
    harness = await createTestApp({ ...enforcedAttestation, ATTESTATION_ENFORCE: "false" }, { engine });
    expect((await submitDemo())?.statusCode).toBe(201);
    expect((await submitDemo("v1.e30.forged"))?.statusCode).toBe(201);
    expect((await submitDemo(await solvedToken(harness.app)))?.statusCode).toBe(201);
  });
});

describe("without attestation configured", () => {
  it("has no attestation endpoints and protects nothing", async () => {
    harness = await createTestApp({ ATTESTATION_ENABLED: "true" });
    for (const [method, url] of [
      ["GET", ATTESTATION_CHALLENGE_PATH],
      ["POST", ATTESTATION_EXCHANGE_PATH],
    ] as const) {
      const response = await harness.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty("message");
    }
    expect((await submitDemo())?.statusCode).toBe(201);
    expect((await submitDemo("anything"))?.statusCode).toBe(201);
  });
});

describe("the attestation header across origins", () => {
  it("may be sent to the lead API and the callable function from another origin", async () => {
    harness = await createTestApp({ ...enforcedAttestation, SITE_URL: "https://www.ikey.example" });
    const preflight = await harness.app.inject({
      method: "OPTIONS",
      url: "/api/RequestDemo",
      headers: {
        origin: "https://www.ikey.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": `content-type,${ATTESTATION_HEADER.toLowerCase()}`,
      },
    });
    expect(preflight.headers["access-control-allow-headers"]).toContain(ATTESTATION_HEADER);
    const challenge = await harness.app.inject({
      url: ATTESTATION_CHALLENGE_PATH,
      headers: { origin: "https://www.ikey.example" },
    });
    expect(challenge.headers["access-control-allow-origin"]).toBe("https://www.ikey.example");
    const callable = await harness.app.inject({ method: "OPTIONS", url: CALLABLE });
    expect(callable.headers["access-control-allow-headers"]).toContain(ATTESTATION_HEADER);
  });
});

/** The token's claims rewritten to expire in a year, its signature kept. */
function forgeLongerLife(token: string): string {
  const [version, body, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8"));
  claims.exp += 365 * 24 * 3_600_000;
  return `${version}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}
