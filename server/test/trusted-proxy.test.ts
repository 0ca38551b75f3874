import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { loadConfig } from "../src/config";
import { createTestApp, engines } from "./test-app";

const site = parseSiteConfig({});
let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe("TRUST_PROXY", () => {
  it("takes a hop count or the proxies' addresses, and refuses a bare true", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "::1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/neither a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/neither a hop count/);
  });

  it.each(engines)(
    "counts the address the trusted proxy saw: a forged first X-Forwarded-For entry does not reset the lead limit (%s)",
    async (engine) => {
      harness = await createTestApp({ TRUST_PROXY: "1" }, { engine });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await harness.app.inject({
          method: "POST",
          url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
          // The load balancer (the socket's peer) appends the client it saw; the client wrote the rest.
          remoteAddress: "10.0.0.2",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.7` },
          payload: validRequestDemo,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    },
  );

  it("believes only the listed proxies", async () => {
    harness = await createTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    const seen = async (remoteAddress: string) => {
      const response = await harness?.app.inject({
        method: "GET",
        url: "/healthz",
        remoteAddress,
        headers: { "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https" },
      });
      return response?.headers["strict-transport-security"] !== undefined;
    };
    expect(await seen("10.1.2.3")).toBe(true);
    expect(await seen("192.0.2.9")).toBe(false);
  });
});
