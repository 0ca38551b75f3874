import type { Language } from "@ikey/contracts/languages";
import { type Inline, supportEmailLink, whatsappLink } from "../outbox/letter";

/** Who sent a lead, and what they asked for, as its automatic reply names them. */
export interface Asker {
  readonly name: string;
  readonly company: string;
  readonly phone: string;
  /** The date and time a demo request asked for, as typed. */
  readonly asked: string;
}

/** The lead kinds an automatic reply answers, by name (contracts/leads.ts). */
export type RepliedKind = "request-demo" | "centre-sign-up" | "campaign-application";

export interface AutoReplyWords {
  readonly subject: Readonly<Record<RepliedKind, string>>;
  greeting(asker: Asker): string;
  /** Thanks, and what happens next. */
  readonly nextSteps: Readonly<Record<RepliedKind, (asker: Asker) => string>>;
  /** Within the business hours. */
  readonly openNow: string;
  /** Outside them: when the next opening is, its day and its time in words. */
  closedUntil(day: string, time: string): string;
  readonly contacts: readonly Inline[];
  readonly signature: string;
  /** Why the e-mail came, for whoever did not send the form: the address may be someone else's. */
  readonly notYou: string;
}

/**
 * The automatic reply's words in each language of the site; the facts (names, times, addresses) are
 * put in. Typed per language, so a missing translation fails the type check, as the other server
 * e-mails' words (demo-booking/booking-mail.ts).
 */
export const autoReplyWords: Record<Language, AutoReplyWords> = {
  en: {
    subject: {
      "request-demo": "We have your demo request",
      "centre-sign-up": "We have your iKEY centre sign-up",
      "campaign-application": "We have your RHB campaign application",
    },
    greeting: (asker) => `Dear ${asker.name},`,
    nextSteps: {
      "request-demo": (asker) =>
        `Thank you for asking for a demo of iKEY for ${asker.company}. You asked for ${asker.asked}. A specialist will call you on ${asker.phone} to confirm the time.`,
      "centre-sign-up": (asker) =>
        `Thank you for signing up ${asker.company} for iKEY. A specialist will call you on ${asker.phone} to go through your application and set up your centre's account.`,
      "campaign-application": (asker) =>
        `Thank you for applying for the RHB Reflex Premium Plus for Education campaign for ${asker.company}. A specialist will call you on ${asker.phone} to go through your application.`,
    },
    openNow:
      "Our team is at work now, Monday to Friday from 9 a.m. to 7 p.m. Malaysia time, so you will hear from us soon.",
    closedUntil: (day, time) =>
      `Our office is closed now: we work Monday to Friday, 9 a.m. to 7 p.m. Malaysia time, except on public holidays. You will hear from us from ${time} on ${day}.`,
    contacts: ["Questions in the meantime? Write to ", supportEmailLink, " or WhatsApp ", whatsappLink, "."],
    signature: "The iKEY team",
    notYou:
      "You are getting this e-mail because this address was entered in a form on the iKEY website. If that was not you, please ignore it.",
  },
  ms: {
    subject: {
      "request-demo": "Kami telah menerima permintaan demo anda",
      "centre-sign-up": "Kami telah menerima pendaftaran pusat iKEY anda",
      "campaign-application": "Kami telah menerima permohonan kempen RHB anda",
    },
    greeting: (asker) => `Salam sejahtera ${asker.name},`,
    nextSteps: {
      "request-demo": (asker) =>
        `Terima kasih atas permintaan demo iKEY untuk ${asker.company}. Masa pilihan anda ialah ${asker.asked}. Pakar kami akan menghubungi anda di nombor ${asker.phone} untuk mengesahkan masa tersebut.`,
      "centre-sign-up": (asker) =>
        `Terima kasih kerana mendaftarkan ${asker.company} dengan iKEY. Pakar kami akan menghubungi anda di nombor ${asker.phone} untuk menyemak permohonan anda dan menyediakan akaun pusat anda.`,
      "campaign-application": (asker) =>
        `Terima kasih atas permohonan ${asker.company} untuk kempen RHB Reflex Premium Plus for Education. Pakar kami akan menghubungi anda di nombor ${asker.phone} untuk menyemak permohonan anda.`,
    },
    openNow:
      "Pasukan kami sedang bertugas sekarang (Isnin hingga Jumaat, 9 pagi hingga 7 malam waktu Malaysia), jadi kami akan menghubungi anda tidak lama lagi.",
    closedUntil: (day, time) =>
      `Pejabat kami kini ditutup. Waktu operasi kami ialah Isnin hingga Jumaat, 9 pagi hingga 7 malam waktu Malaysia, kecuali cuti umum. Kami akan menghubungi anda mulai ${time}, ${day}.`,
    contacts: [
      "Sementara itu, jika ada pertanyaan, hubungi kami melalui e-mel di ",
      supportEmailLink,
      " atau WhatsApp di ",
      whatsappLink,
      ".",
    ],
    signature: "Pasukan iKEY",
    notYou:
      "Anda menerima e-mel ini kerana alamat ini dimasukkan dalam borang di laman web iKEY. Jika anda tidak mengisi borang tersebut, sila abaikan e-mel ini.",
  },
  zh: {
    subject: {
      "request-demo": "我们已收到您的演示申请",
      "centre-sign-up": "我们已收到您的 iKEY 中心注册申请",
      "campaign-application": "我们已收到您的 RHB 活动申请",
    },
    greeting: (asker) => `${asker.name}，您好：`,
    nextSteps: {
      "request-demo": (asker) =>
        `感谢您为 ${asker.company} 申请 iKEY 演示。您希望的时间是 ${asker.asked}。我们的专员会拨打 ${asker.phone} 与您确认时间。`,
      "centre-sign-up": (asker) =>
        `感谢您为 ${asker.company} 注册 iKEY。我们的专员会拨打 ${asker.phone} 与您联系，核对您的申请，并为您的中心开设账户。`,
      "campaign-application": (asker) =>
        `感谢您为 ${asker.company} 申请 RHB Reflex Premium Plus for Education 活动。我们的专员会拨打 ${asker.phone} 与您联系，核对您的申请。`,
    },
    openNow: "我们的团队现正上班（星期一至星期五，马来西亚时间上午 9 时至晚上 7 时），很快就会与您联系。",
    closedUntil: (day, time) =>
      `我们现已下班：办公时间为星期一至星期五，马来西亚时间上午 9 时至晚上 7 时，公共假期除外。我们将于 ${day} ${time} 起与您联系。`,
    contacts: ["如有疑问，请发电邮至 ", supportEmailLink, " 或通过 WhatsApp 联系 ", whatsappLink, "。"],
    signature: "iKEY 团队",
    notYou: "您收到这封电邮，是因为有人在 iKEY 网站的表格中填写了这个地址。如果您并未填写该表格，请忽略这封电邮。",
  },
};
