import { DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import type { Language } from "@ikey/contracts/languages";
import { MINUTE_MS } from "../time";

/**
 * What the two calls answer in result.message. The deactivation page shows a
 * failure's message in an alert (requirements: Error catalogue), so these are written for parents,
 * in the language of the page the request came from (docs/decisions/0017).
 */
export interface AccountMessages {
  /** Wrong password and unknown e-mail alike: the answer must not tell which e-mails have accounts. */
  readonly wrongCredentials: string;
  readonly deactivated: string;
  readonly alreadyDeactivated: string;
  readonly loggedIn: string;
  readonly reactivated: string;
  tooManyAttempts(retryAfterMs: number): string;
}

const minutesOf = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / MINUTE_MS));

export const accountMessages: Record<Language, AccountMessages> = {
  en: {
    wrongCredentials: "The email or password is incorrect. Please try again.",
    deactivated: `Your account has been deactivated. It will be permanently deleted in ${DELETION_DAYS} days unless you log in again.`,
    alreadyDeactivated: "This account is already deactivated. Log in to the iKEY app to reactivate it.",
    loggedIn: "You are logged in.",
    reactivated: "Welcome back. Your account has been reactivated.",
    tooManyAttempts(retryAfterMs) {
      const minutes = minutesOf(retryAfterMs);
      return `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
    },
  },
  ms: {
    wrongCredentials: "E-mel atau kata laluan tidak betul. Sila cuba lagi.",
    deactivated: `Akaun anda telah dinyahaktifkan. Akaun ini akan dipadam secara kekal dalam masa ${DELETION_DAYS} hari melainkan anda log masuk semula.`,
    alreadyDeactivated: "Akaun ini sudah dinyahaktifkan. Log masuk ke aplikasi iKEY untuk mengaktifkannya semula.",
    loggedIn: "Anda telah log masuk.",
    reactivated: "Selamat kembali. Akaun anda telah diaktifkan semula.",
    tooManyAttempts(retryAfterMs) {
      return `Terlalu banyak percubaan yang gagal. Sila cuba lagi dalam ${minutesOf(retryAfterMs)} minit.`;
    },
  },
  zh: {
    wrongCredentials: "电邮或密码不正确，请再试一次。",
    deactivated: `您的账户已停用。除非您再次登录，账户将在 ${DELETION_DAYS} 天后被永久删除。`,
    alreadyDeactivated: "此账户已停用。登录 iKEY 应用即可重新启用。",
    loggedIn: "您已登录。",
    reactivated: "欢迎回来，您的账户已重新启用。",
    tooManyAttempts(retryAfterMs) {
      return `失败次数过多，请在 ${minutesOf(retryAfterMs)} 分钟后再试。`;
    },
  },
};
