import type { Language } from "@ikey/contracts/languages";

export interface LeadNotificationWords {
  subject(form: string, who: string): string;
  arrived(form: string): string;
  /** The heading over the visitor's own answers. */
  sent: string;
  /** The heading over what the server knows around them. */
  about: string;
  received: string;
  /** The visitor's page language, which is the one to answer in. */
  answerIn: string;
  booking: string;
  booked(when: string, host: string): string;
  tentative(when: string, host: string): string;
  requested(date: string, time: string): string;
  assignee: string;
  nobody: string;
  source: string;
  direct: string;
  page: string;
  /** The words before the lead's link, with their colon. */
  open: string;
  replyHint: string;
}

/**
 * The sales notification's words, in the language of the member it went to (the lead's assignee,
 * docs/decisions/0039-staff-profile.md): typed per language, so a missing translation fails the
 * type check. The visitor's answers keep their labels from sent-copy.ts, in the same language.
 */
export const leadNotificationWords: Record<Language, LeadNotificationWords> = {
  en: {
    subject: (form, who) => `${form}: ${who}`,
    arrived: (form) => `A new ${form.toLowerCase()} arrived from the iKEY website.`,
    sent: "What the visitor sent",
    about: "About this lead",
    received: "Received",
    answerIn: "Answer in",
    booking: "Demo",
    booked: (when, host) => `Booked for ${when} with ${host}`,
    tentative: (when, host) => `Held for ${when} with ${host}, waiting for the visitor to confirm`,
    requested: (date, time) => `Not booked: the visitor asked for ${date} at ${time}`,
    assignee: "Assigned to",
    nobody: "Nobody yet",
    source: "Source",
    direct: "Direct or unknown",
    page: "Form on page",
    open: "Open the lead in the console: ",
    replyHint: "Reply to this e-mail to answer the visitor: your reply is kept in the lead's history.",
  },
  ms: {
    subject: (form, who) => `${form}: ${who}`,
    arrived: (form) => `${form} baharu telah diterima melalui laman web iKEY.`,
    sent: "Maklumat yang dihantar oleh pelawat",
    about: "Maklumat prospek",
    received: "Diterima pada",
    answerIn: "Bahasa untuk membalas",
    booking: "Demo",
    booked: (when, host) => `Ditempah pada ${when} bersama ${host}`,
    tentative: (when, host) => `Ditempah sementara pada ${when} bersama ${host}, menunggu pengesahan pelawat`,
    requested: (date, time) => `Belum ditempah, pelawat meminta ${date} pada pukul ${time}`,
    assignee: "Ditugaskan kepada",
    nobody: "Belum ditugaskan",
    source: "Sumber",
    direct: "Akses terus atau tidak diketahui",
    page: "Borang di halaman",
    open: "Buka prospek ini dalam konsol: ",
    replyHint: "Balas e-mel ini untuk menjawab pelawat. Balasan anda akan disimpan dalam sejarah prospek.",
  },
  zh: {
    subject: (form, who) => `${form}：${who}`,
    arrived: (form) => `iKEY 网站收到一份新的“${form}”。`,
    sent: "访客提交的资料",
    about: "潜在客户资料",
    received: "收到时间",
    answerIn: "回复语言",
    booking: "演示",
    booked: (when, host) => `已预约于 ${when}，由 ${host} 负责`,
    tentative: (when, host) => `已暂时保留 ${when} 的时段，由 ${host} 负责，等待访客确认`,
    requested: (date, time) => `尚未预约，访客希望的时间为 ${date} ${time}`,
    assignee: "负责人",
    nobody: "尚未分配",
    source: "来源",
    direct: "直接访问或未知",
    page: "表单所在页面",
    open: "在控制台打开此潜在客户：",
    replyHint: "回复此电邮即可答复访客：您的回复会保存在潜在客户的记录中。",
  },
};
