import { business } from "@ikey/contracts/business";
import { LANGUAGES, type Language, languageInfo } from "@ikey/contracts/languages";
import { type LeadKind, leadCallSettings, leadColumns } from "@ikey/contracts/lead-kind";
import { leadKinds } from "@ikey/contracts/leads";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import { HtmlValidate } from "html-validate";
import { afterEach, describe, expect, it } from "vitest";
import { validCampaignApplication, validCentreSignUp, validRequestDemo } from "../../test-support/lead-samples";
import { decodeHeader, mimeParts } from "../../test-support/mime-parts";
import { startSmtpSink } from "../../test-support/smtp-sink";
import { claimAutoReply } from "../src/leads/auto-reply-throttle";
import { sentCopy } from "../src/leads/sent-copy";
import { formTitle } from "../src/outbox/form-titles";
import { createSmtpSender } from "../src/outbox/mailer";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { HOUR_MS } from "../src/time";
import { twoOutboxInstances } from "./outbox-instances";
import { createTestApp, type Engine, engines, freshDatabase } from "./test-app";

const site = parseSiteConfig({});
// Friday 4 December 2026, 9:30 p.m. in Penang: the office opens again on Monday the 7th at 9.
const FRIDAY_NIGHT = Date.parse("2026-12-04T21:30:00+08:00");
// Tuesday 1 December 2026, 11 a.m.: the office is open.
const TUESDAY_MORNING = Date.parse("2026-12-01T11:00:00+08:00");
const SALES = "sales@ikey.example";

const samples: Record<string, Record<string, string>> = {
  "request-demo": validRequestDemo,
  "centre-sign-up": validCentreSignUp,
  "campaign-application": validCampaignApplication,
};

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function start(engine: Engine, { now = FRIDAY_NIGHT, env = {} as Record<string, string>, members = 0 } = {}) {
  let clock = now;
  const harness = await createTestApp(env, { engine, clock: () => clock, limits: { leads: { max: 1_000 } } });
  cleanup.push(harness.close);
  for (let index = 1; index <= members; index++) {
    await harness.database.db
      .insertInto("staff")
      .values({ email: `sales${index}@ikey.example`, role: "sales", status: "active", created_at: now })
      .execute();
  }
  const post = (kind: LeadKind, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: "POST",
      url: `${kind.path}?code=${encodeURIComponent(leadCallSettings(kind, site).code)}`,
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify({ ...samples[kind.name], ...fields }),
    });
  /** The e-mails queued to go at once (a demo's reminders wait), oldest first. */
  const mails = async (): Promise<OutboxMessage[]> => {
    const rows = await harness.database.db
      .selectFrom("outbox")
      .select("message")
      .whereRef("next_attempt_at", "=", "created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => JSON.parse(row.message) as OutboxMessage);
  };
  const toVisitors = async () => (await mails()).filter((mail) => mail.to !== SALES);
  const toSales = async () => (await mails()).filter((mail) => mail.to === SALES);
  return { harness, post, toVisitors, toSales, advance: (ms: number) => (clock += ms) };
}

const [requestDemo, centreSignUp, campaignApplication] = leadKinds;

/** What each language calls things in the reply, and says of Friday night. */
const expected: Record<
  Language,
  {
    subjects: Record<string, string>;
    greeting: string;
    heading: string;
    closed: string;
    /** Between a label and its value in the copy: Chinese takes a full-width colon, no space. */
    colon: string;
    choices: Record<string, string>;
  }
