import { business } from "@ikey/contracts/business";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import ICAL from "ical.js";
import nodeIcal, { type VEvent } from "node-ical";
import { afterEach, describe, expect, it } from "vitest";
import { validRequestDemo } from "../../test-support/lead-samples";
import { cancelledMails, confirmedMails, type DemoVisitor, type LinkedDemo } from "../src/demo-booking/booking-mail";
import { resetFeed } from "../src/demo-booking/demo-feed";
import { checkedMail } from "../src/outbox/mailer";
import type { OutboxMessage } from "../src/outbox/outbox-store";
import { createTestApp, type Engine, engines } from "./test-app";

/*
 * Every .ics this server writes, read by two parsers of their own (node-ical and ical.js), says what
 * was entered, whatever was entered (issue 48, finding 4): and a reader that splits lines as Python's
 * str.splitlines() does finds no property the server did not write.
 */

/** What str.splitlines() ends a line at. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls that end a line are what it splits on
const SPLITLINES = /\r\n|[\n\v\f\r\x1C-\x1E\u0085\u2028\u2029]/;
/** What no header or calendar text may hold: controls, line breaks of any kind, bidirectional overrides and isolates. */
const UNCLEAN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** The names of the properties a file's lines start, split as RFC 5545 has it (CRLF) or as splitlines() does. */
function propertyNames(ics: string, split: RegExp | string): string[] {
  return ics
    .split(split)
    .filter((line) => line !== "" && !/^[ \t]/.test(line))
    .map((line) => /^([A-Z][A-Z0-9-]*)[;:]/.exec(line)?.[1] ?? `not a property: ${JSON.stringify(line.slice(0, 40))}`);
}

interface ReadEvent {
  method: string | undefined;
  sequence: number;
  summary: string;
  description: string;
  location: string | null;
  attendees: { name: string; email: string }[];
  organizer: { name: string; email: string } | null;
}

const address = (value: unknown) => String(value).replace(/^mailto:/i, "");

function byNodeIcal(ics: string): ReadEvent[] {
  const parsed = nodeIcal.sync.parseICS(ics);
  const calendar = Object.values(parsed).find((entry) => entry?.type === "VCALENDAR") as
    | { method?: string }
    | undefined;
  const events = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === "VEVENT");
  return events.map((event) => {
    const person = (entry: unknown) => {
      const { params, val } = entry as { params: { CN: string }; val: string };
      return { name: params.CN, email: address(val) };
    };
    const attendees = event.attendee === undefined ? [] : [event.attendee].flat();
    return {
      method: calendar?.method ?? (parsed.vcalendar as { method?: string } | undefined)?.method,
      sequence: Number(event.sequence),
      summary: String(event.summary),
      description: String(event.description),
      location: event.location === undefined ? null : String(event.location),
      attendees: attendees.map(person),
      organizer: event.organizer ? person(event.organizer) : null,
    };
  });
}

function byIcalJs(ics: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((event) => {
    const person = (property: ICAL.Property) => ({
      name: String(property.getParameter("cn")),
      email: address(property.getFirstValue()),
    });
    const organizer = event.getFirstProperty("organizer");
    const method = calendar.getFirstPropertyValue("method");
    return {
      method: method === null ? undefined : String(method),
      sequence: Number(event.getFirstPropertyValue("sequence")),
      summary: String(event.getFirstPropertyValue("summary")),
      description: String(event.getFirstPropertyValue("description")),
      location: event.hasProperty("location") ? String(event.getFirstPropertyValue("location")) : null,
      attendees: event.getAllProperties("attendee").map(person),
      organizer: organizer ? person(organizer) : null,
    };
  });
}

/** The file's events as both parsers read them (the same), its lines as splitlines() reads them (the file's own). */
function read(ics: string | undefined): ReadEvent[] {
  const text = ics ?? "";
  const events = byIcalJs(text);
  expect(byNodeIcal(text)).toEqual(events);
  expect(propertyNames(text, SPLITLINES)).toEqual(propertyNames(text, "\r\n"));
  return events;
}

/** The properties an invitation holds, in order, whatever its texts. */
const INVITATION_PROPERTIES = [
  ...["BEGIN", "VERSION", "PRODID", "METHOD", "BEGIN", "UID", "SEQUENCE", "DTSTAMP", "DTSTART", "DTEND"],
  ...["SUMMARY", "LOCATION", "DESCRIPTION", "ORGANIZER", "ATTENDEE", "STATUS", "END", "END"],
];

