import { existsSync } from "node:fs";
import { INVITATION_ADDRESS_MESSAGE } from "@ikey/contracts/console-api-schemas";
import { STATUS_SUBSCRIPTIONS_PATH } from "@ikey/contracts/status-updates";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../test-support/smtp-sink";
import { createSmtpSender, RefusedMail } from "../src/outbox/mailer";
import { enqueue, type OutboxMessage } from "../src/outbox/outbox-store";
import { startOutboxWorker } from "../src/outbox/outbox-worker";
import { runCli } from "./cli-run";
import { staffHarnessPerTest } from "./staff-harness";
import { createTestApp, engines, freshDatabase } from "./test-app";

/** What each field of a mail header must never carry: a second address, a second header, a display name. */
const BAD_ADDRESSES = [
  "a@x.example, b@y.example",
  "a@x.example,b@y.example",
  "a@x.example;b@y.example",
  "a,b@x.example",
  "crlf@example.com\r\nBcc: injected@evil.example",
  "lf@example.com\nBcc: injected@evil.example",
  "Eve <eve@x.example>",
  "Eve<eve@x.example>",
  '"Eve" eve@x.example',
  "not an email at all",
];

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});
const staffHarness = staffHarnessPerTest();
const silent = { warn: () => {}, error: () => {} } as never;

describe.each(engines)("e-mail addresses on %s", (engine) => {
  it("refuses an invitation to anything but one plain address with 400, queueing nothing", async () => {
    const h = await staffHarness(engine);
    const admin = await h.member("aminah@ikey.example", "admin");
    const queued = () => h.db.selectFrom("outbox").select("message").orderBy("id").execute();
    const before = await queued();
    for (const email of BAD_ADDRESSES) {
      const reply = await h.call("POST", "/members", { as: admin, body: { email, role: "sales" } });
      expect(reply.statusCode, email).toBe(400);
      expect(reply.json(), email).toEqual({
        error: "Validation Failed",
        message: INVITATION_ADDRESS_MESSAGE,
        field: "email",
      });
    }
    expect(await queued()).toEqual(before);
    expect(await h.db.selectFrom("staff").select("email").execute()).toEqual([{ email: admin.email }]);
    // One plain address is invited, trimmed and in lower case.
    const invited = await h.call("POST", "/members", {
      as: admin,
      body: { email: " New@iKEY.example\r\n", role: "sales" },
    });
    expect(invited.statusCode).toBe(200);
    const invitation = (await queued()).at(-1);
    expect(JSON.parse(invitation?.message ?? "{}").to).toBe("new@ikey.example");
  });

  it("refuses a status subscription to anything but one plain address", async () => {
    const harness = await createTestApp({}, { engine });
    cleanup.push(harness.close);
    for (const email of BAD_ADDRESSES) {
      const reply = await harness.app.inject({ method: "POST", url: STATUS_SUBSCRIPTIONS_PATH, payload: { email } });
      expect(reply.statusCode, email).toBe(400);
      expect(reply.json().message, email).toBe("Please enter valid email");
    }
    expect(await harness.database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("fails a message the mailer refuses at once, without crashing the worker or trying again", async () => {
    let now = Date.parse("2026-11-26T09:00:00+08:00");
    const harness = await createTestApp({}, { engine, clock: () => now });
    const sink = await startSmtpSink();
    const smtp = createSmtpSender(sink.url, "iKEY Website <no-reply@ikey.example>");
    const db = harness.database.db;
    const worker = startOutboxWorker({ db, send: smtp.send, clock: () => now, pollMs: 60_000, log: silent });
    cleanup.push(harness.close, sink.close, async () => smtp.close(), worker.stop);
    await worker.stop(); // driven by hand
    // A row queued by code that checked nothing (the invitation's own check is tested above).
    const { id: staffId } = await db
      .insertInto("staff")
      .values({ email: "a@x.example", role: "sales", status: "invited", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const good = { to: "sales@ikey.example", replyTo: "", subject: "Hello", text: "Hello." };
    await enqueue(db, { staffId }, { ...good, to: "a@x.example, b@y.example" }, now);
    await enqueue(db, { staffId }, good, now);
    expect(await worker.runOnce()).toBe(1);
    const rows = await db.selectFrom("outbox").select(["status", "attempts", "last_error"]).orderBy("id").execute();
    expect(rows).toEqual([
      { status: "failed", attempts: 1, last_error: "refused: the To address is not one plain e-mail address" },
      { status: "sent", attempts: 0, last_error: null },
    ]);
    now += 24 * 3_600_000;
    expect(await worker.runOnce()).toBe(0);
    expect(sink.delivered.map((mail) => mail.to)).toEqual([["sales@ikey.example"]]);
  });
});

describe("the mailer", () => {
  it("refuses each bad address in To and in Reply-To, and a header that names recipients, before any SMTP", async () => {
    const sink = await startSmtpSink();
    const smtp = createSmtpSender(sink.url, "iKEY Website <no-reply@ikey.example>");
    cleanup.push(sink.close, async () => smtp.close());
    const good: OutboxMessage = {
      to: "sales@ikey.example",
      replyTo: "visitor@ceria.example",
      subject: "Hi",
      text: "Hi.",
    };
    const bad: OutboxMessage[] = BAD_ADDRESSES.flatMap((address) => [
      { ...good, to: address },
      { ...good, replyTo: address },
      { ...good, alsoReplyTo: address },
    ]);
    bad.push({ ...good, headers: { Bcc: "injected@evil.example" } });
    bad.push({ ...good, headers: { "List-Unsubscribe": "<https://x.example>\r\nBcc: injected@evil.example" } });
    for (const [index, message] of bad.entries()) {
      await expect(smtp.send(message, index), JSON.stringify(message)).rejects.toBeInstanceOf(RefusedMail);
    }
    expect(sink.delivered).toEqual([]);
    // The same mailer sends a good message, to its one address only.
    await smtp.send(good, 99);
    expect(sink.delivered.map((mail) => mail.to)).toEqual([["sales@ikey.example"]]);
    expect(sink.delivered[0]?.raw).toMatch(/^Reply-To: visitor@ceria\.example\r?$/m);
    expect(sink.delivered[0]?.raw).toMatch(/^From: iKEY Website <no-reply@ikey\.example>\r?$/m);
  });

  it("takes MAIL_FROM only as one address or Name <address>", async () => {
    for (const from of [
      "a@x.example, b@y.example",
      "Eve <eve@x.example>, b@y.example",
      "Name\r\nBcc: x@y.example <a@x.example>",
    ]) {
      expect(() => createSmtpSender("smtp://127.0.0.1:2525", from), from).toThrow(/MAIL_FROM/);
    }
  });
});

describe("npm run staff -- invite", () => {
  it("refuses a bad address with the invitation form's message, and invites nobody", async () => {
    const { env, drop } = await freshDatabase("sqlite");
    cleanup.push(drop);
    for (const email of [
      "a@x.example, b@y.example",
      "a,b@x.example",
      "Eve<eve@x.example>",
      "crlf@example.com\r\nBcc: injected@evil.example",
    ]) {
      const result = runCli("staff", ["invite", email, "--role", "admin"], env);
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain(INVITATION_ADDRESS_MESSAGE);
    }
    // Refused before the database was opened: no member, no e-mail.
    expect(existsSync(env.SQLITE_PATH ?? "")).toBe(false);
  });
});
