import { z } from "zod";

/**
 * Public configuration: what differs between deployments and ends up in the pages a visitor
 * downloads: the site's address, where its API is, the calls' access codes, the status targets and
 * whether pages attest. The web build bakes them into the prerendered HTML and the server reads the
 * same variables, so one schema validates both. Secrets never belong here; facts about the business
 * (contact details, bank, store pages) are in contracts/business.ts, the same in every deployment
 * (docs/decisions/0022-configuration.md).
 */
const url = z.url({ protocol: /^https?$/ });

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
  /**
   * The origin of every call the pages make to this project's server (requirements: Calls): the
   * three lead calls, deactivation, the status checker and function, attestation. "" means the
   * server that serves the pages; a static host sets the API server's origin.
   */
  API_URL: z
    .union([z.literal(""), url.refine((value) => new URL(value).pathname === "/", "an origin, with no path")])
    .default("")
    .transform((value) => value.replace(/\/$/, "")),
  /** The access codes of the three lead calls (requirements: Calls), sent in the query string. */
  REQUEST_DEMO_CODE: accessCode.default("rd-7Hq2Lm9Xp4"),
  CENTRE_SIGN_UP_CODE: accessCode.default("su-3Vn8Kd5Rt1"),
  CAMPAIGN_APPLICATION_CODE: accessCode.default("ca-9Pw4Zs6Yb2"),
  /** The four keepalive targets the status page and the checkers probe; by default this server's own. */
  STATUS_API_URL: urlOrPath.default("/status/keepalive/api"),
  STATUS_CENTER_URL: urlOrPath.default("/status/keepalive/center"),
  STATUS_SERVER1_URL: urlOrPath.default("/status/keepalive/server1"),
  STATUS_SERVER2_URL: urlOrPath.default("/status/keepalive/server2"),
  /**
   * App attestation (requirements: App attestation): when on, pages solve a proof-of-work
   * challenge in a Web Worker and send the token on protected calls. The server side needs
   * ATTESTATION_SECRET.
   */
  ATTESTATION_ENABLED: booleanFlag,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Settings that are no longer read, and where each went (docs/decisions/0022-configuration.md). Set
 * in an environment, a value would be silently ignored: it is refused instead, with its new place.
 */
const retiredSettings: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      "COMPANY_NAME",
      "COMPANY_REGISTRATION_NO",
      "COMPANY_ADDRESS",
      "SUPPORT_EMAIL",
      "WHATSAPP_NUMBER",
      "SOCIAL_URL",
      "CENTRE_DIRECTORY_URL",
      "INTRO_VIDEO_ID",
      "RESET_PASSWORD_URL",
      "BANK_NAME",
      "BANK_ACCOUNT_HOLDER",
      "BANK_ACCOUNT_NUMBER",
      "BRANCH_LOCATOR_URL",
      "PLAY_STORE_EDUCATOR_URL",
      "PLAY_STORE_PARENT_URL",
      "APP_STORE_EDUCATOR_URL",
      "APP_STORE_PARENT_URL",
      "APP_GALLERY_EDUCATOR_URL",
      "APP_GALLERY_PARENT_URL",
    ].map((name) => [name, "a fact about the business, now in contracts/business.ts"]),
  ),
  ...Object.fromEntries(
    [
      "REQUEST_DEMO_API_URL",
      "CENTRE_SIGN_UP_API_URL",
      "CAMPAIGN_APPLICATION_API_URL",
      "DEACTIVATE_API_URL",
      "ATTESTATION_API_URL",
      "STATUS_CHECKER_URL",
      "STATUS_FUNCTION_URL",
    ].map((name) => [name, "every call now goes to API_URL"]),
  ),
  FUNCTIONS_REGION: "a constant, FUNCTIONS_REGION in contracts/app-status.ts",
  SIGN_UP_API_URL: "every call now goes to API_URL",
  CAMPAIGN_API_URL: "every call now goes to API_URL",
  SIGN_UP_CODE: "renamed to CENTRE_SIGN_UP_CODE",
  CAMPAIGN_CODE: "renamed to CAMPAIGN_APPLICATION_CODE",
};

/** The problems of retired settings present in an environment, one line each. */
export function retiredSettingProblems(
  env: Record<string, string | undefined>,
  retired: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(retired)
    .filter(([name]) => env[name] !== undefined)
    .map(([name, now]) => `${name}: no longer a setting; ${now}`);
}

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
  const problems = retiredSettingProblems(env, retiredSettings);
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}