/*
 * A visitor as a hostile client could have sent them, and as the database may still hold them from
 * before the contracts cleaned: NUL, bell, VT, FF, NEL, U+2028 and U+2029, bidirectional overrides
 * and isolates, CR/LF with properties after them, quotes, commas, semicolons, backslashes, a caret,
 * and a long line of multi-byte characters.
 */
const LONG = `${"陈".repeat(30)}${"😀".repeat(5)}`;
const HOSTILE_VISITOR: DemoVisitor = {
  name: 'Siti "Cikgu"\u202E nimA\u202C; Aminah\u0000\u0007 ^\r\nATTENDEE:mailto:evil@evil.example',
  companyName: `Tadika\u0000 Ceria\u0007\u000B\u000C\u0085URL:http://evil.example/\u2028ATTACH:http://evil.example/x.exe\u2029; Sdn, Bhd \\ ${LONG}\r\nATTENDEE:mailto:evil@evil.example`,
  email: "siti@ceria.example",
  contactNumber: "012\u0000-345\u2066 6789\u2069",
  language: "en",
};
/** What each text must read as: on one line (the summary), on several (the description), as a parameter (a name). */
const COMPANY_LINE = `Tadika Ceria URL:http://evil.example/ ATTACH:http://evil.example/x.exe ; Sdn, Bhd \\ ${LONG} ATTENDEE:mailto:evil@evil.example`;
const COMPANY_LINES = `Tadika Ceria\n\n\nURL:http://evil.example/\nATTACH:http://evil.example/x.exe\n; Sdn, Bhd \\ ${LONG}\nATTENDEE:mailto:evil@evil.example`;
const NAME_PARAMETER = "Siti 'Cikgu' nimA, Aminah  ATTENDEE:mailto:evil@evil.example";

const demo: LinkedDemo = {
  bookingId: 7,
  domain: "ikey.example",
  sequence: 0,
  startsAt: Date.parse("2026-12-01T10:30:00+08:00"),
  endsAt: Date.parse("2026-12-01T11:00:00+08:00"),
  now: Date.parse("2026-11-30T10:00:00+08:00"),
  leadId: 3,
  memberEmail: "sales1@ikey.example",
  memberName: "Mei Ling",
  memberLanguage: "en",
  consoleUrl: "http://localhost:3000/",
  visitorLink: "http://localhost:3000/demo-booking#token=x",
};