> = {
  en: {
    subjects: {
      "request-demo": "We have your demo request",
      "centre-sign-up": "We have your iKEY centre sign-up",
      "campaign-application": "We have your RHB campaign application",
    },
    greeting: "Dear ",
    heading: "What you sent us",
    closed: "You will hear from us from 9:00 am on Monday, 7 December 2026.",
    colon: ": ",
    choices: {},
  },
  ms: {
    subjects: {
      "request-demo": "Kami telah menerima permintaan demo anda",
      "centre-sign-up": "Kami telah menerima pendaftaran pusat iKEY anda",
      "campaign-application": "Kami telah menerima permohonan kempen RHB anda",
    },
    greeting: "Salam sejahtera ",
    heading: "Maklumat yang anda hantar kepada kami",
    closed: "Kami akan menghubungi anda mulai 9:00 pagi, Isnin, 7 Disember 2026.",
    colon: ": ",
    choices: { Yes: "Ya", No: "Tidak", Female: "Perempuan", Malaysian: "Warganegara Malaysia" },
  },
  zh: {
    subjects: {
      "request-demo": "我们已收到您的演示申请",
      "centre-sign-up": "我们已收到您的 iKEY 中心注册申请",
      "campaign-application": "我们已收到您的 RHB 活动申请",
    },
    greeting: "，您好：",
    heading: "您提交的资料",
    closed: "我们将于 2026年12月7日星期一 上午9:00 起与您联系。",
    colon: "：",
    choices: { Yes: "是", No: "否", Female: "女", Malaysian: "马来西亚公民" },
  },
};

