import { cleanLine } from "@ikey/contracts/fields";
import type { Language } from "@ikey/contracts/languages";
import { AUTOMATIC_HEADERS, contentLanguage } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";

interface NoticeWords {
  subject(who: string, subject: string): string;
  answered(who: string): string;
  open: string;
  replyHint: string;
}

/** Typed per language, so a missing translation fails the type check (docs/decisions/0039-staff-profile.md). */
const noticeWords: Record<Language, NoticeWords> = {
  en: {
    subject: (who, subject) => `${who} answered: ${subject}`,
    answered: (who) => `${who} answered by e-mail. Their words, as the lead's history keeps them:`,
    open: "The whole conversation is on the lead's page:",
    replyHint: "Reply to this e-mail to answer them: your reply reaches them and is kept in the lead's history.",
  },
  ms: {
    subject: (who, subject) => `${who} telah membalas: ${subject}`,
    answered: (who) =>
      `${who} telah membalas melalui e-mel. Berikut ialah balasannya, seperti yang disimpan dalam sejarah prospek:`,
    open: "Perbualan penuh boleh dilihat di halaman prospek:",
    replyHint:
      "Balas e-mel ini untuk menjawab beliau. Balasan anda akan dihantar kepada beliau dan disimpan dalam sejarah prospek.",
  },
  zh: {
    subject: (who, subject) => `${who} 已回复：${subject}`,
    answered: (who) => `${who} 已通过电邮回复，以下是潜在客户记录中保存的回复内容：`,
    open: "完整往来记录请见潜在客户页面：",
    replyHint: "回复此电邮即可答复对方：您的回复会送达对方，并保存在潜在客户的记录中。",
  },
};

export interface AnswerNotice {
  readonly leadId: number;
  /** The member the lead is assigned to, in the language of their profile. */
  readonly to: { readonly email: string; readonly language: Language };
  /** Who answered, as their e-mail named them, and the address a reply reaches. */
  readonly from: { readonly name: string; readonly address: string };
  readonly subject: string;
  readonly newText: string;
  /** The lead's conversation address, where the member's reply is kept too. */
  readonly conversationAddress: string;
  readonly consoleUrl: string;
}

/**
 * Tells the lead's assignee that the lead answered (docs/decisions/0041-conversations.md): what is
 * new in the answer, a link to the lead, and a Reply-To that reaches the lead and keeps the reply
 * in the history, so answering from the mail program works as well as from the console.
 */
export function answerNotice(notice: AnswerNotice): OutboxMessage {
  const words = noticeWords[notice.to.language];
  const who = notice.from.name || notice.from.address;
  const leadUrl = new URL(`/staff/leads/${notice.leadId}`, notice.consoleUrl).href;
  return {
    to: notice.to.email,
    replyTo: notice.from.address,
    alsoReplyTo: notice.conversationAddress,
    subject: cleanLine(words.subject(who, notice.subject)).slice(0, 200),
    text: [words.answered(who), "", notice.newText, "", words.open, leadUrl, "", words.replyHint, ""].join("\n"),
    // The server wrote it: the member's out-of-office stays silent rather than answer the lead.
    headers: { ...AUTOMATIC_HEADERS, ...contentLanguage(notice.to.language) },
  };
}
