// The records the fuzzed routes act on, made as people make them: two demos booked through the
// Request a Demo form (one for the console's calls, one for the visitor's link), a lead to erase,
// a member's calendar feed, an incident and its subscriber, and a day off.
// Each route's valid request (route-requests.ts) names them, so that a hostile value in one
// parameter reaches the code behind the others' checks.

import { ATTESTATION_CHALLENGE_PATH } from "@ikey/contracts/attestation";
import { parseSiteConfig } from "@ikey/contracts/site-config";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import sharp from "sharp";
import { validCentreSignUp, validRequestDemo } from "../lead-samples";
import { callJson, expectOk, type FuzzMembers, type FuzzServer, outboxTexts } from "./fuzz-site";

export interface FuzzRecords {
  /** Today in Malaysia, "YYYY-MM-DD". */
  readonly today: string;
  /** A day with free demo slots, and two of its free times nobody holds, for valid moves. */
  readonly freeDay: string;
  readonly freeTimes: readonly [string, string];
  readonly codes: { readonly requestDemo: string; readonly signUp: string; readonly campaign: string };
  /** The console's demo (and its lead), and the demo whose visitor link the fuzz holds. */
  readonly consoleDemo: { readonly id: number; readonly leadId: number; readonly time: string };
  readonly visitorToken: string;
  readonly eraseLeadId: number;
  /** The sales member's console notice of a lead the admin handed them. */
  readonly noticeId: number;
  readonly feed: string;
  readonly incidentId: number;
  /**
   * A published announcement and a help article's draft of the console's (docs/decisions/0045-cms.md),
   * and the token of a preview link to the announcement.
   */
  readonly cms: {
    readonly announcement: { readonly id: number; readonly slug: string; readonly revision: number };
    readonly helpArticle: { readonly id: number };
    readonly previewToken: string;
    /** The version of English's live search index, which the announcement is in (server/src/cms/cms-search.ts). */
    readonly searchVersion: string;
  };
  /** A picture's file, uploaded by the admin, and the name of one of its variants under /media. */
  readonly picture: { readonly file: Buffer; readonly variant: string };
  /** A status subscriber's confirmation token (they have confirmed), and the unsubscribe token an update sent them. */
  readonly subscriberTokens: { readonly confirm: string; readonly unsubscribe: string };
  readonly dayOff: string;
  /** The booking rules and the sales member's hours as they are: the routes that set them set them again. */
  readonly rules: Readonly<Record<string, unknown>>;
  readonly salesHours: { readonly takesDemos: boolean; readonly weeklyHours: unknown; readonly dailyMaximum: number };
  /**
   * Challenges solved as a browser solves them, when the server attests: one the hostile values are
   * tried with (trying spends it), and one kept for the exchange's valid request.
   */
  readonly attestation: { readonly tried: SolvedChallenge; readonly fresh: SolvedChallenge } | null;
}

const site = parseSiteConfig({});

