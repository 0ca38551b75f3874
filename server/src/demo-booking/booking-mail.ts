import { business } from "@ikey/contracts/business";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import {
  AUTOMATIC_HEADERS,
  contentLanguage,
  type Inline,
  type LetterBlock,
  renderLetter,
  supportEmailLink,
  whatsappLink,
} from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";
import { type DemoInvitation, invitationText } from "./invitation";
import { memberWords } from "./member-words";

/** The visitor's side of a demo request, as the form sent it. */
export interface DemoVisitor {
  readonly name: string;
  readonly companyName: string;
  /** As typed: the lead's payload. */
  readonly email: string;
  readonly contactNumber: string;
  /** The language of the page the request came from: the visitor's e-mails are written in it. */
  readonly language: Language;
}

/** How long before the demo a reminder goes. */
export type ReminderLead = "day" | "hour";

interface VisitorWords {
  confirmedSubject(when: string): string;
  confirmed(visitor: DemoVisitor, when: string, minutes: number): string;
  movedSubject(when: string): string;
  /** The demo's new time, and `was`, the time it had. */
  moved(visitor: DemoVisitor, when: string, was: string): string;
  /** Another specialist gives it, at the time it had (a member who left handed it on). */
  rehostedSubject(when: string): string;
  rehosted(visitor: DemoVisitor, when: string): string;
  cancelledSubject: string;
  cancelled(visitor: DemoVisitor, when: string): string;
  reminderSubject(lead: ReminderLead, when: string): string;
  reminder(visitor: DemoVisitor, lead: ReminderLead, when: string): string;
  /** The calendar invitation's title, description and location, which the visitor's calendar shows. */
  invitationTitle(companyName: string): string;
  invitationDescription(visitor: DemoVisitor, supportEmail: string): string;
  invitationLocation(contactNumber: string): string;
  /** The visitor's link, under every e-mail of a demo still to come. */
  manage(link: string): Inline[];
  questions: readonly Inline[];
  signature: string;
}

/** The link as its own words: in the plain text the address shows on a line of its own. */
export const linkTo = (link: string): Inline => ({ text: link, href: link });

