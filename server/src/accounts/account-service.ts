import { type AccountCredentials, DELETION_DAYS } from "@ikey/contracts/account-deactivation";
import type { Language } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import type { DeviceCookie, DeviceTokens } from "../credentials/device-tokens";
import { normaliseEmail } from "../credentials/normalise-email";
import type { PasswordChecker } from "../credentials/password-hash";
import type { Database } from "../db/schema";
import type { AttemptLimiter } from "../limits/attempt-limiter";
import type { KeyedHash } from "../privacy/keyed-hash";
import type { Clock } from "../time";
import { DAY_MS } from "../time";
import { type AccountMessages, accountMessages } from "./account-messages";
import { deactivationNotice, reactivationNotice } from "./account-notifications";
import { type Account, deactivateAccount, findAccount, recordLogin } from "./account-store";

/** The reply (requirements: Entities), plus the wait after a refused attempt, and the device cookie to set. */
export interface AccountOutcome {
  readonly success: boolean;
  readonly message: string;
  readonly retryAfterMs?: number;
  /** After the right password: the token that makes this client a known device of the account. */
  readonly device?: DeviceCookie;
}

/** Who sent the credentials: the client's address, the Cookie header it sent, if any, and its page's language. */
export interface AccountClient {
  readonly address: string;
  readonly cookies?: string;
  /** The answer's language (docs/decisions/0017); English when absent. */
  readonly language?: Language;
}

/** Accounts deactivated at or before this moment are due for permanent deletion. */
export function deletableBefore(now: number): number {
  return now - DELETION_DAYS * DAY_MS;
}

export interface AccountServiceDependencies {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly passwords: PasswordChecker;
  readonly limiter: AttemptLimiter;
  readonly hash: KeyedHash;
  readonly devices: DeviceTokens;
  /** Reply-To of the account e-mails. */
  readonly supportEmail: string;
  /** Told when an e-mail has been queued, to wake the outbox worker. */
  readonly onMailQueued: () => void;
}

/**
 * Deactivation and login: the two password checks open to the internet, behind
 * the same brute-force limits and the same answer for every kind of wrong.
 */
export function createAccountService(deps: AccountServiceDependencies) {
  type Checked =
    | { readonly kind: "refused"; readonly retryAfterMs: number }
    | { readonly kind: "wrong" }
    | { readonly kind: "right"; readonly account: Account; readonly device: DeviceCookie };

  /**
   * Every path that does not end in "refused" does the same work: one lookup, one
   * scrypt (against a dummy hash when the account does not exist or is due for
   * deletion) and one settle. Only the outcome differs, not the time it takes.
   */
  async function checkCredentials(credentials: AccountCredentials, client: AccountClient): Promise<Checked> {
    const email = normaliseEmail(credentials.Email);
    const emailHash = await deps.hash(`email:${email}`);
    const device = await deps.devices.known(emailHash, client.cookies);
    const asker = device ? { device } : { clientHash: await deps.hash(client.address) };
    const admission = await deps.limiter.admit(emailHash, asker);
    if (!admission.admitted) return { kind: "refused", retryAfterMs: admission.retryAfterMs };
    let checked: Checked;
    try {
      const found = await findAccount(deps.db, email);
      const due = found?.status === "deactivated" && (found.deactivated_at ?? 0) <= deletableBefore(deps.clock());
      const account = found && !due ? found : undefined;
      const right = await deps.passwords.check(credentials.Password, account?.password_hash);
      checked =
        right && account ? { kind: "right", account, device: await deps.devices.issue(emailHash) } : { kind: "wrong" };
    } catch (error) {
      // A database or hashing error is not a failed guess: give the attempt back.
      await admission.settle(false).catch(() => {});
      throw error;
    }
    await admission.settle(checked.kind === "wrong");
    return checked;
  }

  function unsuccessful(checked: Exclude<Checked, { kind: "right" }>, messages: AccountMessages): AccountOutcome {
    return checked.kind === "refused"
      ? {
          success: false,
          message: messages.tooManyAttempts(checked.retryAfterMs),
          retryAfterMs: checked.retryAfterMs,
        }
      : { success: false, message: messages.wrongCredentials };
  }

  return {
    /** POST /Api/Parent/Account/WebDeactivateAccount */
    async deactivate(credentials: AccountCredentials, client: AccountClient): Promise<AccountOutcome> {
      const language = client.language ?? "en";
      const messages = accountMessages[language];
      const checked = await checkCredentials(credentials, client);
      if (checked.kind !== "right") return unsuccessful(checked, messages);
      const { account, device } = checked;
      if (account.status === "deactivated") {
        return { success: true, message: messages.alreadyDeactivated, device };
      }
      const now = deps.clock();
      const notice = deactivationNotice({ to: account.email, at: now, supportEmail: deps.supportEmail, language });
      if (!(await deactivateAccount(deps.db, account.id, now, notice, language))) {
        return { success: true, message: messages.alreadyDeactivated, device };
      }
      deps.onMailQueued();
      return { success: true, message: messages.deactivated, device };
    },

    /** POST /Api/Parent/Account/Login: records the login, and brings a deactivated account back. */
    async login(credentials: AccountCredentials, client: AccountClient): Promise<AccountOutcome> {
      const messages = accountMessages[client.language ?? "en"];
      const checked = await checkCredentials(credentials, client);
      if (checked.kind !== "right") return unsuccessful(checked, messages);
      const { account, device } = checked;
      const now = deps.clock();
      const result = await recordLogin(deps.db, account.id, {
        now,
        deletableBefore: deletableBefore(now),
        // The login comes from the app, so the e-mail is in the language the account was deactivated in.
        notification: reactivationNotice({
          to: account.email,
          at: now,
          supportEmail: deps.supportEmail,
          language: account.language,
        }),
      });
      if (result === "gone") return { success: false, message: messages.wrongCredentials };
      if (result === "logged-in") return { success: true, message: messages.loggedIn, device };
      deps.onMailQueued();
      return { success: true, message: messages.reactivated, device };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
