import { business } from "@ikey/contracts/business";
import { type Inline, type LetterBlock, renderLetter } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime, malaysiaDayStart, malaysiaTime } from "../time";

/** An unanswered lead of the member's, as the digest lists it. */
export interface DigestLead {
  readonly id: number;
  readonly form: string;
  readonly name: string;
  readonly company: string;
  readonly receivedAt: number;
  /** Business minutes waited so far. */
  readonly waitingMinutes: number;
}

/** One of the member's demos today. */
export interface DigestDemo {
  readonly leadId: number;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly name: string;
  readonly centre: string;
}

/** What a member's digest holds: the leads listed (the longest waiting), how many wait in all, and today's demos. */
export interface DigestContents {
  readonly leads: readonly DigestLead[];
  readonly waitingTotal: number;
  /** The admins' first-response target, in business minutes: a lead that has waited it is flagged. */
  readonly targetMinutes: number;
  readonly demos: readonly DigestDemo[];
}

export interface DigestAddressing {
  readonly memberId: number;
  readonly memberEmail: string;
  /** The Malaysian day, "YYYY-MM-DD". */
  readonly day: string;
  /** Where the staff console is served; each lead's page is under it. */
  readonly consoleUrl: string;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kuala_Lumpur",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Business minutes as a person reads them: "45 min", "3 h", "12 h 5 min". */
export function formatBusinessMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Centre (Name)", or whichever of the two the form gave. */
function whoOf(company: string, name: string): string {
  if (company && name) return `${company} (${name})`;
  return company || name || "No name given";
}

function leadLink(consoleUrl: string, leadId: number): Inline {
  const href = new URL(`/staff/leads/${leadId}`, consoleUrl).href;
  return { text: href, href };
}

/**
 * A member's morning digest (docs/decisions/0034-morning-digest.md), in English like the console:
 * their leads still waiting for a first answer, longest first, each with its business-time wait and
 * a link to its page, and their demos today with the time and a link to the lead. Plain text and
 * HTML from one letter.
 */
export function digestMail(contents: DigestContents, to: DigestAddressing): OutboxMessage {
  const dayName = dayFormat.format(malaysiaDayStart(to.day));
  const subject = `Your morning: ${plural(contents.waitingTotal, "lead", "leads")} waiting, ${plural(
    contents.demos.length,
    "demo",
    "demos",
  )} today`;
  const blocks: LetterBlock[] = [
    { paragraph: [`Good morning. This is where your day starts, ${dayName}.`] },
    { section: `Waiting for a first answer (${contents.waitingTotal})` },
  ];
  if (contents.leads.length === 0) blocks.push({ paragraph: ["None: every lead of yours has been answered."] });
  for (const lead of contents.leads) {
    blocks.push({
      paragraph: [
        `${whoOf(lead.company, lead.name)}, ${lead.form}\n`,
        `Waiting ${formatBusinessMinutes(lead.waitingMinutes)} of business time, since ${formatMalaysiaTime(lead.receivedAt)}`,
        lead.waitingMinutes >= contents.targetMinutes ? " (past the target)\n" : "\n",
        leadLink(to.consoleUrl, lead.id),
      ],
    });
  }
  const waitingView = new URL(`/staff/leads?assignee=${to.memberId}&sort=waiting`, to.consoleUrl).href;
  if (contents.waitingTotal > contents.leads.length) {
    blocks.push({
      paragraph: [
        `And ${contents.waitingTotal - contents.leads.length} more, longest waiting first in the inbox:\n`,
        { text: waitingView, href: waitingView },
      ],
    });
  }
  blocks.push({ section: `Your demos today (${contents.demos.length})` });
  if (contents.demos.length === 0) blocks.push({ paragraph: ["None booked."] });
  for (const demo of contents.demos) {
    blocks.push({
      paragraph: [
        `${malaysiaTime(demo.startsAt)} to ${malaysiaTime(demo.endsAt)}: ${whoOf(demo.centre, demo.name)}\n`,
        leadLink(to.consoleUrl, demo.leadId),
      ],
    });
  }
  blocks.push({ paragraph: ["Times are Malaysia time. Sent by the iKEY website each working morning."] });
  const { text, html } = renderLetter({ htmlLang: "en", title: subject, blocks });
  return { to: to.memberEmail, replyTo: business.supportEmail, subject, text, html };
}