/** The visitor's e-mails, in each language of the site (the words around the facts; the facts are the same). */
const visitorWords: Record<Language, VisitorWords> = {
  en: {
    confirmedSubject: (when) => `Your iKEY demo is booked for ${when}`,
    confirmed: (visitor, when, minutes) =>
      `Dear ${visitor.name},\n\nYour demo of iKEY for ${visitor.companyName} is booked for ${when}. It takes about ${minutes} minutes. A specialist from our sales team will call you on ${visitor.contactNumber} at that time.\n\nThe calendar invitation is attached: add it to your calendar to be reminded.`,
    movedSubject: (when) => `Your iKEY demo has moved to ${when}`,
    moved: (visitor, when, was) =>
      `Dear ${visitor.name},\n\nYour demo of iKEY for ${visitor.companyName} has moved from ${was} to ${when}. The updated calendar invitation is attached; it replaces the earlier one.`,
    rehostedSubject: (when) => `Your iKEY demo on ${when}: a new specialist`,
    rehosted: (visitor, when) =>
      `Dear ${visitor.name},\n\nYour demo of iKEY for ${visitor.companyName} stays on ${when}; another specialist from our sales team will give it and call you on ${visitor.contactNumber}. The updated calendar invitation is attached; it replaces the earlier one.`,
    cancelledSubject: "Your iKEY demo is cancelled",
    cancelled: (visitor, when) =>
      `Dear ${visitor.name},\n\nYour demo of iKEY for ${visitor.companyName} on ${when} is cancelled, and is taken out of your calendar. You are welcome to book another at any time from our website.`,
    reminderSubject: (lead, when) =>
      `Reminder: your iKEY demo is ${lead === "day" ? "tomorrow" : "in an hour"}, ${when}`,
    reminder: (visitor, lead, when) =>
      `Dear ${visitor.name},\n\nA reminder: your demo of iKEY for ${visitor.companyName} is ${lead === "day" ? "tomorrow" : "in an hour"}, ${when}. Our specialist will call you on ${visitor.contactNumber}.`,
    invitationTitle: (companyName) => `iKEY demo: ${companyName}`,
    invitationDescription: (visitor, supportEmail) =>
      `A demo of iKEY for ${visitor.companyName}, by phone on ${visitor.contactNumber}. Questions: ${supportEmail}.`,
    invitationLocation: (contactNumber) => `Phone call: ${contactNumber}`,
    manage: (link) => ["To move your demo to another time, or to cancel it, open this page:\n", linkTo(link)],
    questions: [
      "Questions? Write to ",
      supportEmailLink,
      " or WhatsApp ",
      whatsappLink,
      ", Monday to Friday, 9 a.m. to 7 p.m.",
    ],
    signature: "The iKEY team",
  },
  ms: {
    confirmedSubject: (when) => `Demo iKEY anda telah ditempah pada ${when}`,
    confirmed: (visitor, when, minutes) =>
      `Salam sejahtera ${visitor.name},\n\nDemo iKEY untuk ${visitor.companyName} telah ditempah pada ${when}. Demo ini mengambil masa kira-kira ${minutes} minit. Pakar jualan kami akan menghubungi anda di nombor ${visitor.contactNumber} pada masa tersebut.\n\nJemputan kalendar dilampirkan. Tambahkan jemputan ini ke kalendar anda untuk mendapat peringatan.`,
    movedSubject: (when) => `Demo iKEY anda telah dipindahkan ke ${when}`,
    moved: (visitor, when, was) =>
      `Salam sejahtera ${visitor.name},\n\nDemo iKEY untuk ${visitor.companyName} telah dipindahkan dari ${was} ke ${when}. Jemputan kalendar yang dikemas kini dilampirkan dan menggantikan jemputan sebelum ini.`,
    rehostedSubject: (when) => `Demo iKEY anda pada ${when} kini dikendalikan oleh pakar lain`,
    rehosted: (visitor, when) =>
      `Salam sejahtera ${visitor.name},\n\nDemo iKEY untuk ${visitor.companyName} kekal pada ${when}, tetapi kini akan dikendalikan oleh pakar jualan kami yang lain. Beliau akan menghubungi anda di nombor ${visitor.contactNumber}. Jemputan kalendar yang dikemas kini dilampirkan dan menggantikan jemputan sebelum ini.`,
    cancelledSubject: "Demo iKEY anda telah dibatalkan",
    cancelled: (visitor, when) =>
      `Salam sejahtera ${visitor.name},\n\nDemo iKEY untuk ${visitor.companyName} pada ${when} telah dibatalkan dan dikeluarkan daripada kalendar anda. Anda dialu-alukan untuk menempah demo baharu pada bila-bila masa melalui laman web kami.`,
    reminderSubject: (lead, when) => `Peringatan: demo iKEY anda ${lead === "day" ? "esok" : "sejam lagi"}, ${when}`,
    reminder: (visitor, lead, when) =>
      `Salam sejahtera ${visitor.name},\n\nSekadar peringatan, demo iKEY untuk ${visitor.companyName} akan berlangsung ${lead === "day" ? "esok" : "sejam lagi"}, ${when}. Pakar kami akan menghubungi anda di nombor ${visitor.contactNumber}.`,
    invitationTitle: (companyName) => `Demo iKEY: ${companyName}`,
    invitationDescription: (visitor, supportEmail) =>
      `Demo iKEY untuk ${visitor.companyName} melalui panggilan telefon ke nombor ${visitor.contactNumber}. Sebarang pertanyaan, sila e-mel ${supportEmail}.`,
    invitationLocation: (contactNumber) => `Panggilan telefon: ${contactNumber}`,
    manage: (link) => [
      "Untuk memindahkan demo anda ke masa lain atau membatalkannya, sila buka halaman ini:\n",
      linkTo(link),
    ],
    questions: [
      "Ada pertanyaan? Hubungi kami melalui e-mel di ",
      supportEmailLink,
      " atau WhatsApp di ",
      whatsappLink,
      ", Isnin hingga Jumaat, 9 pagi hingga 7 malam.",
    ],
    signature: "Pasukan iKEY",
  },
  zh: {
    confirmedSubject: (when) => `您的 iKEY 演示已预约：${when}`,
    confirmed: (visitor, when, minutes) =>
      `${visitor.name}，您好：\n\n${visitor.companyName} 的 iKEY 演示已安排在 ${when}，时长约 ${minutes} 分钟。届时我们的销售专员会拨打 ${visitor.contactNumber} 与您联系。\n\n附件为日历邀请，将其加入您的日历即可收到提醒。`,
    movedSubject: (when) => `您的 iKEY 演示已改至 ${when}`,
    moved: (visitor, when, was) =>
      `${visitor.name}，您好：\n\n${visitor.companyName} 的 iKEY 演示已由 ${was} 改至 ${when}。附件为更新后的日历邀请，将取代之前的邀请。`,
    rehostedSubject: (when) => `您的 iKEY 演示（${when}）将由另一位专员负责`,
    rehosted: (visitor, when) =>
      `${visitor.name}，您好：\n\n${visitor.companyName} 的 iKEY 演示时间不变，仍为 ${when}，但将改由我们销售团队的另一位专员负责，届时会拨打 ${visitor.contactNumber} 与您联系。附件为更新后的日历邀请，将取代之前的邀请。`,
    cancelledSubject: "您的 iKEY 演示已取消",
    cancelled: (visitor, when) =>
      `${visitor.name}，您好：\n\n${visitor.companyName} 原定于 ${when} 的 iKEY 演示已取消，并已从您的日历中移除。欢迎随时通过我们的网站重新预约。`,
    reminderSubject: (lead, when) =>
      `提醒：您的 iKEY 演示${lead === "day" ? "将于明天进行" : "将在一小时后开始"}（${when}）`,
    reminder: (visitor, lead, when) =>
      `${visitor.name}，您好：\n\n温馨提醒，${visitor.companyName} 的 iKEY 演示${lead === "day" ? "将于明天进行" : "将在一小时后开始"}（${when}）。届时我们的专员会拨打 ${visitor.contactNumber} 与您联系。`,
    invitationTitle: (companyName) => `iKEY 演示：${companyName}`,
    invitationDescription: (visitor, supportEmail) =>
      `${visitor.companyName} 的 iKEY 演示，将通过电话 ${visitor.contactNumber} 进行。如有疑问，请发电邮至 ${supportEmail}。`,
    invitationLocation: (contactNumber) => `电话：${contactNumber}`,
    manage: (link) => ["如需更改演示时间或取消演示，请打开此页面：\n", linkTo(link)],
    questions: [
      "如有疑问，请发电邮至 ",
      supportEmailLink,
      " 或通过 WhatsApp 联系 ",
      whatsappLink,
      "（星期一至星期五，上午 9 时至晚上 7 时）。",
    ],
    signature: "iKEY 团队",
  },
};

