import { leadCallSettings } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { startSmtpSink } from "../../test-support/smtp-sink";
import { FIRST_CONTACT_ACTOR } from "../src/leads/lead-contacts";
import { createSmtpSender } from "../src/outbox/mailer";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { SITE, type StaffHarness, staffHarnessPerTest, type TestMember } from "./staff-harness";
import { engines } from "./test-app";

const harness = staffHarnessPerTest();
const site = parseSiteConfig({});
const [requestDemo] = leadKinds;
const MEMBER = "mei.ling_tan@ikey.example";
const MAIL_FROM = "iKEY Website <no-reply@ikey.example>";

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A sales member and a demo request (8 p.m.: no booking) from the page in `language`, with the listener on. */
async function setup(engine: (typeof engines)[number], language: "ms" | "zh", lead: Record<string, unknown> = {}) {
  const h = await harness(engine, { CONVERSATIONS_SMTP: "127.0.0.1:0" }, { leads: { max: 1000 } });
  const sales = await h.member(MEMBER, "sales");
  if (!requestDemo) throw new Error("no request-demo kind");
  const sent = await h.app.inject({
    method: "POST",
    url: `${requestDemo.path}?code=${encodeURIComponent(leadCallSettings(requestDemo, site).code)}`,
    headers: { "content-type": "application/json", referer: `${SITE}/${language}/request-demo` },
    payload: { ...validRequestDemo, appointmentTime: "20:00", ...lead },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id } = (await h.call("GET", "/leads", { as: sales })).json().leads[0];
  const port = h.app.inboundSmtpPort();
  if (!port) throw new Error("the conversations listener is not listening");
  // The outbox's e-mails as a mail program receives them: through a real SMTP server.
  const sink = await startSmtpSink();
  const sender = createSmtpSender(sink.url, MAIL_FROM);
  // A mail program of the lead's or the member's, sending to the site's MX: the listener.
  const client = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  cleanup.push(async () => {
    client.close();
    sender.close();
    await sink.close();
  });
  /** Delivers the latest queued e-mail matching `which`, and reads it as a mail program does. */
  const receive = async (which: (message: OutboxMessage) => boolean) => {
    const rows = await h.db.selectFrom("outbox").select(["id", "message"]).orderBy("id", "desc").execute();
    const row = rows.find((candidate) => which(JSON.parse(candidate.message) as OutboxMessage));
    if (!row) throw new Error("no such e-mail queued");
    await sender.send(JSON.parse(row.message) as OutboxMessage, Number(row.id));
    return simpleParser(sink.delivered.at(-1)?.source ?? "");
  };
  return { h, sales, id: id as number, client, receive };
}

const conversationOf = async (h: StaffHarness, id: number, as: TestMember) =>
  (await h.call("GET", `/leads/${id}/conversation`, { as })).json();
const leadOf = async (h: StaffHarness, id: number, as: TestMember) =>
  (await h.call("GET", `/leads/${id}`, { as })).json();
const addressesOf = (field: { value: { address?: string }[] } | { value: { address?: string }[] }[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((one) => one.address ?? ""));

describe.each(engines)("conversations both ways on %s", (engine) => {
  it("brings the lead's answer from their mail program into the history, threaded and folded, in Malay", async () => {
    const { h, sales, id, client, receive } = await setup(engine, "ms");
    const body = "Hai Aisyah,\n\nBoleh kita berbual esok pukul 3 petang?\n\nMei Ling";
    const replied = await h.call("POST", `/leads/${id}/replies`, {
      as: sales,
      body: { subject: "Demo iKEY anda", body },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const received = await receive((message) => message.to === validRequestDemo.email && !!message.fromName);
    // Whoever answers it, from any mail program, answers the lead's conversation address.
    const [replyTo] = addressesOf(received.replyTo);
    expect(replyTo).toMatch(new RegExp(`^lead-${id}-[0-9a-f]{32}@replies\\.ikey\\.example$`));
    expect(received.messageId).toMatch(new RegExp(`^<lead-${id}\\.[0-9a-f]{24}@replies\\.ikey\\.example>$`));

    const { id: memberId } = await h.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", MEMBER)
      .executeTakeFirstOrThrow();
    const assigned = await h.call("POST", `/leads/${id}/assignee`, {
      as: sales,
      body: { assigneeId: Number(memberId) },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const answer = "Terima kasih, Mei Ling. Esok pukul 3 petang sesuai untuk kami — sila hubungi 012-345 6789.";
    await client.sendMail({
      from: `Aisyah Rahman <${validRequestDemo.email}>`,
      to: replyTo,
      subject: `Re: ${received.subject}`,
      inReplyTo: received.messageId,
      references: received.messageId,
      text: `${answer}\n\nPada Sel, 1 Dis 2026 10:00, Mei Ling Tan at iKEY <no-reply@ikey.example> menulis:\n\nOn Tue, 1 Dec 2026 at 10:00, Mei Ling Tan at iKEY <no-reply@ikey.example> wrote:\n> Hai Aisyah,\n> Boleh kita berbual esok?\n`,
    });

    const conversation = await conversationOf(h, id, sales);
    expect(conversation.messages).toHaveLength(2);
    const [mine, theirs] = conversation.messages;
    expect(mine).toMatchObject({ side: "member", fromAddress: MEMBER, subject: "Demo iKEY anda", text: body });
    expect(theirs).toMatchObject({
      side: "lead",
      fromName: "Aisyah Rahman",
      fromAddress: validRequestDemo.email,
      subject: "Re: Demo iKEY anda",
      newText: expect.stringContaining(answer),
      answers: mine.id,
    });
    // The whole text is kept; the quote is what the page folds.
    expect(theirs.text).toContain("> Boleh kita berbual esok?");
    expect(theirs.newText).not.toContain("Boleh kita berbual esok?");
    expect(conversation.answeredAt).toBe(theirs.at);
    // Its assignee is told, with the answer's new words, and can reply from the mail program.
    const notices = (await h.db.selectFrom("outbox").select("message").execute())
      .map((row) => JSON.parse(row.message) as OutboxMessage)
      .filter((message) => message.to === MEMBER && message.subject.includes("answered"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      subject: "Aisyah Rahman answered: Re: Demo iKEY anda",
      replyTo: validRequestDemo.email,
      alsoReplyTo: replyTo,
      headers: { "Auto-Submitted": "auto-generated" },
    });
    expect(notices[0]?.text).toContain(answer);
    expect(notices[0]?.text).toContain(`${SITE}/staff/leads/${id}`);
    // The console's reply was the first contact: the lead is Contacted and its clock stopped.
    const lead = await leadOf(h, id, sales);
    expect(lead.status).toBe("contacted");
    expect(lead.firstContact).toMatchObject({ kind: "reply" });
  });

  it("keeps a member's answer to the sales notification, in Chinese, as the first contact", async () => {
    const { h, sales, id, client, receive } = await setup(engine, "zh", {
      name: "黄伟明",
      companyName: "明德补习中心",
    });
    expect((await leadOf(h, id, sales)).status).toBe("new");
    const notification = await receive((message) => message.to === "sales@ikey.example");
    // Answering it reaches the visitor and the lead's history both.
    const replyTo = addressesOf(notification.replyTo);
    expect(replyTo[0]).toBe(validRequestDemo.email);
    const history = replyTo[1] ?? "";
    expect(history).toMatch(new RegExp(`^lead-${id}-[0-9a-f]{32}@replies\\.ikey\\.example$`));

    const answer = "黄先生您好！谢谢您的咨询。请问星期三下午三点方便做演示吗？";
    await client.sendMail({
      from: `Mei Ling <${MEMBER.toUpperCase()}>`,
      to: replyTo.join(", "),
      subject: `回复：${notification.subject}`,
      inReplyTo: notification.messageId,
      text: `${answer}\n\n在 2026年12月1日 20:00，iKEY Website <no-reply@ikey.example> 写道：\n> A new demo request arrived from the iKEY website.\n`,
      // The visitor's copy goes to their own server; the site's MX gets the history's.
      envelope: { from: MEMBER, to: [history] },
    });
    const lead = await leadOf(h, id, sales);
    expect(lead.status).toBe("contacted");
    expect(lead.firstContact).toMatchObject({ kind: "reply" });
    expect(
      lead.timeline.filter((event: { kind: string }) => !["assignee", "received"].includes(event.kind)),
    ).toMatchObject([
      { kind: "contact", actor: MEMBER, contact: { kind: "reply", channel: "email" } },
      { kind: "status", actor: FIRST_CONTACT_ACTOR, from: "new", to: "contacted" },
    ]);

    // The visitor answers the member's e-mail, below their quote, in Chinese too.
    const reply = "星期三下午三点可以，谢谢！";
    await client.sendMail({
      from: `黄伟明 <${validRequestDemo.email}>`,
      to: history,
      subject: "回复：演示",
      text: `${reply}\n\n在 2026年12月1日 21:00，Mei Ling <${MEMBER}> 写道：\n> ${answer}\n`,
    });
    const { messages, answeredAt } = await conversationOf(h, id, sales);
    expect(messages.map((message: { side: string; newText: string }) => [message.side, message.newText])).toEqual([
      ["member", answer],
      ["lead", reply],
    ]);
    expect(messages[1].fromName).toBe("黄伟明");
    expect(answeredAt).toBe(messages[1].at);
  });
});
