import { business } from "@ikey/contracts/business";
import type { Language } from "@ikey/contracts/languages";
import type { Inline, LetterBlock } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { formatMalaysiaTime } from "../time";
import { type DemoVisitor, letter, linkTo } from "./booking-mail";

interface ConfirmWords {
  subject(when: string): string;
  body(visitor: DemoVisitor, when: string, minutes: number, by: string): string;
  /** The link to press: the page's button is named as the e-mail names it. */
  link(link: string): Inline[];
}

/**
 * The e-mail that asks a visitor to confirm a tentative booking, in each language of the site. Its
 * button's name is the page's (web/messages/<language>/demo-booking.json, demo_booking_confirm).
 */
const confirmWords: Record<Language, ConfirmWords> = {
  en: {
    subject: (when) => `Please confirm your iKEY demo for ${when}`,
    body: (visitor, when, minutes, by) =>
      `Dear ${visitor.name},\n\nWe are holding ${when} for a demo of iKEY for ${visitor.companyName}: about ${minutes} minutes, by phone on ${visitor.contactNumber}. Please confirm it by ${by}. A demo not confirmed by then is released, and a specialist from our sales team will contact you to agree a time.\n\nOnce you confirm, we will e-mail you the calendar invitation.`,
    link: (link) => ["To confirm your demo, open this page and press “Confirm my demo”:\n", linkTo(link)],
  },
  ms: {
    subject: (when) => `Sila sahkan demo iKEY anda pada ${when}`,
    body: (visitor, when, minutes, by) =>
      `Salam sejahtera ${visitor.name},\n\nKami telah menempah sementara slot ${when} untuk demo iKEY bagi ${visitor.companyName}. Demo ini mengambil masa kira-kira ${minutes} minit dan dijalankan melalui panggilan telefon ke nombor ${visitor.contactNumber}. Sila sahkan demo ini sebelum ${by}. Jika tidak disahkan dalam tempoh itu, slot ini akan dibuka semula dan pakar jualan kami akan menghubungi anda untuk menetapkan masa lain.\n\nSebaik sahaja anda mengesahkannya, kami akan menghantar jemputan kalendar kepada anda melalui e-mel.`,
    link: (link) => ["Untuk mengesahkan demo anda, buka halaman ini dan klik “Sahkan demo saya”:\n", linkTo(link)],
  },
  zh: {
    subject: (when) => `请确认您的 iKEY 演示：${when}`,
    body: (visitor, when, minutes, by) =>
      `${visitor.name}，您好：\n\n我们已为 ${visitor.companyName} 暂时保留 ${when} 的 iKEY 演示时段。演示以电话进行，时长约 ${minutes} 分钟，届时我们会拨打 ${visitor.contactNumber} 与您联系。请在 ${by} 之前确认。若逾时未确认，该时段将不再保留，我们的销售专员会另行与您联系，商定时间。\n\n确认后，我们会通过电邮把日历邀请发送给您。`,
    link: (link) => ["如需确认演示，请打开此页面并点击“确认我的演示”：\n", linkTo(link)],
  },
};

export interface TentativeDemo {
  readonly startsAt: number;
  readonly endsAt: number;
  /** The moment it stops holding its time unless confirmed. */
  readonly confirmBy: number;
  /** The visitor's link: its page confirms the demo, and later moves or cancels it. */
  readonly visitorLink: string;
}

/**
 * The visitor's e-mail for a tentative booking, in their language: the time held, until when, the
 * link that confirms it, and a copy of what they sent (it is the lead's automatic reply). No
 * invitation yet: the time is not theirs until they confirm. It replies to support, as the automatic
 * reply does, since no member has the demo yet.
 */
export function confirmRequestMail(visitor: DemoVisitor, demo: TentativeDemo, sentCopy?: LetterBlock): OutboxMessage {
  const words = confirmWords[visitor.language];
  const when = formatMalaysiaTime(demo.startsAt, visitor.language);
  const by = formatMalaysiaTime(demo.confirmBy, visitor.language);
  const minutes = Math.round((demo.endsAt - demo.startsAt) / 60_000);
  return {
    to: visitor.email,
    replyTo: business.supportEmail,
    ...letter(visitor, words.subject(when), words.body(visitor, when, minutes, by), {
      link: demo.visitorLink,
      linkWords: words.link,
      sentCopy,
    }),
  };
}