/**
 * An e-mail to the visitor, as plain text and HTML: its body (paragraphs apart by a blank line), the
 * link to their demo's page when it is still to come (with `linkWords`, or the words to move or
 * cancel it), a copy of what they sent when it answers their lead (a booked demo's confirmation is
 * the lead's automatic reply), the contacts and the signature.
 */
export function letter(
  visitor: DemoVisitor,
  subject: string,
  body: string,
  {
    link,
    linkWords,
    sentCopy,
  }: { readonly link?: string; readonly linkWords?: (link: string) => Inline[]; readonly sentCopy?: LetterBlock } = {},
): Pick<OutboxMessage, "subject" | "text" | "html" | "headers"> {
  const words = visitorWords[visitor.language];
  const blocks: LetterBlock[] = body.split("\n\n").map((paragraph) => ({ paragraph: [paragraph] }));
  if (link) blocks.push({ paragraph: (linkWords ?? words.manage)(link) });
  if (sentCopy) blocks.push(sentCopy);
  blocks.push({ paragraph: words.questions }, { paragraph: [words.signature] });
  const rendered = renderLetter({ htmlLang: languageInfo[visitor.language].htmlLang, title: subject, blocks });
  return {
    subject,
    ...rendered,
    headers: { ...AUTOMATIC_HEADERS, ...contentLanguage(visitor.language) },
  };
}