describe("an invitation's texts", () => {
  it.each([
    ["hostile", HOSTILE_VISITOR, COMPANY_LINE, COMPANY_LINES, "012-345 6789", NAME_PARAMETER],
    [
      "plain",
      {
        ...HOSTILE_VISITOR,
        name: "Nurul Huda binti Ahmad",
        companyName: "彩虹幼儿园 (Rainbow), Sdn. Bhd.",
        contactNumber: "+60 12-345 6789",
      },
      "彩虹幼儿园 (Rainbow), Sdn. Bhd.",
      "彩虹幼儿园 (Rainbow), Sdn. Bhd.",
      "+60 12-345 6789",
      "Nurul Huda binti Ahmad",
    ],
  ] as const)(
    "read the same in both parsers, as entered, in the REQUEST, a move's and the CANCEL (%s)",
    (_, visitor, line, lines, phone, name) => {
      const expected = (method: string, sequence: number) => ({
        method,
        sequence,
        summary: `iKEY demo: ${line}`,
        description: `A demo of iKEY for ${lines}, by phone on ${phone}. Questions: ${business.supportEmail}.`,
        location: `Phone call: ${phone}`,
        attendees: [{ name, email: visitor.email }],
        organizer: { name: "Mei Ling (iKEY)", email: demo.memberEmail },
      });
      const booked = confirmedMails(visitor, demo);
      const moved = confirmedMails(visitor, { ...demo, sequence: 2 }, { kind: "moved", was: demo.startsAt });
      const cancelled = cancelledMails(visitor, { ...demo, sequence: 3 });
      for (const [mails, method, sequence] of [
        [booked, "REQUEST", 0],
        [moved, "REQUEST", 2],
        [cancelled, "CANCEL", 3],
      ] as const) {
        const [toVisitor, toMember] = mails;
        expect(toMember?.calendar).toEqual(toVisitor?.calendar);
        expect(read(toVisitor?.calendar?.content)).toEqual([expected(method, sequence)]);
        expect(propertyNames(toVisitor?.calendar?.content ?? "", "\r\n")).toEqual(INVITATION_PROPERTIES);
      }
    },
  );

  it.each([
    [
      "ms",
      "Demo iKEY: Tadika Ceria",
      "Demo iKEY untuk Tadika Ceria melalui panggilan telefon ke nombor 012-345 6789.",
      "Panggilan telefon: 012-345 6789",
      "ms",
    ],
    [
      "zh",
      "iKEY 演示：Tadika Ceria",
      "Tadika Ceria 的 iKEY 演示，将通过电话 012-345 6789 进行。",
      "电话：012-345 6789",
      "zh-Hans",
    ],
  ] as const)(
    "are in the visitor's language (%s), as are the e-mails' Content-Language",
    (language, title, said, where, tag) => {
      const visitor = {
        ...HOSTILE_VISITOR,
        name: "Siti",
        companyName: "Tadika Ceria",
        contactNumber: "012-345 6789",
        language,
      };
      const [toVisitor] = confirmedMails(visitor, demo);
      const [event] = read(toVisitor?.calendar?.content);
      expect([event?.summary, event?.location]).toEqual([title, where]);
      expect(event?.description).toContain(said);
      expect(toVisitor?.headers?.["Content-Language"]).toBe(tag);
    },
  );

  it("never put a control character or line break in a Subject header, whatever the stored text holds", () => {
    const sender = { name: "iKEY", address: "noreply@ikey.example" };
    const mails = [...confirmedMails(HOSTILE_VISITOR, demo), ...cancelledMails(HOSTILE_VISITOR, demo)];
    for (const mail of mails) expect(checkedMail(mail, sender).subject).not.toMatch(UNCLEAN);
    expect(checkedMail(mails[1] as OutboxMessage, sender).subject).toMatch(
      /^Demo booked: Tadika Ceria URL:http:\/\/evil\.example\/ ATTACH:http:\/\/evil\.example\/x\.exe ; Sdn, Bhd \\ 陈+😀+ ATTENDEE:mailto:evil@evil\.example, /u,
    );
  });
});

const site = parseSiteConfig({});
const MONDAY_MORNING = Date.parse("2026-11-30T10:00:00+08:00");
const LINK = /http:\/\/localhost:3000\/demo-booking#token=([\w-]{43})\n/;

let harness: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function mailsAfter(id: number): Promise<(OutboxMessage & { id: number })[]> {
  const rows =
    (await harness?.database.db
      .selectFrom("outbox")
      .select(["id", "message"])
      .where("id", ">", id)
      .where("demo_booking_id", "is", null)
      .orderBy("id")
      .execute()) ?? [];
  return rows.map((row) => ({ ...(JSON.parse(row.message) as OutboxMessage), id: Number(row.id) }));
}

