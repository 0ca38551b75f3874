import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { decodeHeader, mimeParts } from "../../test-support/mime-parts";
import { startSmtpSink } from "../../test-support/smtp-sink";
import { migrateToLatest } from "../src/db/migrate";
import { FIRST_CONTACT_ACTOR } from "../src/leads/lead-contacts";
import { checkedMail, createSmtpSender, RefusedMail } from "../src/outbox/mailer";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { insertBareLead } from "./bare-lead";
import { SITE, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { databaseBefore, engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const [requestDemo] = leadKinds;
const MEMBER = "mei.ling_tan@ikey.example";

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A sales member, and one demo request (at 8 p.m.: a request, not a booked demo) from a Malay page. */
async function setup(engine: (typeof engines)[number], lead: Record<string, unknown> = {}) {
  const h = await harness(engine, {}, { leads: { max: 1000 } });
  const sales = await h.member(MEMBER, "sales");
  if (!requestDemo) throw new Error("no request-demo kind");
  const sent = await h.app.inject({
    method: "POST",
    url: `${requestDemo.path}?code=${encodeURIComponent(leadCallSettings(requestDemo, site).code)}`,
    headers: { "content-type": "application/json", referer: `${SITE}/ms/request-demo` },
    payload: { ...validRequestDemo, appointmentTime: "20:00", ...lead },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id } = (await h.call("GET", "/leads", { as: sales })).json().leads[0];
  return { h, sales, id: id as number };
}

/** The member's replies in the outbox (the lead's own e-mails carry no member's name). */
async function replies(h: StaffHarness): Promise<OutboxMessage[]> {
  const rows = await h.db.selectFrom("outbox").select("message").orderBy("id").execute();
  return rows.map((row) => JSON.parse(row.message) as OutboxMessage).filter((message) => message.fromName);
}

const contactsOf = async (h: StaffHarness, id: number, as: TestMember) =>
  (await h.call("GET", `/leads/${id}`, { as }))
    .json()
    .timeline.filter((event: { kind: string }) => event.kind === "contact");

const reply = { subject: "Your iKEY demo", body: "Hai Aisyah,\n\nBoleh kita berbual esok?\n\nMei Ling" };

describe.each(engines)("replies from the lead inbox on %s", (engine) => {
  it("sends no reply to a lead marked as spam", async () => {
    // Issue 49, point 13: the spam folder's leads could be answered, to whatever address a sender typed.
    const { h, sales, id } = await setup(engine);
    await h.call("POST", `/leads/${id}/status`, { as: sales, body: { status: "spam" } });
    const answer = await h.call("POST", `/leads/${id}/replies`, { as: sales, body: reply });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      "This lead is marked as spam, so it gets no reply. Move it out of spam to answer it.",
    );
    expect(await replies(h)).toEqual([]);
    expect(await contactsOf(h, id, sales)).toEqual([]);
  });

  it("queues the member's e-mail from the site under their name, replying to the lead's history, and keeps it there", async () => {
    const { h, sales, id } = await setup(engine);
    const answer = await h.call("POST", `/leads/${id}/replies`, { as: sales, body: reply });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(await replies(h)).toEqual([
      {
        fromName: "Mei Ling Tan at iKEY",
        // The lead came from the Malay page: the language the console offers its reply in.
        headers: { "Content-Language": "ms" },
        to: validRequestDemo.email,
        // The lead's conversation address (docs/decisions/0041-conversations.md), not the member's own.
        replyTo: expect.stringMatching(new RegExp(`^lead-${id}-[0-9a-f]{32}@replies\\.ikey\\.example$`)),
        messageId: expect.stringMatching(new RegExp(`^<lead-${id}\\.[0-9a-f]{24}@replies\\.ikey\\.example>$`)),
        subject: reply.subject,
        text: reply.body,
      },
    ]);
    const lead = (await h.call("GET", `/leads/${id}`, { as: sales })).json();
    expect(lead.replyAddress).toBe(validRequestDemo.email);
    expect(lead.timeline.find((event: { kind: string }) => event.kind === "contact")).toMatchObject({
      actor: MEMBER,
      kind: "contact",
      contact: { kind: "reply", channel: "email", subject: reply.subject },
    });
    // The audit log keeps that a reply went, not what it said.
    const audit = await h.db.selectFrom("audit_log").selectAll().where("action", "=", "lead.contact.reply").execute();
    expect(audit).toMatchObject([{ actor: MEMBER, target: `lead ${id}`, detail: '{"channel":"email"}' }]);
    expect(JSON.stringify(audit)).not.toContain("Boleh");
  });

  it("goes out under the name the member gave in their profile", async () => {
    const { h, sales, id } = await setup(engine);
    await h.call("POST", "/profile", { as: sales, body: { name: "Tan Mei Ling", language: "en" } });
    await h.call("POST", `/leads/${id}/replies`, { as: sales, body: reply });
    expect((await replies(h)).map((message) => message.fromName)).toEqual(["Tan Mei Ling at iKEY"]);
  });

  it("refuses an empty or oversized subject or body, or a subject over two lines, naming the field", async () => {
    const { h, sales, id } = await setup(engine);
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ ...reply, subject: "   " }, "subject", /Write a subject/],
      [{ ...reply, body: "" }, "body", /Write the message/],
      [{ subject: reply.subject }, "body", /Write the message/],
      [{ ...reply, subject: "x".repeat(201) }, "subject", /under 200 characters/],
      [{ ...reply, body: "x".repeat(10_001) }, "body", /under 10,000 characters/],
      [{ ...reply, subject: "Hello\r\nBcc: victim@elsewhere.example" }, "subject", /one line/],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await h.call("POST", `/leads/${id}/replies`, { as: sales, body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.json()).toMatchObject({ error: "Validation Failed", field });
      expect(answer.json().message).toMatch(message);
    }
    expect(await replies(h)).toEqual([]);
    expect(await contactsOf(h, id, sales)).toEqual([]);
  });

  it("cannot answer a lead without an e-mail address by e-mail, and says so", async () => {
    const { h, sales, id } = await setup(engine);
    // Forms require an address today; a lead stored before that, or erased in part, has none.
    const payload = JSON.stringify({ ...validRequestDemo, email: "" });
    await h.db.updateTable("leads").set({ payload }).where("id", "=", id).execute();
    const answer = await h.call("POST", `/leads/${id}/replies`, { as: sales, body: reply });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("This lead gave no e-mail address, so it cannot be answered by e-mail.");
    expect((await h.call("GET", `/leads/${id}`, { as: sales })).json().replyAddress).toBeNull();
    const mailLink = await h.call("POST", `/leads/${id}/contact-attempts`, { as: sales, body: { channel: "email" } });
    expect(mailLink.statusCode).toBe(400);
    expect(await replies(h)).toEqual([]);
    expect((await h.call("POST", "/leads/999999/replies", { as: sales, body: reply })).statusCode).toBe(404);
  });

  it("records a followed call, WhatsApp or mail link and how a call went, with its note", async () => {
    const { h, sales, id } = await setup(engine);
    for (const channel of ["whatsapp", "phone", "email"]) {
      const answer = await h.call("POST", `/leads/${id}/contact-attempts`, { as: sales, body: { channel } });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const logged = await h.call("POST", `/leads/${id}/contact-outcomes`, {
      as: sales,
      body: { channel: "phone", outcome: "no-answer", note: "  Try after 5 p.m.  " },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    await h.call("POST", `/leads/${id}/contact-outcomes`, {
      as: sales,
      body: { channel: "whatsapp", outcome: "reached" },
    });
    const bad = [
      ["contact-attempts", { channel: "fax" }, "channel"],
      ["contact-outcomes", { channel: "email", outcome: "reached" }, "channel"],
      ["contact-outcomes", { channel: "phone", outcome: "busy" }, "outcome"],
      ["contact-outcomes", { channel: "phone", outcome: "reached", note: "x".repeat(2001) }, "note"],
    ] as const;
    for (const [path, body, field] of bad) {
      const answer = await h.call("POST", `/leads/${id}/${path}`, { as: sales, body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe(field);
    }
    expect((await contactsOf(h, id, sales)).map(({ at: _at, ...event }: { at: number }) => event)).toEqual([
      { actor: MEMBER, kind: "contact", contact: { kind: "attempt", channel: "whatsapp" } },
      { actor: MEMBER, kind: "contact", contact: { kind: "attempt", channel: "phone" } },
      { actor: MEMBER, kind: "contact", contact: { kind: "attempt", channel: "email" } },
      {
        actor: MEMBER,
        kind: "contact",
        contact: { kind: "outcome", channel: "phone", outcome: "no-answer", note: "Try after 5 p.m." },
      },
      { actor: MEMBER, kind: "contact", contact: { kind: "outcome", channel: "whatsapp", outcome: "reached" } },
    ]);
    const audit = await h.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "like", "lead.contact.%")
      .orderBy("id")
      .execute();
    expect(audit.map(({ action }) => action)).toEqual([
      ...Array(3).fill("lead.contact.attempt"),
      ...Array(2).fill("lead.contact.outcome"),
    ]);
    expect(JSON.stringify(audit)).not.toContain("5 p.m.");

    const noPhone = JSON.stringify({ ...validRequestDemo, contactNumber: "-" });
    await h.db.updateTable("leads").set({ payload: noPhone }).where("id", "=", id).execute();
    const call = await h.call("POST", `/leads/${id}/contact-attempts`, { as: sales, body: { channel: "phone" } });
    expect(call.json()).toMatchObject({ error: "Refused", message: "This lead gave no phone number." });
  });

  it("stops the first-response clock with the first contact of each kind, and only the first", async () => {
    const firstContactOf = async (h: StaffHarness, id: number, as: TestMember) =>
      (await h.call("GET", `/leads/${id}`, { as })).json().firstContact;
    const contacts = [
      ["replies", reply, "reply"],
      ["contact-attempts", { channel: "email" }, "reply"],
      ["contact-attempts", { channel: "whatsapp" }, "call"],
      ["contact-outcomes", { channel: "phone", outcome: "no-answer" }, "call"],
    ] as const;
    for (const [path, body, kind] of contacts) {
      const { h, sales, id } = await setup(engine);
      expect(await firstContactOf(h, id, sales)).toBeNull();
      expect((await h.call("POST", `/leads/${id}/${path}`, { as: sales, body })).statusCode).toBe(200);
      const first = await firstContactOf(h, id, sales);
      expect(first, path).toMatchObject({ kind });
      // A second contact leaves the first one's time as it was.
      await h.call("POST", `/leads/${id}/contact-attempts`, { as: sales, body: { channel: "phone" } });
      expect(await firstContactOf(h, id, sales)).toEqual(first);
    }
  });

  it("moves a New lead to Contacted with its first reply, logged call or WhatsApp chat, never back", async () => {
    const statusOf = async (h: StaffHarness, id: number, as: TestMember) =>
      (await h.call("GET", `/leads/${id}`, { as })).json().status;
    const contacts = [
      ["replies", reply],
      ["contact-outcomes", { channel: "phone", outcome: "reached" }],
      ["contact-outcomes", { channel: "whatsapp", outcome: "left-message" }],
      ["contact-attempts", { channel: "whatsapp" }],
    ] as const;
    for (const [path, body] of contacts) {
      const { h, sales, id } = await setup(engine);
      expect(await statusOf(h, id, sales)).toBe("new");
      expect((await h.call("POST", `/leads/${id}/${path}`, { as: sales, body })).statusCode).toBe(200);
      expect(await statusOf(h, id, sales), path).toBe("contacted");
      const [change] = (await h.call("GET", `/leads/${id}`, { as: sales }))
        .json()
        .timeline.filter((event: { kind: string }) => event.kind === "status");
      expect(change).toMatchObject({ actor: FIRST_CONTACT_ACTOR, from: "new", to: "contacted" });
      // A status a person chose stays: a later contact never moves it.
      await h.call("POST", `/leads/${id}/status`, { as: sales, body: { status: "won" } });
      await h.call("POST", `/leads/${id}/contact-outcomes`, {
        as: sales,
        body: { channel: "phone", outcome: "reached" },
      });
      expect(await statusOf(h, id, sales)).toBe("won");
    }
  });

  it("lets sales and admins answer a lead, not support, and only with the session's CSRF token", async () => {
    const { h, sales, id } = await setup(engine);
    const admin = await h.member("admin@ikey.example", "admin");
    const support = await h.member("support@ikey.example", "support");
    const calls = [
      ["replies", reply],
      ["contact-attempts", { channel: "phone" }],
      ["contact-outcomes", { channel: "phone", outcome: "reached" }],
    ] as const;
    for (const [path, body] of calls) {
      expect((await h.call("POST", `/leads/${id}/${path}`, { as: support, body })).statusCode, path).toBe(403);
      expect((await h.call("POST", `/leads/${id}/${path}`, { as: sales, body, csrf: false })).statusCode).toBe(403);
      expect(
        (await h.call("POST", `/leads/${id}/${path}`, { as: sales, body, origin: "https://evil.example" })).statusCode,
      ).toBe(403);
      expect((await h.call("POST", `/leads/${id}/${path}`, { body })).statusCode).toBe(401);
      expect((await h.call("POST", `/leads/${id}/${path}`, { as: admin, body })).statusCode, path).toBe(200);
    }
    expect((await replies(h)).map((message) => message.fromName)).toEqual(["Admin at iKEY"]);
    expect((await contactsOf(h, id, admin)).map((event: { actor: string }) => event.actor)).toEqual(
      Array(3).fill("admin@ikey.example"),
    );
  });

  it("reaches the SMTP server from the site's address under the member's name, replying to the lead's history", async () => {
    const { h, sales, id } = await setup(engine);
    await h.call("POST", `/leads/${id}/replies`, { as: sales, body: { ...reply, subject: "Demo iKEY anda — esok?" } });
    const [queued] = await replies(h);
    const sink = await startSmtpSink();
    const smtp = createSmtpSender(sink.url, "iKEY Website <no-reply@ikey.example>");
    cleanup.push(async () => {
      smtp.close();
      await sink.close();
    });
    await smtp.send(queued as OutboxMessage, 7);
    const delivered = sink.delivered[0];
    expect(delivered?.to).toEqual([validRequestDemo.email]);
    const { headers, parts } = mimeParts(delivered?.source ?? "");
    expect(headers).toMatchObject({
      from: "Mei Ling Tan at iKEY <no-reply@ikey.example>",
      to: validRequestDemo.email,
      "reply-to": queued?.replyTo,
      "message-id": queued?.messageId,
    });
    expect(decodeHeader(headers.subject ?? "")).toBe("Demo iKEY anda — esok?");
    expect(headers).not.toHaveProperty("auto-submitted");
    expect(headers).not.toHaveProperty("bcc");
    expect(parts.map((part) => part.body.replace(/\r\n/g, "\n").trimEnd())).toEqual([reply.body]);
  });
});

describe("the mailer, for a reply's From name", () => {
  const message: OutboxMessage = { to: "a@b.example", replyTo: "c@d.example", subject: "s", text: "t" };
  const from = { name: "iKEY", address: "no-reply@ikey.example" };
  it("refuses a name that could start a header or carry a second address", () => {
    for (const fromName of [
      "Eve\r\nBcc: x@evil.example",
      'Eve" <x@evil.example>',
      "Eve, x@evil.example",
      "a".repeat(101),
    ]) {
      expect(() => checkedMail({ ...message, fromName }, from), fromName).toThrow(RefusedMail);
    }
    expect(checkedMail({ ...message, fromName: "Mei Ling Tan at iKEY" }, from).from).toEqual({
      name: "Mei Ling Tan at iKEY",
      address: "no-reply@ikey.example",
    });
    expect(checkedMail(message, from).from).toEqual(from);
  });
});

describe.each(engines)("migration 0020 on %s", (engine) => {
  it("keeps a lead's history as its kinds gain contact, and still refuses unknown kinds", async () => {
    const { database, drop } = await databaseBefore(engine, "0020-lead-replies");
    cleanup.push(drop);
    const db = database.db;
    const lead = await insertBareLead(db);
    const event = { lead_id: lead.id, at: 1, actor_id: null, actor: "sales@ikey.example", detail: "{}" };
    await db
      .insertInto("lead_events")
      .values({ ...event, kind: "note" })
      .execute();
    const history = await db.selectFrom("lead_events").selectAll().execute();

    expect(await migrateToLatest(db)).toEqual(["0020-lead-replies"]);
    expect(await db.selectFrom("lead_events").selectAll().execute()).toEqual(history);
    await db
      .insertInto("lead_events")
      .values({ ...event, kind: "contact" })
      .execute();
    await expect(
      db
        .insertInto("lead_events")
        .values({ ...event, kind: "fax" as "note" })
        .execute(),
    ).rejects.toThrow(/check/i);
    // Still its lead's: erasing the lead takes its history.
    await db.deleteFrom("leads").execute();
    expect(await db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});