/** Today in Malaysia (UTC+8). */
const malaysiaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The first day from today with at least four free demo times, and those times. */
async function freeDayWithTimes(origin: string): Promise<{ day: string; times: string[] }> {
  let date = malaysiaToday();
  for (let tries = 0; tries < 30; tries++) {
    const answer = await expectOk(callJson(origin, "GET", `/api/demo-slots?date=${date}`), "reading free slots");
    const slots = (answer.slots as { time: string }[]).map((slot) => slot.time);
    if (slots.length >= 4) return { day: date, times: slots };
    if (typeof answer.nextDate !== "string") break;
    date = answer.nextDate === date ? nextDay(date) : answer.nextDate;
  }
  throw new Error("no day with four free demo times: does a sales member take demos?");
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Books a demo through the public form; answers the lead's id. */
async function bookThroughForm(server: FuzzServer, members: FuzzMembers, email: string, date: string, time: string) {
  const booked = await expectOk(
    callJson(server.origin, "POST", `/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`, {
      body: { ...validRequestDemo, email, appointmentDate: date, appointmentTime: time },
    }),
    "booking a demo",
  );
  if ((booked.booking as { status?: string } | undefined)?.status !== "confirmed") {
    throw new Error(`the demo at ${date} ${time} was not booked: ${JSON.stringify(booked)}`);
  }
  const list = await expectOk(
    callJson(server.origin, "GET", `/staff/api/leads?q=${encodeURIComponent(email)}`, { as: members.admin }),
    "finding the lead",
  );
  const lead = (list.leads as { id: number; email: string }[]).find((candidate) => candidate.email === email);
  if (!lead) throw new Error(`no lead for ${email}`);
  return lead.id;
}

/** The first match of `pattern` in the outbox's e-mails to `to`, newest first. */
function fromOutbox(server: FuzzServer, to: string, pattern: RegExp): string {
  for (const text of outboxTexts(server.database)) {
    const message = JSON.parse(text) as { to?: unknown; text?: string };
    if (!JSON.stringify(message.to ?? "").includes(to)) continue;
    const match = pattern.exec(message.text ?? "");
    if (match?.[1]) return match[1];
  }
  throw new Error(`no e-mail to ${to} matches ${pattern}`);
}

interface SolvedChallenge {
  readonly challenge: Challenge;
  readonly solution: { readonly counter: number; readonly derivedKey: string };
}

async function challengePair(origin: string): Promise<FuzzRecords["attestation"]> {
  const tried = await solvedChallenge(origin);
  const fresh = await solvedChallenge(origin);
  return tried && fresh ? { tried, fresh } : null;
}

/** A fresh challenge and its solution, or null when the server has no attestation configured. */
async function solvedChallenge(origin: string): Promise<SolvedChallenge | null> {
  const answer = await callJson(origin, "GET", ATTESTATION_CHALLENGE_PATH);
  if (answer.status === 404) return null;
  const challenge = answer.json as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the attestation challenge has no solution");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** An announcement published in English, and a help article with nothing written yet. */
async function consoleItems(origin: string, members: FuzzMembers): Promise<FuzzRecords["cms"]> {
  const as = members.admin;
  const created = await expectOk(
    callJson(origin, "POST", "/staff/api/cms/announcements", { body: {}, as }),
    "creating an announcement",
  );
  const id = (created.item as { id: number }).id;
  const slug = "fuzz-announcement";
  const words = {
    title: "Fuzz",
    summary: "A post for the fuzz.",
    body: "Words.",
    slug,
    audience: null,
    baseVersion: 0,
  };
  await expectOk(
    callJson(origin, "PUT", `/staff/api/cms/announcements/${id}/texts/en`, { body: words, as }),
    "saving an announcement",
  );
  await expectOk(
    callJson(origin, "POST", `/staff/api/cms/announcements/${id}/texts/en/publish`, { body: {}, as }),
    "publishing an announcement",
  );
  const history = await expectOk(
    callJson(origin, "GET", `/staff/api/cms/announcements/${id}/texts/en/revisions`, { as }),
    "reading an announcement's revisions",
  );
  const revision = (history.revisions as { id: number }[])[0]?.id ?? 0;
  const article = await expectOk(
    callJson(origin, "POST", "/staff/api/cms/help-articles", { body: { audience: "parents" }, as }),
    "creating a help article",
  );
  const link = await expectOk(
    callJson(origin, "POST", `/staff/api/cms/announcements/${id}/texts/en/preview-link`, { body: {}, as }),
    "making a preview link",
  );
  const previewToken = String(link.url).slice(String(link.url).lastIndexOf("/") + 1);
  return {
    announcement: { id, slug, revision },
    helpArticle: { id: (article.item as { id: number }).id },
    previewToken,
    searchVersion: await searchVersion(origin),
  };
}

/** The version of English's live search index, once the server has built it (it looks every 2 s). */
async function searchVersion(origin: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const { bundle } = (await expectOk(callJson(origin, "GET", "/_cms-search/en/current.json"), "reading search")) as {
      bundle: string | null;
    };
    const version = /\/([0-9a-f]{16})\/$/.exec(bundle ?? "")?.[1];
    if (version) return version;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server built no search index of the published announcement");
}

/** A picture uploaded as the editor uploads one: its file, and its narrowest WebP's name. */
async function uploadedPicture(origin: string, members: FuzzMembers): Promise<FuzzRecords["picture"]> {
  const file = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const response = await fetch(`${origin}/staff/api/cms/announcements/images`, {
    method: "POST",
    headers: {
      origin,
      cookie: members.admin.cookie,
      "x-csrf-token": members.admin.csrfToken,
      "content-type": "application/octet-stream",
    },
    body: new Uint8Array(file),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201) throw new Error(`uploading a picture: ${response.status} ${await response.text()}`);
  const { image } = (await response.json()) as { image: { id: string } };
  return { file, variant: `${image.id}-480w.webp` };
}

export async function makeRecords(server: FuzzServer, members: FuzzMembers): Promise<FuzzRecords> {
  const { origin } = server;
  const { day, times } = await freeDayWithTimes(origin);
  const [consoleTime, visitorTime, firstFree, secondFree] = times as [string, string, string, string];
  const consoleLead = await bookThroughForm(server, members, "fuzz.console@ceria.example", day, consoleTime);
  const visitorEmail = "fuzz.visitor@ceria.example";
  await bookThroughForm(server, members, visitorEmail, day, visitorTime);
  const visitorToken = fromOutbox(server, visitorEmail, /#token=([\w-]{43})/);

  const week = await expectOk(
    callJson(origin, "GET", `/staff/api/demos?view=week&date=${day}`, { as: members.admin }),
    "reading the demo calendar",
  );
  const demo = (week.demos as { id: number; leadId: number }[]).find((candidate) => candidate.leadId === consoleLead);
  if (!demo) throw new Error("the console's demo is not on the calendar");

  await expectOk(
    callJson(origin, "POST", `/api/SignUpCMS?code=${site.CENTRE_SIGN_UP_CODE}`, {
      body: { ...validCentreSignUp, email: "fuzz.erase@ceria.example" },
    }),
    "sending a sign-up",
  );
  const signUps = await expectOk(
    callJson(origin, "GET", "/staff/api/leads?form=centre-sign-up", { as: members.admin }),
    "finding the sign-up",
  );
  const eraseLeadId = (signUps.leads as { id: number }[])[0]?.id;
  if (!eraseLeadId) throw new Error("no sign-up lead to erase");

  // The admin hands the sign-up to the sales member (the round robin may have given it them: first
  // to nobody), who gets a console notice of it.
  await expectOk(
    callJson(origin, "POST", `/staff/api/leads/${eraseLeadId}/assignee`, {
      body: { assigneeId: null },
      as: members.admin,
    }),
    "unassigning a lead",
  );
  await expectOk(
    callJson(origin, "POST", `/staff/api/leads/${eraseLeadId}/assignee`, {
      body: { assigneeId: members.sales.id, note: "Yours: she asked for Monday." },
      as: members.admin,
    }),
    "handing a lead on",
  );
  const notices = await expectOk(
    callJson(origin, "GET", "/staff/api/notices", { as: members.sales }),
    "reading the notices",
  );
  const noticeId = (notices.notices as { id: number }[])[0]?.id;
  if (!noticeId) throw new Error("no notice of the hand-off");

  const feed = await expectOk(
    callJson(origin, "POST", "/staff/api/demo-feed", { body: {}, as: members.sales }),
    "making a feed",
  );
  // A confirmed subscriber, then an incident: its e-mail carries the subscriber's unsubscribe link.
  const subscriber = "fuzz.subscriber@ceria.example";
  await expectOk(callJson(origin, "POST", "/status/subscriptions", { body: { email: subscriber } }), "subscribing");
  const confirm = fromOutbox(server, subscriber, /confirm=(\d{1,15}\.[\w-]{22})/);
  await expectOk(callJson(origin, "POST", "/status/subscriptions/confirm", { body: { token: confirm } }), "confirming");
  const incident = await expectOk(
    callJson(origin, "POST", "/staff/api/incidents", {
      body: { title: "Fuzz incident", groups: ["server1"], status: "investigating", message: "Looking into it." },
      as: members.admin,
    }),
    "opening an incident",
  );

  const cms = await consoleItems(origin, members);
  const picture = await uploadedPicture(origin, members);

  // A day off well after the demos, which the route that removes one removes.
  const dayOff = nextDay(nextDay(day));
  await expectOk(
    callJson(origin, "POST", `/staff/api/demo-hours/${members.sales.id}/days-off`, {
      body: { from: dayOff },
      as: members.admin,
    }),
    "adding a day off",
  );

  const hours = (await expectOk(
    callJson(origin, "GET", "/staff/api/demo-hours", { as: members.admin }),
    "reading demo hours",
  )) as {
    rules: Record<string, unknown>;
    members: { id: number; takesDemos: boolean; weeklyHours: unknown; dailyMaximum: number }[];
  };
  const sales = hours.members.find((member) => member.id === members.sales.id);
  if (!sales) throw new Error("the sales member has no demo hours");

  return {
    today: malaysiaToday(),
    rules: hours.rules,
    attestation: await challengePair(origin),
    salesHours: { takesDemos: sales.takesDemos, weeklyHours: sales.weeklyHours, dailyMaximum: sales.dailyMaximum },
    freeDay: day,
    freeTimes: [firstFree, secondFree],
    codes: {
      requestDemo: site.REQUEST_DEMO_CODE,
      signUp: site.CENTRE_SIGN_UP_CODE,
      campaign: site.CAMPAIGN_APPLICATION_CODE,
    },
    consoleDemo: { id: demo.id, leadId: consoleLead, time: consoleTime },
    visitorToken,
    eraseLeadId,
    noticeId,
    feed: `${/\/([\w-]{43})\.ics$/.exec(String(feed.url))?.[1]}.ics`,
    incidentId: Number((incident as { id?: number; incident?: { id: number } }).incident?.id ?? incident.id),
    cms,
    picture,
    subscriberTokens: { confirm, unsubscribe: fromOutbox(server, subscriber, /unsubscribe=(\d{1,15}\.[\w-]{22})/) },
    dayOff,
  };
}
