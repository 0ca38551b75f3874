import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import type { Language } from "@ikey/contracts/languages";
import { contentLanguage } from "../outbox/letter";
import type { OutboxMessage } from "../outbox/outbox-store";
import { DAY_MS, formatMalaysiaTime } from "../time";

interface Notice {
  readonly to: string;
  readonly at: number;
  readonly supportEmail: string;
  /** The language of the page the deactivation came from (docs/decisions/0017). */
  readonly language?: Language;
}

type Text = (notice: Required<Notice> & { readonly time: (at: number) => string }) => {
  readonly subject: string;
  readonly lines: readonly string[];
};

const deactivationTexts: Record<Language, Text> = {
  en: ({ to, at, supportEmail, time }) => ({
    subject: "Your iKEY account has been deactivated",
    lines: [
      "Hello,",
      "",
      `Your iKEY app account (${to}) was deactivated on the iKEY website on ${time(at)}.`,
      "",
      "Change your mind? Just log in to the iKEY app again to reactivate your account.",
      "",
      `If you do not log in, your account and its data will be permanently deleted on ${time(at + DELETION_DAYS * DAY_MS)}, ${DELETION_DAYS} days after deactivation.`,
      "",
      `If you did not deactivate your account, log in to reactivate it, change your password, and tell us at ${supportEmail}.`,
    ],
  }),
  ms: ({ to, at, supportEmail, time }) => ({
    subject: "Akaun iKEY anda telah dinyahaktifkan",
    lines: [
      "Salam sejahtera,",
      "",
      `Akaun aplikasi iKEY anda (${to}) telah dinyahaktifkan di laman web iKEY pada ${time(at)}.`,
      "",
      "Berubah fikiran? Log masuk semula ke aplikasi iKEY untuk mengaktifkan semula akaun anda.",
      "",
      `Jika anda tidak log masuk, akaun anda dan datanya akan dipadam secara kekal pada ${time(at + DELETION_DAYS * DAY_MS)}, ${DELETION_DAYS} hari selepas penyahaktifan.`,
      "",
      `Jika bukan anda yang menyahaktifkan akaun ini, log masuk untuk mengaktifkannya semula, tukar kata laluan anda dan maklumkan kepada kami di ${supportEmail}.`,
    ],
  }),
  zh: ({ to, at, supportEmail, time }) => ({
    subject: "您的 iKEY 账户已停用",
    lines: [
      "您好，",
      "",
      `您的 iKEY 应用账户（${to}）已于 ${time(at)} 在 iKEY 网站上停用。`,
      "",
      "改变主意了？只需再次登录 iKEY 应用，即可重新启用账户。",
      "",
      `如果您没有再次登录，您的账户及其数据将于 ${time(at + DELETION_DAYS * DAY_MS)}（停用后 ${DELETION_DAYS} 天）被永久删除。`,
      "",
      `如果停用账户的不是您本人，请登录以重新启用账户、更改密码，并发电邮至 ${supportEmail} 通知我们。`,
    ],
  }),
};

const reactivationTexts: Record<Language, Text> = {
  en: ({ to, at, supportEmail, time }) => ({
    subject: "Your iKEY account has been reactivated",
    lines: [
      "Hello,",
      "",
      `Welcome back. Your iKEY app account (${to}) was reactivated when you logged in on ${time(at)}.`,
      "It will not be deleted.",
      "",
      `If this was not you, change your password at once and tell us at ${supportEmail}.`,
    ],
  }),
  ms: ({ to, at, supportEmail, time }) => ({
    subject: "Akaun iKEY anda telah diaktifkan semula",
    lines: [
      "Salam sejahtera,",
      "",
      `Selamat kembali. Akaun aplikasi iKEY anda (${to}) telah diaktifkan semula apabila anda log masuk pada ${time(at)}.`,
      "Akaun ini tidak akan dipadam.",
      "",
      `Jika bukan anda yang log masuk, tukar kata laluan anda dengan segera dan maklumkan kepada kami di ${supportEmail}.`,
    ],
  }),
  zh: ({ to, at, supportEmail, time }) => ({
    subject: "您的 iKEY 账户已重新启用",
    lines: [
      "您好，",
      "",
      `欢迎回来。您于 ${time(at)} 登录时，您的 iKEY 应用账户（${to}）已重新启用。`,
      "账户不会被删除。",
      "",
      `如果这不是您本人的操作，请立即更改密码，并发电邮至 ${supportEmail} 通知我们。`,
    ],
  }),
};

function notice(texts: Record<Language, Text>, { language = "en", ...rest }: Notice): OutboxMessage {
  const { subject, lines } = texts[language]({ ...rest, language, time: (at) => formatMalaysiaTime(at, language) });
  return {
    to: rest.to,
    replyTo: rest.supportEmail,
    subject,
    text: [...lines, "", "iKEY"].join("\n"),
    headers: contentLanguage(language),
  };
}

/** To the account holder, right after a deactivation: what happened, how to undo it, and when it becomes final. */
export function deactivationNotice(details: Notice): OutboxMessage {
  return notice(deactivationTexts, details);
}

/**
 * The activation e-mail notification, sent when a login reactivates the account (requirements:
 * Deactivate Account), in the language the account was deactivated in: the login comes from the app.
 */
export function reactivationNotice(details: Notice): OutboxMessage {
  return notice(reactivationTexts, details);
}