describe.each(engines)("the automatic reply on %s", (engine) => {
  it("answers every lead once, in its page's language, with next steps, when, a copy and the contacts", async () => {
    const { post, toVisitors, toSales } = await start(engine);
    for (const kind of leadKinds) {
      for (const language of LANGUAGES) {
        const email = `${kind.name}.${language}@ceria.example`;
        const response = await post(kind, { email }, language === "en" ? {} : { "content-language": language });
        expect(response.statusCode, `${kind.name} ${language}`).toBe(201);
        const replies = (await toVisitors()).filter((mail) => mail.to === email);
        expect(replies, `${kind.name} ${language}`).toHaveLength(1);
        const [reply] = replies as [OutboxMessage];
        const words = expected[language];
        expect(reply).toMatchObject({ replyTo: business.supportEmail, subject: words.subjects[kind.name] });
        expect(reply.headers).toMatchObject({ "Auto-Submitted": "auto-generated" });
        expect(reply.text).toContain(words.greeting);
        expect(reply.text).toContain(words.closed);
        expect(reply.text).toContain(business.supportEmail);
        expect(reply.text).toContain(`+${business.whatsappNumber}`);
        expect(reply.html).toContain(`href="https://wa.me/${business.whatsappNumber}"`);
        expect(reply.html).toContain(`href="mailto:${business.supportEmail}"`);
        expect(reply.html).toContain(`<html lang="${languageInfo[language].htmlLang}">`);
        // The copy: every field sent, under a label in words, its value in the visitor's words where it is a choice.
        const copy = reply.text.slice(reply.text.indexOf(words.heading));
        expect(copy, `${kind.name} ${language}: the copy's heading`).not.toBe("");
        for (const [field, value] of Object.entries({ ...samples[kind.name], email })) {
          if (value === "") continue;
          const shown = words.choices[value] ?? value;
          const line = copy.split("\n").find((candidate) => candidate.endsWith(`${words.colon}${shown}`));
          expect(line, `${kind.name} ${language} ${field}`).toBeDefined();
          expect(
            line?.startsWith(`${field}${words.colon.trim()}`),
            `${kind.name} ${language} ${field} has a label`,
          ).toBe(false);
        }
      }
    }
    expect(await toSales()).toHaveLength(leadKinds.length * LANGUAGES.length);
  });

  it("says the team is at work within the business hours", async () => {
    const { post, toVisitors } = await start(engine, { now: TUESDAY_MORNING });
    await post(centreSignUp);
    const [reply] = await toVisitors();
    expect(reply?.text).toContain("Our team is at work now");
    expect(reply?.text).not.toContain("You will hear from us from");
  });

  it("sends none for a lead the honeypot catches, which leaves the address its reply", async () => {
    const { post, toVisitors } = await start(engine);
    expect((await post(campaignApplication, { [HONEYPOT_FIELD]: "buy now" })).statusCode).toBe(201);
    expect(await toVisitors()).toEqual([]);
    await post(campaignApplication);
    expect((await toVisitors()).map((mail) => mail.to)).toEqual([validCampaignApplication.email]);
  });

  it("sends an address at most one an hour, whatever its case, while every lead is kept", async () => {
    const { harness, post, toVisitors, toSales, advance } = await start(engine);
    await post(requestDemo, { email: "aisyah@ceria.example" });
    advance(HOUR_MS - 1);
    await post(centreSignUp, { email: "Aisyah@Ceria.EXAMPLE" });
    expect(await toVisitors()).toHaveLength(1);
    advance(1);
    await post(campaignApplication, { email: "AISYAH@ceria.example" });
    expect((await toVisitors()).map((mail) => mail.to)).toEqual(["aisyah@ceria.example", "AISYAH@ceria.example"]);
    expect(await toSales()).toHaveLength(3);
    expect(await harness.database.db.selectFrom("leads").select("id").execute()).toHaveLength(3);
  });

  it("gives the hour to one of two transactions that claim it at once, the other waiting for it", async () => {
    const { harness } = await start(engine);
    const db = harness.database.db;
    let claimed = () => {};
    let release = () => {};
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first claims and keeps its transaction open; the second claims meanwhile.
    const first = db.transaction().execute(async (trx) => {
      const won = await claimAutoReply(trx, "address", FRIDAY_NIGHT);
      claimed();
      await held;
      return won;
    });
    await firstClaimed;
    let secondDone = false;
    const second = db
      .transaction()
      .execute((trx) => claimAutoReply(trx, "address", FRIDAY_NIGHT + 1))
      .finally(() => {
        secondDone = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(secondDone, "the second waits for the first to end").toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    const rows = await db.selectFrom("auto_replies").selectAll().execute();
    expect(rows.map((row) => Number(row.sent_at))).toEqual([FRIDAY_NIGHT]);
  });

  it("sends one for ten leads from one address at once", async () => {
    const { harness, post, toVisitors } = await start(engine);
    // A first lead from elsewhere, so the ten find everything loaded and run side by side.
    await post(centreSignUp, { email: "warm-up@ceria.example" });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => post(centreSignUp, { fullName: `Applicant ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(await harness.database.db.selectFrom("leads").select("id").execute()).toHaveLength(11);
    expect((await toVisitors()).filter((mail) => mail.to === validCentreSignUp.email)).toHaveLength(1);
  });

  it("makes a booked demo's confirmation the reply: one e-mail, with the copy, the contacts and the next steps", async () => {
    const { post, toVisitors } = await start(engine, { now: TUESDAY_MORNING, members: 1 });
    const booked = await post(
      requestDemo,
      { appointmentDate: "2026-12-02", appointmentTime: "10:30" },
      { "content-language": "ms" },
    );
    expect(booked.json().booking).toEqual({ status: "confirmed" });
    const visitor = (await toVisitors()).filter((mail) => mail.to === validRequestDemo.email);
    expect(visitor).toHaveLength(1);
    const [confirmation] = visitor as [OutboxMessage];
    expect(confirmation.subject).toMatch(/^Demo iKEY anda telah ditempah/);
    expect(confirmation.calendar?.method).toBe("REQUEST");
    for (const part of [confirmation.text, confirmation.html ?? ""]) {
      expect(part).toContain("Maklumat yang anda hantar kepada kami");
      expect(part).toContain(validRequestDemo.companyName);
      expect(part).toContain(business.supportEmail);
      expect(part).toContain(`+${business.whatsappNumber}`);
      expect(part).toContain("/ms/demo-booking#token=");
    }
    // It used the address's hour: a sign-up from the same address just after gets no second e-mail.
    await post(centreSignUp, { email: validRequestDemo.email });
    expect((await toVisitors()).filter((mail) => mail.to === validRequestDemo.email)).toHaveLength(1);
  });

  it("is committed with its lead: a server stopped before sending leaves it to the next, which sends it once", async () => {
    const data = await freshDatabase(engine, { migrated: true });
    cleanup.push(data.drop);
    const first = await start(engine, { env: data.env });
    expect((await first.post(centreSignUp)).statusCode).toBe(201);
    // Stopped between the commit and any send: its background jobs are off, so nothing went out.
    await first.harness.app.close();

    const { sink, workers } = await twoOutboxInstances(first.harness.config.database, () => FRIDAY_NIGHT, cleanup);
    for (let pass = 0; pass < 2; pass++) await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sink.delivered.map((mail) => mail.to).sort()).toEqual([[validCentreSignUp.email], [SALES]]);
  });

  it("goes out as plain text and self-contained HTML, with no List-Unsubscribe, and checked headers", async () => {
    const { post, toVisitors } = await start(engine);
    // A name with HTML's own characters: the HTML shows them as text.
    const businessName = `Tadika <b>"Ceria"</b> & Co`;
    await post(centreSignUp, { businessName }, { "content-language": "zh" });
    const [reply] = await toVisitors();
    const sink = await startSmtpSink();
    const smtp = createSmtpSender(sink.url, "iKEY Website <no-reply@ikey.example>");
    cleanup.push(async () => {
      smtp.close();
      await sink.close();
    });
    await smtp.send(reply as OutboxMessage, 41);
    const { headers, parts } = mimeParts(sink.delivered[0]?.source ?? "");

    expect(headers).toMatchObject({
      from: "iKEY Website <no-reply@ikey.example>",
      to: validCentreSignUp.email,
      "reply-to": business.supportEmail,
      "message-id": "<outbox-41@ikey.example>",
      "auto-submitted": "auto-generated",
      "content-language": "zh-Hans",
      "mime-version": "1.0",
    });
    expect(decodeHeader(headers.subject ?? "")).toBe("我们已收到您的 iKEY 中心注册申请");
    expect(headers.date).toBeTruthy();
    expect(headers).not.toHaveProperty("list-unsubscribe");
    expect(headers["content-type"]).toMatch(/^multipart\/alternative;/);

    expect(parts.map((part) => part.headers["content-type"]?.split(";")[0])).toEqual(["text/plain", "text/html"]);
    const [text, html] = parts.map((part) => part.body) as [string, string];
    expect(parts[0]?.headers["content-type"]).toContain("charset=utf-8");
    for (const words of ["您好", "您提交的资料", "马来西亚公民", business.supportEmail]) {
      expect(text, words).toContain(words);
      expect(html, words).toContain(words);
    }
    expect(text).toContain(businessName);
    expect(html).toContain("Tadika &lt;b&gt;&quot;Ceria&quot;&lt;/b&gt; &amp; Co");
    // Nothing to load: no image, script, stylesheet, frame or background; links only to mail and the web.
    expect(html).not.toMatch(/<(img|script|link|iframe|object|embed|style)\b|\bsrc=|url\(/i);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(mailto:|https:\/\/)/);
    // Valid HTML by html-validate's recommended rules, less the one against inline styles: the one
    // place every mail program reads a style.
    const validator = new HtmlValidate({
      extends: ["html-validate:recommended"],
      rules: { "no-inline-style": "off" },
    });
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });
});

describe("the copy of what was sent", () => {
  it("labels every field of every form in every language in words", () => {
    for (const kind of leadKinds) {
      const fields = leadColumns(kind);
      const everything = Object.fromEntries(fields.map((field) => [field, "x"]));
      for (const language of LANGUAGES) {
        const copy = sentCopy(kind, everything, language);
        const labels = "rows" in copy ? copy.rows.map(([label]) => label) : [];
        expect(labels, `${kind.name} ${language}`).toHaveLength(fields.length);
        for (const [index, field] of fields.entries())
          expect(labels[index], `${kind.name} ${language}`).not.toBe(field);
      }
    }
  });

  it("shows a Chinese name the sign-up joined as it is written, family name first without a space", () => {
    const copy = sentCopy(centreSignUp, { ...validCentreSignUp, fullName: "伟明 黄" }, "zh");
    expect("rows" in copy && copy.rows[0]).toEqual(["姓名", "黄伟明"]);
  });
});

describe("a form's title in a member's e-mail", () => {
  it("is in the member's language for every form, never the English title", () => {
    for (const kind of leadKinds) {
      expect(formTitle(kind, "en")).toBe(kind.title);
      for (const language of ["ms", "zh"] as const) expect(formTitle(kind, language), kind.name).not.toBe(kind.title);
    }
  });
});
