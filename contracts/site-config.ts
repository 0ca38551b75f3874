import { z } from "zod";
import { mailAddress } from "./fields";

/**
 * Public configuration: values that end up in the pages a visitor downloads
 * (contact details, store links, external hosts). The web build bakes them into
 * the prerendered HTML and the server reads the same variables for its redirects,
 * so one schema validates both. Secrets never belong here.
 */
const url = z.url({ protocol: /^https?$/ });

/** "" means this site's own server; otherwise the origin of another host. */
const apiBase = z.union([z.literal(""), url]).default("");
const accessCode = z.string().regex(/^[\w-]{4,128}$/, "4 to 128 letters, digits, _ or -");

/** "true"/"1" or "false"/"0"/empty, as environment variables spell a switch. */
export const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], { error: "true or false" })
  .default("false")
  .transform((value) => value === "true" || value === "1");

/** An absolute http(s) URL, or a path on this site (starting with "/"). */
const urlOrPath = z.union([url, z.string().regex(/^\/[^/]/, "an absolute URL or a path starting with /")]);

export const siteConfigSchema = z.object({
  /** Default: this server on localhost, at the port it listens on (parseSiteConfig). */
  SITE_URL: url.default("http://localhost:3000"),
  COMPANY_NAME: z.string().min(1).default("iKEY Technology Sdn. Bhd."),
  COMPANY_REGISTRATION_NO: z.string().min(1).default("201801023456 (1284567-K)"),
  COMPANY_ADDRESS: z
    .string()
    .min(1)
    .default(
      "Level 12, Suite 12-3, Menara Penang Digital, Jalan Sultan Ahmad Shah, 10050 George Town, Pulau Pinang, Malaysia",
    ),
  // The Reply-To of every e-mail the server sends: one plain address.
  SUPPORT_EMAIL: mailAddress("one e-mail address, such as support@example.com").default("support@ikey.example"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "digits only, with the country code, e.g. 60123456789")
    .default("60124567890"),
  SOCIAL_URL: url.default("https://www.facebook.com/ikey.example"),
  CENTRE_DIRECTORY_URL: url.default("https://centres.ikey.example"),
  /** The home page's introduction video, played from youtube-nocookie.com only after a click. */
  INTRO_VIDEO_ID: z
    .string()
    .regex(/^[\w-]{11}$/, "an 11-character video id")
    .default("M7lc1UVf-VE"),
  /** Base URLs and access codes of the three lead calls (requirements: Calls); the codes go in the query string. */
  REQUEST_DEMO_API_URL: apiBase,
  REQUEST_DEMO_CODE: accessCode.default("rd-7Hq2Lm9Xp4"),
  CENTRE_SIGN_UP_API_URL: apiBase,
  CENTRE_SIGN_UP_CODE: accessCode.default("su-3Vn8Kd5Rt1"),
  CAMPAIGN_APPLICATION_API_URL: apiBase,
  CAMPAIGN_APPLICATION_CODE: accessCode.default("ca-9Pw4Zs6Yb2"),
  /** Base URL of the deactivation call (requirements: Calls), which takes no access code. */
  DEACTIVATE_API_URL: apiBase,
  /** The provider's reset-password page, opened by the deactivation page's 'Forget Password' link. */
  RESET_PASSWORD_URL: url.default("https://account.ikey.example/reset-password"),
  /** The four keepalive targets the status page and the checkers probe; by default this server's own. */
  STATUS_API_URL: urlOrPath.default("/status/keepalive/api"),
  STATUS_CENTER_URL: urlOrPath.default("/status/keepalive/center"),
  STATUS_SERVER1_URL: urlOrPath.default("/status/keepalive/server1"),
  STATUS_SERVER2_URL: urlOrPath.default("/status/keepalive/server2"),
  /** The "Microsoft server" checker endpoint and the "Google server" callable function. */
  STATUS_CHECKER_URL: urlOrPath.default("/status/check"),
  STATUS_FUNCTION_URL: urlOrPath.default("/functions/asia-southeast1/checkApplicationStatus"),
  FUNCTIONS_REGION: z
    .string()
    .regex(/^[a-z]+-[a-z]+\d$/, "a region name such as asia-southeast1")
    .default("asia-southeast1"),
  /**
   * App attestation (requirements: App attestation): when on, pages solve a
   * proof-of-work challenge in a Web Worker and send the token on protected calls.
   * The server side needs ATTESTATION_SECRET; the base URL of its challenge and
   * exchange endpoints is below.
   */
  ATTESTATION_ENABLED: booleanFlag,
  ATTESTATION_API_URL: apiBase,
  /** Shown on the sign-up declaration step, for paying the subscription. */
  BANK_NAME: z.string().min(1).default("RHB Bank Berhad"),
  BANK_ACCOUNT_HOLDER: z.string().min(1).default("iKEY Technology Sdn. Bhd."),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default("2-12345-6789012-3"),
  /** The bank's branch locator, behind the campaign page's Find Branch button. */
  BRANCH_LOCATOR_URL: url.default("https://www.rhbgroup.com/branch-locator/index.html"),
  PLAY_STORE_EDUCATOR_URL: url.default("https://play.google.com/store/apps/details?id=example.ikey.educator"),
  PLAY_STORE_PARENT_URL: url.default("https://play.google.com/store/apps/details?id=example.ikey.parent"),
  APP_STORE_EDUCATOR_URL: url.default("https://apps.apple.com/my/app/ikey-educator/id1500000001"),
  APP_STORE_PARENT_URL: url.default("https://apps.apple.com/my/app/ikey/id1500000002"),
  APP_GALLERY_EDUCATOR_URL: url.default("https://appgallery.huawei.com/app/C100000001"),
  APP_GALLERY_PARENT_URL: url.default("https://appgallery.huawei.com/app/C100000002"),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Settings renamed when each lead took one name (docs/decisions/0013-lead-registry.md).
 * Set under an old name, a value would be silently ignored: it is refused instead.
 */
const renamedSettings: Readonly<Record<string, keyof SiteConfig>> = {
  SIGN_UP_API_URL: "CENTRE_SIGN_UP_API_URL",
  SIGN_UP_CODE: "CENTRE_SIGN_UP_CODE",
  CAMPAIGN_API_URL: "CAMPAIGN_APPLICATION_API_URL",
  CAMPAIGN_CODE: "CAMPAIGN_APPLICATION_CODE",
};

/**
 * Parse the public configuration out of an environment, ignoring unrelated variables. The server
 * passes the port it listens on, so that SITE_URL (the address e-mailed links point to) defaults to
 * where it really is; the site's build passes none and keeps http://localhost:3000, so its pages do
 * not change with the port of whichever process built them.
 */
export function parseSiteConfig(
  env: Record<string, string | undefined>,
  { port }: { readonly port?: number } = {},
): SiteConfig {
  const local = port === undefined ? {} : { SITE_URL: env.SITE_URL ?? `http://localhost:${port}` };
  const result = siteConfigSchema.safeParse({ ...env, ...local });
  const problems = Object.entries(renamedSettings)
    .filter(([old]) => env[old] !== undefined)
    .map(([old, now]) => `${old}: renamed to ${now}`);
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}
