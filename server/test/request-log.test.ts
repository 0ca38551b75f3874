import { Writable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { tokenHash } from "../src/credentials/random-tokens";
import { loggerOptions } from "../src/log";
import { ASSET, SEARCH_INDEX_FILE } from "./fixture-site";
import { createTestApp } from "./test-app";

/** A stream that keeps the lines written to it. */
function capturedLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...stripVTControlCharacters(String(chunk)).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function loggingApp(choice: { level: "info" | "debug"; isTTY: boolean }) {
  const { stream, lines } = capturedLines();
  harness = await createTestApp({}, { logger: loggerOptions({ ...choice, destination: stream }) });
  return { app: harness.app, lines };
}

/** The JSON lines' request paths and levels, in order. */
function requests(lines: readonly string[]) {
  return lines
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.req)
    .map((entry) => ({ path: entry.req.path, status: entry.res.statusCode, level: entry.level }));
}

describe("the log's form", () => {
  it("writes JSON lines, one per request, when standard output is not a terminal", async () => {
    const { app, lines } = await loggingApp({ level: "info", isTTY: false });
    await app.inject({ url: "/faq" });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.filter((entry) => entry.req)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", path: "/faq" }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("writes one readable line per event in a terminal, a request's saying what was asked and answered", async () => {
    const { app, lines } = await loggingApp({ level: "info", isTTY: true });
    await app.inject({ url: "/faq" });
    await app.inject({ url: "/no/such/thing" });
    await expect.poll(() => lines.filter((line) => line.includes(" GET ")).length).toBe(2);
    expect(lines.filter((line) => line.includes(" GET "))).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/faq 200 \d+ ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/no\/such\/thing 404 \d+ ms$/),
    ]);
    // The server's own notices at startup too: each a line of its own, none of them JSON.
    for (const line of lines) expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] [A-Z]+: [^{]/);
  });
});

describe("what the log records", () => {
  const pageLoad = ["/", `/${ASSET}`, "/favicon.svg", `/${SEARCH_INDEX_FILE}`, "/healthz", "/assets/gone-0000.js"];

  it("records pages, API calls and failures, and not each file a page loads", async () => {
    const { app, lines } = await loggingApp({ level: "info", isTTY: false });
    for (const url of pageLoad) await app.inject({ url });
    expect(requests(lines)).toEqual([
      { path: "/", status: 200, level: 30 },
      { path: "/healthz", status: 200, level: 30 },
      { path: "/assets/gone-0000.js", status: 404, level: 30 },
    ]);
  });

  it("records the files too at the debug level", async () => {
    const { app, lines } = await loggingApp({ level: "debug", isTTY: false });
    for (const url of pageLoad) await app.inject({ url });
    expect(requests(lines).filter((line) => line.level === 20)).toEqual([
      { path: `/${ASSET}`, status: 200, level: 20 },
      { path: "/favicon.svg", status: 200, level: 20 },
      { path: `/${SEARCH_INDEX_FILE}`, status: 200, level: 20 },
    ]);
  });

  it("never records a query string, a header or the client's address", async () => {
    const { app, lines } = await loggingApp({ level: "debug", isTTY: false });
    const headers = { "user-agent": "Secret-Agent/1.0", "x-forwarded-for": "198.51.100.7" };
    for (const url of ["/faq?email=aisyah@example.my", "/nowhere?code=123456", `/${ASSET}?email=aisyah@example.my`]) {
      await app.inject({ url, headers, remoteAddress: "203.0.113.9" });
    }
    expect(requests(lines).map((line) => line.path)).toEqual(["/faq", "/nowhere", `/${ASSET}`]);
    const log = lines.join("\n");
    for (const secret of ["aisyah", "123456", "Secret-Agent", "198.51.100.7", "203.0.113.9"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("records a calendar feed's route, never the token in its address", async () => {
    const { app, lines } = await loggingApp({ level: "debug", isTTY: false });
    const db = harness?.database.db;
    const token = "Zt0kEn-of-a-members-calendar-feed-43-chars0";
    const member = await db
      ?.insertInto("staff")
      .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      ?.insertInto("demo_feeds")
      .values({ staff_id: Number(member?.id), token_hash: tokenHash(token), created_at: 1 })
      .execute();
    const guess = token.replace("Zt0", "Gu3");
    expect((await app.inject({ url: `/api/demo-calendar/${token}.ics` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/demo-calendar/${guess}.ics` })).statusCode).toBe(404);
    expect(requests(lines)).toEqual([
      { path: "/api/demo-calendar/:feed", status: 200, level: 30 },
      { path: "/api/demo-calendar/:feed", status: 404, level: 30 },
    ]);
    const log = lines.join("\n");
    for (const secret of [token, guess]) expect(log).not.toContain(secret.slice(3));
  });
});
