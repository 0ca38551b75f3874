import { parseSiteConfig } from "@ikey/contracts/site-config";
import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { BOOKING_LOCK } from "../src/demo-booking/booking-store";
import { createTestApp } from "./test-app";

// A request that waits past its time budget is answered 503, and the process goes on: here a demo
// booking that waits for the bookings' turn, which another connection holds (as a long booking on
// another instance would). The lead it carries is not lost: it is stored once the turn comes, and
// the browser's retry with the same idempotency key is told it was received.
const site = parseSiteConfig({});
const MONDAY_MORNING = Date.parse("2026-11-30T10:00:00+08:00");
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

it("answers 503 past the budget, keeps serving, and keeps the lead (PostgreSQL)", async () => {
  const harness = await createTestApp(
    {},
    { engine: "postgres", clock: () => MONDAY_MORNING, limits: { handlerBudgetMs: 300 } },
  );
  close = harness.close;
  const url = harness.config.database.kind === "postgres" ? harness.config.database.url : "";
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await harness.app.inject({ url: "/healthz" });
  // Another instance's booking holds the turn.
  await holder.query("select pg_advisory_lock($1)", [BOOKING_LOCK]);
  const send = () =>
    harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      headers: { "content-type": "application/json", "idempotency-key": "budget-test-0001" },
      payload: JSON.stringify({ ...validRequestDemo, appointmentDate: "2026-12-01", appointmentTime: "10:30" }),
    });
  const waiting = send();
  const started = Date.now();
  const answered = await waiting;
  expect(answered.statusCode).toBe(503);
  expect(answered.headers["retry-after"]).toBe("5");
  expect(answered.json()).toEqual({
    error: "Service Unavailable",
    message: "This took too long to answer. Please try again shortly.",
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  // Meanwhile everything else is answered.
  expect((await harness.app.inject({ url: "/healthz" })).statusCode).toBe(200);

  await holder.query("select pg_advisory_unlock($1)", [BOOKING_LOCK]);
  await holder.end();
  await expect.poll(async () => (await harness.database.db.selectFrom("leads").select("id").execute()).length).toBe(1);
  const retried = await send();
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({ status: "already received" });
});
