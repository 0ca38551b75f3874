import type { Kysely } from "kysely";
import type { DeviceTokens } from "../credentials/device-tokens";
import type { PasswordChecker, ScryptCost } from "../credentials/password-hash";
import type { ReplyAddresses } from "../credentials/reply-addresses";
import type { Database } from "../db/schema";
import type { AttemptLimiter } from "../limits/attempt-limiter";
import type { KeyedHash } from "../privacy/keyed-hash";
import type { Clock } from "../time";

/** What the console's routes share (plugins/staff-console.ts builds it once, from STAFF_SECRET_KEY and the database). */
export interface StaffConsoleDeps {
  readonly db: Kysely<Database>;
  /** The built site being served (web/build/client), whose build reports are read from it. */
  readonly webRoot: string;
  readonly clock: Clock;
  /** STAFF_CONSOLE_URL, else SITE_URL: the invitation links' base. */
  readonly siteUrl: string;
  readonly supportEmail: string;
  /** Seals TOTP secrets: sealingKey(STAFF_SECRET_KEY, "staff-totp"). */
  readonly sealKey: Buffer;
  /** Derives CSRF tokens: sealingKey(STAFF_SECRET_KEY, "staff-csrf"). */
  readonly csrfKey: Buffer;
  readonly hash: KeyedHash;
  readonly passwords: PasswordChecker;
  /** The parent accounts' limits under the console's own keys. */
  readonly limiter: AttemptLimiter;
  /** Known browsers of each member (the "staff" scope of the parents' device cookies). */
  readonly devices: DeviceTokens;
  /** Invitation links that name no open invitation, and wrong codes while enrolling, per client (limits.ts). */
  readonly invitationLimit: { readonly max: number; readonly windowMs: number };
  readonly scryptCost?: ScryptCost;
  /** Told when an e-mail (an invitation) has been queued. */
  readonly onMailQueued: () => void;
  /** The leads' conversation addresses: a reply's Reply-To (docs/decisions/0041-conversations.md). */
  readonly replyAddresses: ReplyAddresses;
}
