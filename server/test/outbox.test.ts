import { leadFieldLabels } from "@ikey/contracts/lead-field-labels";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterEach, describe, expect, it } from "vitest";
import { validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { startSmtpSink } from "../../test-support/smtp-sink";
import { createSmtpSender } from "../src/outbox/mailer";
import { claimDue, retryDelayMs } from "../src/outbox/outbox-store";
import { startOutboxWorker } from "../src/outbox/outbox-worker";
import { createAccountHarness } from "./account-harness";
import { createTestApp, engines } from "./test-app";

const site = parseSiteConfig({});
const code = site.REQUEST_DEMO_CODE;
const silent = { warn: () => {}, error: () => {} } as never;

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function setup(engine: (typeof engines)[number]) {
  let now = Date.parse("2026-11-21T09:00:00+08:00");
  const clock = () => now;
  const harness = await createTestApp({}, { engine, clock });
  const sink = await startSmtpSink();
  const smtp = createSmtpSender(sink.url, "iKEY Website <no-reply@ikey.example>");
  const worker = startOutboxWorker({ db: harness.database.db, send: smtp.send, clock, pollMs: 60_000, log: silent });
  cleanup.push(harness.close, sink.close, async () => smtp.close(), worker.stop);
  await worker.stop(); // drive it by hand with runOnce
  const submit = () =>
    harness.app.inject({ method: "POST", url: `/api/RequestDemo?code=${code}`, payload: validRequestDemo });
  // A centre sign-up queues two e-mails: to sales, and the visitor's automatic reply
  // (auto-reply.test.ts). The tests of the outbox's own rules count on one, so the reply is taken out.
  const submitOne = async (fields: Partial<typeof validCentreSignUp> = {}) => {
    const response = await harness.app.inject({
      method: "POST",
      url: `/api/SignUpCMS?code=${site.CENTRE_SIGN_UP_CODE}`,
      payload: { ...validCentreSignUp, ...fields },
    });
    expect(response.statusCode).toBe(201);
    await harness.database.db
      .deleteFrom("outbox")
      .where("message", "not like", `%"to":"${harness.config.mail.salesEmail}"%`)
      .execute();
  };
  const outbox = () => harness.database.db.selectFrom("outbox").selectAll().execute();
  return {
    harness,
    sink,
    worker,
    submit,
    submitOne,
    outbox,
    advance: (ms: number) => (now += ms),
    clock,
    send: smtp.send,
  };
}

describe.each(engines)("the outbox on %s", (engine) => {
  it("delivers one e-mail per lead to sales, replying to the visitor, with every field under its label", async () => {
    const { sink, worker, submit, outbox } = await setup(engine);
    expect((await submit()).statusCode).toBe(201);
    // The sales e-mail, and the visitor's own (demo-booking.test.ts).
    expect(await worker.runOnce()).toBe(2);
    const toSales = sink.delivered.filter((mail) => mail.to.includes("sales@ikey.example"));
    expect(toSales).toHaveLength(1);
    const [mail] = toSales;
    expect(mail?.raw).toMatch(/^Reply-To: aisyah@ceria\.example/m);
    expect(mail?.raw).toMatch(/^Subject: Demo request: Tadika Ceria/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain/m);
    for (const [field, value] of Object.entries(validRequestDemo)) {
      expect(mail?.raw).toContain(`${leadFieldLabels["request-demo"]?.[field]}: ${value}`);
      expect(mail?.raw).not.toContain(`${field}: `);
    }
    for (const row of await outbox()) {
      expect(row.status).toBe("sent");
      expect(row.smtp_message_id).toBeTruthy();
    }
    // Sent is final: another pass sends nothing.
    expect(await worker.runOnce()).toBe(0);
    expect(sink.delivered).toHaveLength(2);
  });

  it("retries a refused e-mail later, with a growing wait", async () => {
    const { sink, worker, submitOne, outbox, advance } = await setup(engine);
    await submitOne();
    sink.rejectNext(2);
    expect(await worker.runOnce()).toBe(0);
    let [row] = await outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toMatch(/451|try later/);
    expect(await worker.runOnce()).toBe(0); // not due yet
    advance(retryDelayMs(1));
    expect(await worker.runOnce()).toBe(0); // refused again
    [row] = await outbox();
    expect(row?.attempts).toBe(2);
    advance(retryDelayMs(2) - 1);
    expect(await worker.runOnce()).toBe(0); // one millisecond early
    advance(1);
    expect(await worker.runOnce()).toBe(1);
    expect(sink.delivered).toHaveLength(1);
  });

  it("lets another worker take a message whose worker died before marking it, after the lease", async () => {
    const { harness, worker, submitOne, advance, clock, sink } = await setup(engine);
    await submitOne();
    // A worker claims the row, then its process dies before sending.
    expect(await claimDue(harness.database.db, clock(), 60_000, 10)).toHaveLength(1);
    expect(await worker.runOnce()).toBe(0);
    advance(60_001);
    expect(await worker.runOnce()).toBe(1);
    expect(sink.delivered).toHaveLength(1);
  });

  it("leaves a message to the worker that took it once a long batch outlasted its lease", async () => {
    const { harness, sink, advance, clock, send, submitOne } = await setup(engine);
    for (const fullName of ["first", "second", "third"]) await submitOne({ fullName });
    const leaseMs = 1_000;
    const workerFor = (sendVia: typeof send) => {
      const worker = startOutboxWorker({
        db: harness.database.db,
        send: sendVia,
        clock,
        pollMs: 60_000,
        leaseMs,
        log: silent,
      });
      cleanup.push(worker.stop);
      return worker;
    };
    const other = workerFor(send);
    await other.stop();
    let otherSent = 0;
    let sends = 0;
    // The first worker claims all three for one lease, and each send takes 60 % of
    // it. During the second send the lease taken for the batch has run out, and the
    // other worker takes what it may: the third message, whose lease was not renewed.
    const slow = workerFor(async (message, id) => {
      advance(leaseMs * 0.6);
      const smtpId = await send(message, id);
      if (++sends === 2) otherSent = await other.runOnce();
      return smtpId;
    });
    await slow.stop();
    const slowSent = await slow.runOnce();
    expect(otherSent).toBe(1);
    expect(slowSent).toBe(2);
    const messageIds = sink.delivered.map((mail) => /^Message-ID:\s*(.*)$/im.exec(mail.raw)?.[1]);
    expect(messageIds).toHaveLength(3);
    expect(new Set(messageIds).size).toBe(3);
  });
});

describe("backoff", () => {
  it("waits 30 s, then doubles, up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe("the outbox log", () => {
  it("keeps recipients' addresses out when the SMTP server quotes them", async () => {
    const h = await createAccountHarness("sqlite");
    cleanup.push(h.close);
    await h.create("private.parent@ceria.example", "correct horse");
    await h.deactivate("private.parent@ceria.example", "correct horse");
    const lines: string[] = [];
    const log = { warn: (_: unknown, message: string) => lines.push(message), error: () => {} } as never;
    const send = async () => {
      throw new Error("550 5.1.1 <private.parent@ceria.example>: Recipient address rejected");
    };
    const worker = startOutboxWorker({ db: h.db, send, clock: h.clock, pollMs: 60_000, log });
    cleanup.push(worker.stop);
    await worker.stop();
    expect(await worker.runOnce()).toBe(0);
    expect(lines).toEqual(["e-mail not sent: 550 5.1.1 <[address]>: Recipient address rejected"]);
  });
});
