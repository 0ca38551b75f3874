import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test-app";

const SLOW_CLIENTS = 100;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
/** How many slow clients have ended so far. */
let cutOff = 0;

beforeAll(async () => {
  // Long enough that a busy runner answers /healthz well before the first cut-off.
  harness = await createTestApp({}, { limits: { headersTimeoutMs: 3000, requestTimeoutMs: 4000 } });
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  const address = harness.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => harness.close());

/**
 * A slowloris client: it sends the start of a request and then one more line
 * every 200 ms, never finishing. Resolves with how long the server let it live.
 */
function slowClient(firstBytes: string, drip: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(firstBytes));
    const dripping = setInterval(() => socket.writable && socket.write(drip), 200);
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      cutOff += 1;
      clearInterval(dripping);
      socket.destroy();
      resolve(Date.now() - started);
    };
    socket.on("close", done);
    socket.on("error", done);
    socket.resume();
    // Bounded even if the server never hung up; the assertion then fails.
    setTimeout(done, 15_000);
  });
}

describe("slow clients", () => {
  it("are cut off once their headers are overdue, while everyone else is served", async () => {
    const slow = Array.from({ length: SLOW_CLIENTS }, () =>
      slowClient("GET / HTTP/1.1\r\nHost: localhost\r\n", "X-Slow: yes\r\n"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    // Served while every one of them still hung on, not after the server cut them off.
    expect(cutOff).toBe(0);
    const lifetimes = await Promise.all(slow);
    // Headers timeout (3 s) plus at most one check interval (1 s, see app.ts), with slack.
    expect(Math.max(...lifetimes)).toBeLessThan(8_000);
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(2_900);
  }, 20_000);

  it("are cut off when a body trickles in for longer than the request timeout", async () => {
    const lifetime = await slowClient(
      "POST /api/RequestDemo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{",
      " ",
    );
    expect(lifetime).toBeLessThan(9_000);
    expect(lifetime).toBeGreaterThanOrEqual(3_900);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }, 20_000);
});