/** The invitation in the visitor's language: the member's copy is the same event, so it reads the same. */
function invitationOf(visitor: DemoVisitor, demo: ConfirmedDemo): DemoInvitation {
  const words = visitorWords[visitor.language];
  return {
    ...demo,
    summary: words.invitationTitle(visitor.companyName),
    description: words.invitationDescription(visitor, business.supportEmail),
    location: words.invitationLocation(visitor.contactNumber),
    organizer: { name: demo.memberName ? `${demo.memberName} (iKEY)` : "iKEY", email: demo.memberEmail },
    attendee: { name: visitor.name, email: visitor.email },
  };
}

export interface ConfirmedDemo
  extends Omit<DemoInvitation, "summary" | "description" | "location" | "organizer" | "attendee"> {
  readonly leadId: number;
  readonly memberEmail: string;
  /** The member's own name and e-mail language (docs/decisions/0039-staff-profile.md). */
  readonly memberName: string | null;
  readonly memberLanguage: Language;
  /** The console's address: the member's e-mail links the lead there. */
  readonly consoleUrl: string;
}

/** A demo still to come, with the visitor's link to the page that moves or cancels it. */
export interface LinkedDemo extends ConfirmedDemo {
  readonly visitorLink: string;
}

/**
 * What a confirmed demo's e-mails tell: booked; moved, from the time it had (`was`), by the same
 * host; or moved and given to this host by `from`, who no longer gives it (handedMail tells them).
 */
export type DemoChange =
  | { readonly kind: "booked" }
  | { readonly kind: "moved"; readonly was: number }
  | { readonly kind: "given"; readonly was: number; readonly from: string };

/**
 * A confirmed demo's two e-mails, each with the same invitation: the visitor's in their language,
 * replying to the member; the member's in the language of their profile, replying to the visitor. A
 * booking's confirmation answers the lead, so it carries the copy of what the visitor sent. The
 * visitor reads "moved" whether or not the host changed, the time being what changed for them; when
 * only the host did (a member who left handed it on), that another specialist gives it.
 */
export function confirmedMails(
  visitor: DemoVisitor,
  demo: LinkedDemo,
  change: DemoChange = { kind: "booked" },
  sentCopy?: LetterBlock,
): OutboxMessage[] {
  const minutes = Math.round((demo.endsAt - demo.startsAt) / 60_000);
  const words = visitorWords[visitor.language];
  const calendar = { method: "REQUEST" as const, content: invitationText(invitationOf(visitor, demo), "REQUEST") };
  const when = formatMalaysiaTime(demo.startsAt, visitor.language);
  const leadUrl = new URL(`/staff/leads/${demo.leadId}`, demo.consoleUrl).href;
  const toMember = memberWords[demo.memberLanguage];
  const memberWhen = formatMalaysiaTime(demo.startsAt, demo.memberLanguage);
  const memberWas = change.kind === "booked" ? "" : formatMalaysiaTime(change.was, demo.memberLanguage);
  const visitorWas = change.kind === "booked" ? "" : formatMalaysiaTime(change.was, visitor.language);
  // Handed to another host at the time it had (a member who left): only who gives it changed.
  const sameTime = change.kind !== "booked" && change.was === demo.startsAt;
  const memberBody =
    change.kind === "booked"
      ? toMember.booked(memberWhen, minutes)
      : change.kind === "moved"
        ? toMember.moved(memberWhen, minutes, memberWas)
        : toMember.given(memberWhen, minutes, memberWas, change.from);
  return [
    {
      to: visitor.email,
      replyTo: demo.memberEmail,
      ...letter(
        visitor,
        change.kind === "booked"
          ? words.confirmedSubject(when)
          : sameTime
            ? words.rehostedSubject(when)
            : words.movedSubject(when),
        change.kind === "booked"
          ? words.confirmed(visitor, when, minutes)
          : sameTime
            ? words.rehosted(visitor, when)
            : words.moved(visitor, when, visitorWas),
        { link: demo.visitorLink, sentCopy },
      ),
      calendar,
    },
    {
      to: demo.memberEmail,
      replyTo: visitor.email,
      subject: toMember.subject(change.kind, visitor.companyName, memberWhen),
      text: [memberBody, "", ...toMember.details(visitor), "", toMember.yours(leadUrl), ""].join("\n"),
      headers: contentLanguage(demo.memberLanguage),
      calendar,
    },
  ];
}