describe.each(engines)("a demo booked with hostile text on %s", (engine: Engine) => {
  it("is stored clean, mailed with clean subjects, and every invitation and the feed read as it was stored", async () => {
    harness = await createTestApp({}, { engine, clock: () => MONDAY_MORNING });
    const db = harness.database.db;
    await db
      .insertInto("staff")
      .values({ email: "sales1@ikey.example", role: "sales", status: "active", created_at: MONDAY_MORNING })
      .execute();
    const booked = await harness.app.inject({
      method: "POST",
      url: `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`,
      headers: { "user-agent": "Mozilla/5.0\u0085URL:x \u009B" },
      payload: {
        ...validRequestDemo,
        name: HOSTILE_VISITOR.name,
        companyName: HOSTILE_VISITOR.companyName,
        contactNumber: HOSTILE_VISITOR.contactNumber,
        appointmentDate: "2026-12-01",
        appointmentTime: "10:30",
      },
    });
    expect(booked.json().booking, booked.body).toEqual({ status: "confirmed" });

    // Stored clean: a request's fields are one line each; the User-Agent too.
    const lead = await db.selectFrom("leads").select(["payload", "user_agent"]).executeTakeFirstOrThrow();
    expect(JSON.parse(lead.payload)).toMatchObject({
      name: 'Siti "Cikgu" nimA; Aminah ^ ATTENDEE:mailto:evil@evil.example',
      companyName: COMPANY_LINE,
      contactNumber: "012-345 6789",
    });
    expect(lead.user_agent).toBe("Mozilla/5.0 URL:x ");

    const expected = (method: string, sequence: number, summary = `iKEY demo: ${COMPANY_LINE}`) => ({
      method,
      sequence,
      summary,
      description: `A demo of iKEY for ${COMPANY_LINE}, by phone on 012-345 6789. Questions: ${business.supportEmail}.`,
      location: "Phone call: 012-345 6789",
      attendees: [{ name: NAME_PARAMETER, email: validRequestDemo.email }],
      organizer: { name: "iKEY", email: "sales1@ikey.example" },
    });
    const confirmation = await mailsAfter(0);
    const invited = confirmation.filter((mail) => mail.calendar);
    expect(invited.map((mail) => mail.to)).toEqual([validRequestDemo.email, "sales1@ikey.example"]);
    for (const mail of confirmation) expect(mail.subject, mail.to).not.toMatch(UNCLEAN);
    expect(read(invited[0]?.calendar?.content)).toEqual([expected("REQUEST", 0)]);
    const token = LINK.exec(invited[0]?.text ?? "")?.[1] ?? "";

    const moved = await harness.app.inject({
      method: "POST",
      url: "/api/demo-booking/move",
      payload: { token, date: "2026-12-02", time: "11:00" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await mailsAfter(confirmation.at(-1)?.id ?? 0);
    for (const mail of afterMove) expect(mail.subject, mail.to).not.toMatch(UNCLEAN);
    expect(read(afterMove[0]?.calendar?.content)).toEqual([expected("REQUEST", 1)]);

    // The member's feed, from the lead as stored, and from one stored before the contracts cleaned.
    const member = await db.selectFrom("staff").select(["id", "email"]).executeTakeFirstOrThrow();
    const feedToken = await resetFeed(
      db,
      { id: Number(member.id), email: member.email, clientHash: "c" },
      MONDAY_MORNING,
    );
    const feed = async () => (await harness?.app.inject({ url: `/api/demo-calendar/${feedToken}.ics` }))?.body;
    const leadUrl = "http://localhost:3000/staff/leads/1";
    const feedEvent = (name: string, company: string, companyLines: string, phone: string) => ({
      method: undefined,
      sequence: 1,
      summary: `iKEY demo: ${company}`,
      description: `Name: ${name}\nCentre: ${companyLines}\nPhone: ${phone}\nLead: ${leadUrl}`,
      location: null,
      attendees: [],
      organizer: null,
    });
    expect(read(await feed())).toEqual([
      feedEvent(
        'Siti "Cikgu" nimA; Aminah ^ ATTENDEE:mailto:evil@evil.example',
        COMPANY_LINE,
        COMPANY_LINE,
        "012-345 6789",
      ),
    ]);
    const { name, companyName, contactNumber } = HOSTILE_VISITOR;
    const raw = { ...validRequestDemo, name, companyName, contactNumber };
    await db
      .updateTable("leads")
      .set({ payload: JSON.stringify(raw) })
      .execute();
    expect(read(await feed())).toEqual([
      feedEvent(
        'Siti "Cikgu" nimA; Aminah ^\nATTENDEE:mailto:evil@evil.example',
        COMPANY_LINE,
        COMPANY_LINES,
        "012-345 6789",
      ),
    ]);

    const cancelled = await harness.app.inject({ method: "POST", url: "/api/demo-booking/cancel", payload: { token } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await mailsAfter(afterMove.at(-1)?.id ?? 0);
    expect(afterCancel.filter((mail) => mail.calendar)).toHaveLength(2);
    // Built from the unclean lead, its subjects are cleaned by the mailer, which every message passes.
    const sender = { name: "iKEY", address: "noreply@ikey.example" };
    for (const mail of afterCancel) expect(checkedMail(mail, sender).subject, mail.to).not.toMatch(UNCLEAN);
    // The stored lead now holds what a hostile client sent before the contracts cleaned it: the CANCEL reads clean.
    expect(read(afterCancel[0]?.calendar?.content)).toEqual([
      {
        ...expected("CANCEL", 2),
        description: `A demo of iKEY for ${COMPANY_LINES}, by phone on 012-345 6789. Questions: ${business.supportEmail}.`,
      },
    ]);
  });
});
