import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript module shared with the benchmarks and `npm run cluster`
import { startPostgres } from "../../scripts/lib/throwaway-postgres.mjs";
import { validRequestDemo } from "../../test-support/lead-samples";
import { isDatabaseUnavailable } from "../src/db/errors";
import { migrateToLatest } from "../src/db/migrate";
import { createTestApp } from "./test-app";

const code = parseSiteConfig({}).REQUEST_DEMO_CODE;

interface ThrowawayPostgres {
  url: string;
  kill: () => void;
  start: () => void;
  stop: () => void;
}

/** A PostgreSQL of this test's own, since it is stopped and started again. */
let postgres: ThrowawayPostgres;
beforeAll(async () => {
  postgres = await startPostgres({ database: "outage", durable: true });
}, 60_000);
afterAll(() => postgres?.stop());

describe("while PostgreSQL is down", () => {
  it("answers 503 with a JSON error, quickly, and recovers by itself when it is back", async () => {
    const harness = await createTestApp({ DATABASE_URL: postgres.url });
    await migrateToLatest(harness.database.db);
    const submit = (name: string) =>
      harness.app.inject({
        method: "POST",
        url: `/api/RequestDemo?code=${code}`,
        payload: { ...validRequestDemo, name },
      });
    try {
      expect((await submit("before the outage")).statusCode).toBe(201);

      postgres.kill();
      const started = Date.now();
      const during = await submit("during the outage");
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(during.statusCode).toBe(503);
      expect(during.headers["retry-after"]).toBe("5");
      expect(during.json()).toEqual({ error: "Service Unavailable", message: expect.any(String) });
      expect((await harness.app.inject("/healthz")).statusCode).toBe(503);

      postgres.start();
      // The pool reconnects on its own: no restart of the app.
      let after = await submit("after the outage");
      for (let attempt = 0; after.statusCode !== 201 && attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await submit(`after the outage ${attempt}`);
      }
      expect(after.statusCode, after.body).toBe(201);
      const names = await harness.database.db.selectFrom("leads").select("payload").execute();
      expect(names.map((row) => JSON.parse(row.payload).name)).not.toContain("during the outage");
    } finally {
      await harness.close().catch(() => {});
    }
  }, 60_000);
});

describe("isDatabaseUnavailable", () => {
  it("knows connection failures from request faults, also when wrapped", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "57P01" })]))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query", { cause: new Error("Connection terminated unexpectedly") }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
  });
});
