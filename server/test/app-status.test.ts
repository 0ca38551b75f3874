import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines } from "./test-app";

/** Real keepalive targets on loopback: one up, one answering 500, one with the wrong text, one too slow. */
let targets: Server;
let base = "";
beforeAll(async () => {
  targets = createServer((request, response) => {
    if (request.url === "/up") return response.end("I am alive!");
    if (request.url === "/error") return response.writeHead(500).end("I am alive!");
    if (request.url === "/wrong") return response.end("I am fine");
    if (request.url === "/slow") return void setTimeout(() => response.end("I am alive!"), 10_000);
    response.writeHead(404).end();
  });
  targets.listen(0, "127.0.0.1");
  await once(targets, "listening");
  base = `http://127.0.0.1:${(targets.address() as AddressInfo).port}`;
});
afterAll(async () => {
  const closed = new Promise<void>((resolve) => targets.close(() => resolve()));
  // The slow target's request would otherwise hold the close for up to 10 s.
  targets.closeAllConnections();
  await closed;
});

/** A port nothing listens on: connections are refused at once. */
async function deadUrl() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/gone`;
}

describe("keepalive targets", () => {
  it("answer 200 'I am alive!' as text/plain, readable from any origin", async () => {
    const harness = await createTestApp();
    try {
      for (const name of ["api", "center", "server1", "server2"]) {
        const response = await harness.app.inject({
          url: `/status/keepalive/${name}`,
          headers: { origin: "https://other.example" },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe("I am alive!");
        expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(response.headers["access-control-allow-origin"]).toBe("*");
      }
    } finally {
      await harness.close();
    }
  });
});

describe("the checker and the callable function", () => {
  it("report a live target working and a refused, a failing, a wrong and a slow one not", async () => {
    const harness = await createTestApp(
      {
        STATUS_API_URL: `${base}/up`,
        STATUS_CENTER_URL: await deadUrl(),
        STATUS_SERVER1_URL: `${base}/wrong`,
        STATUS_SERVER2_URL: `${base}/slow`,
      },
      // Long enough for a loaded CI machine to answer the live target, far below the slow one.
      { limits: { statusTimeoutMs: 3000 } },
    );
    try {
      const started = Date.now();
      const response = await harness.app.inject({ url: "/status/check" });
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(200);
      const report = response.json();
      expect(report.api_result).toMatchObject({
        is_working: true,
        // A busy runner may take over a second even on loopback.
        duration: expect.stringMatching(/^(\d+ milliseconds|\d+\.\d{3} seconds)$/),
      });
      expect(report.center_result.is_working).toBe(false);
      expect(report.server_result_with_dns_server.is_working).toBe(false);
      expect(report.server_result_without_dns_service.is_working).toBe(false);
      for (const result of Object.values(report) as { start_time: string; end_time: string }[]) {
        expect(Date.parse(result.end_time)).toBeGreaterThanOrEqual(Date.parse(result.start_time));
      }
      // The slow target was cut off at the timeout, not waited for (10 s).
      expect(elapsed).toBeLessThan(6_000);

      const failing = await createTestApp({ STATUS_API_URL: `${base}/error` });
      try {
        const callable = await failing.app.inject({
          method: "POST",
          url: "/functions/asia-southeast1/checkApplicationStatus",
          payload: { data: {} },
        });
        expect(callable.statusCode).toBe(200);
        expect(callable.json().result.api_result.is_working).toBe(false);
      } finally {
        await failing.close();
      }
    } finally {
      await harness.close();
    }
  });

  it("speaks the callable protocol: {data} in, {result} out, {error: {status, message}} on a bad call", async () => {
    const harness = await createTestApp({
      STATUS_API_URL: `${base}/up`,
      STATUS_CENTER_URL: `${base}/up`,
      STATUS_SERVER1_URL: `${base}/up`,
      STATUS_SERVER2_URL: `${base}/up`,
    });
    try {
      const url = "/functions/asia-southeast1/checkApplicationStatus";
      const ok = await harness.app.inject({ method: "POST", url, payload: { data: {} } });
      expect(ok.statusCode).toBe(200);
      expect(Object.keys(ok.json().result).sort()).toEqual([
        "api_result",
        "center_result",
        "server_result_with_dns_server",
        "server_result_without_dns_service",
      ]);
      expect(Object.values(ok.json().result).every((result) => (result as { is_working: boolean }).is_working)).toBe(
        true,
      );
      for (const payload of [{}, [], { info: 1 }]) {
        const bad = await harness.app.inject({ method: "POST", url, payload });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ error: { status: "INVALID_ARGUMENT", message: expect.any(String) } });
      }
      const wrongType = await harness.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "text/plain" },
        payload: "data",
      });
      expect(wrongType.statusCode).toBe(415);
      // Its media type is read in any case, as the lead forms read theirs.
      const shouting = await harness.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "APPLICATION/JSON; Charset=UTF-8" },
        payload: '{"data":{}}',
      });
      expect(shouting.statusCode).toBe(200);
      // Malformed JSON, invalid UTF-8, another charset and an oversized body are refused before the
      // handler runs, and still answer in the protocol's shape, not with a 500.
      for (const [payload, contentType, status] of [
        ['{"data":', "application/json", 400],
        [Buffer.from([0x7b, 0x22, 0xff, 0xfe]), "application/json", 400],
        ['{"data":{}}', "application/json; charset=utf-16", 415],
        [`{"data":"${"x".repeat(20_000)}"}`, "application/json", 413],
      ] as const) {
        const malformed = await harness.app.inject({
          method: "POST",
          url,
          headers: { "content-type": contentType },
          payload,
        });
        expect(malformed.statusCode).toBe(status);
        expect(malformed.json()).toEqual({ error: { status: "INVALID_ARGUMENT", message: expect.any(String) } });
        // A page on another host must be able to read the refusal, and no cache may keep it.
        expect(malformed.headers["access-control-allow-origin"]).toBe("*");
        expect(malformed.headers["cache-control"]).toBe("no-store");
      }
    } finally {
      await harness.close();
    }
  });
});

describe("the status endpoints under a flood", () => {
  it("share one probe round among callers, reused for at most 2 s: 300 calls in 10 s make at most 4 × 5 probes", async () => {
    let probes = 0;
    const counting = createServer((_request, response) => {
      probes += 1;
      setTimeout(() => response.end("I am alive!"), 100);
    });
    counting.listen(0, "127.0.0.1");
    await once(counting, "listening");
    const target = `http://127.0.0.1:${(counting.address() as AddressInfo).port}/`;
    const harness = await createTestApp({
      STATUS_API_URL: target,
      STATUS_CENTER_URL: target,
      STATUS_SERVER1_URL: target,
      STATUS_SERVER2_URL: target,
    });
    try {
      const calls: Promise<number>[] = [];
      const started = Date.now();
      for (let call = 0; call < 300; call += 1) {
        // From 300 addresses, so that the per-client limit does not hide the sharing.
        const remoteAddress = `198.51.100.${call % 250}`;
        calls.push(
          call % 2 === 0
            ? harness.app.inject({ url: "/status/check", remoteAddress }).then((response) => response.statusCode)
            : harness.app
                .inject({
                  method: "POST",
                  url: "/functions/asia-southeast1/checkApplicationStatus",
                  remoteAddress,
                  payload: { data: {} },
                })
                .then((response) => response.statusCode),
        );
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (call + 1) * 33 - Date.now())));
      }
      const statuses = await Promise.all(calls);
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Spread over the 10 s (a timer may fire a millisecond before Date.now() says it is due).
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_800);
      expect(probes).toBeGreaterThanOrEqual(4);
      expect(probes).toBeLessThanOrEqual(4 * 5);
    } finally {
      await harness.close();
      await new Promise<void>((resolve) => counting.close(() => resolve()));
    }
  }, 30_000);

  it.each(engines)(
    "limit each client to 30 checks a minute across the checker and the callable, answering 429 with Retry-After (%s)",
    async (engine) => {
      const harness = await createTestApp(
        {
          STATUS_API_URL: `${base}/up`,
          STATUS_CENTER_URL: `${base}/up`,
          STATUS_SERVER1_URL: `${base}/up`,
          STATUS_SERVER2_URL: `${base}/up`,
        },
        { engine },
      );
      try {
        const ask = (call: number, remoteAddress = "203.0.113.7") =>
          call % 2 === 0
            ? harness.app.inject({ url: "/status/check", remoteAddress })
            : harness.app.inject({
                method: "POST",
                url: "/functions/asia-southeast1/checkApplicationStatus",
                remoteAddress,
                payload: { data: {} },
              });
        for (let call = 0; call < 30; call += 1) expect((await ask(call)).statusCode, `call ${call}`).toBe(200);
        const checker = await ask(30);
        expect(checker.statusCode).toBe(429);
        expect(Number(checker.headers["retry-after"])).toBeGreaterThan(0);
        expect(checker.json()).toMatchObject({ error: "Too Many Requests" });
        const callable = await ask(31);
        expect(callable.statusCode).toBe(429);
        expect(callable.json()).toEqual({ error: { status: "RESOURCE_EXHAUSTED", message: expect.any(String) } });
        expect(callable.headers["access-control-allow-origin"]).toBe("*");
        // Another client is not held back by the first.
        expect((await ask(0, "203.0.113.8")).statusCode).toBe(200);
      } finally {
        await harness.close();
      }
    },
  );
});