/**
 * To the host a move took the demo from (`demo` as they had it): it is handed to `to`, at its new
 * start, with the CANCEL that takes it out of their calendar. Not "cancelled": the demo goes on,
 * with someone else.
 */
export function handedMail(
  visitor: DemoVisitor,
  demo: ConfirmedDemo,
  handed: { readonly startsAt: number; readonly to: string },
): OutboxMessage {
  const calendar = { method: "CANCEL" as const, content: invitationText(invitationOf(visitor, demo), "CANCEL") };
  const toMember = memberWords[demo.memberLanguage];
  const was = formatMalaysiaTime(demo.startsAt, demo.memberLanguage);
  const when = formatMalaysiaTime(handed.startsAt, demo.memberLanguage);
  return {
    to: demo.memberEmail,
    replyTo: visitor.email,
    subject: toMember.subject("handed", visitor.companyName, was),
    text: `${toMember.handed(visitor, { when, was, to: handed.to })}\n`,
    headers: contentLanguage(demo.memberLanguage),
    calendar,
  };
}

/** A reminder to the visitor, a day or an hour before the demo, replying to the member. */
export function reminderMail(
  visitor: DemoVisitor,
  demo: { readonly startsAt: number; readonly memberEmail: string; readonly visitorLink: string },
  lead: ReminderLead,
): OutboxMessage {
  const words = visitorWords[visitor.language];
  const when = formatMalaysiaTime(demo.startsAt, visitor.language);
  return {
    to: visitor.email,
    replyTo: demo.memberEmail,
    ...letter(visitor, words.reminderSubject(lead, when), words.reminder(visitor, lead, when), {
      link: demo.visitorLink,
    }),
  };
}

/** A cancelled demo's two e-mails, each with the invitation's CANCEL, so calendars take it out. */
export function cancelledMails(visitor: DemoVisitor, demo: ConfirmedDemo): OutboxMessage[] {
  const words = visitorWords[visitor.language];
  const calendar = { method: "CANCEL" as const, content: invitationText(invitationOf(visitor, demo), "CANCEL") };
  const when = formatMalaysiaTime(demo.startsAt, visitor.language);
  const toMember = memberWords[demo.memberLanguage];
  const memberWhen = formatMalaysiaTime(demo.startsAt, demo.memberLanguage);
  return [
    {
      to: visitor.email,
      replyTo: demo.memberEmail,
      ...letter(visitor, words.cancelledSubject, words.cancelled(visitor, when)),
      calendar,
    },
    {
      to: demo.memberEmail,
      replyTo: visitor.email,
      subject: toMember.subject("cancelled", visitor.companyName, memberWhen),
      text: `${toMember.cancelled(visitor, memberWhen)}\n`,
      headers: contentLanguage(demo.memberLanguage),
      calendar,
    },
  ];
}
