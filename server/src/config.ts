import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { mailAddress } from "@ikey/contracts/fields";
import { booleanFlag, parseSiteConfig, retiredSettingProblems } from "@ikey/contracts/site-config";
import { z } from "zod";
import { parseSender } from "./outbox/mail-addresses";
import { trustProxySetting } from "./trust-proxy";

/**
 * The repository root: the nearest folder above this module whose package.json
 * declares the workspaces. Relative paths in the configuration start there,
 * wherever the code runs from (src/, dist/, dist/cli/).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
  }
  throw new Error(`No workspace root above ${from}`);
}

export const repoRoot = findRepoRoot(fileURLToPath(new URL(".", import.meta.url)));

/** A secret of 32 characters or more, or nothing (unset or empty). */
const optionalSecret = z
  .string()
  .min(32, "at least 32 characters")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** A file's path (from the repository root when relative) that must exist, or nothing (unset or empty). */
const optionalFile = z
  .string()
  .min(1)
  .transform((path) => resolve(repoRoot, path))
  .refine((path) => existsSync(path), "no such file")
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * The server's settings: what an operator changes between deployments (docs/configuration.md,
 * docs/decisions/0022-configuration.md). Limits, timeouts and intervals that are the same everywhere
 * are constants (limits/limits.ts); facts about the business are in contracts/business.ts.
 */
export const serverEnvSchema = z.object({
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PostgreSQL when set; otherwise the embedded SQLite file below. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SQLITE_PATH: z.string().min(1).default("data/ikey.sqlite"),
  WEB_ROOT: z.string().min(1).default("web/build/client"),
  /** Behind proxies: how many hops, or which addresses (CIDR), to believe X-Forwarded-* from (trust-proxy.ts). */
  TRUST_PROXY: trustProxySetting,
  /** smtp://user:pass@host:port or smtps://…; empty: leads are stored, and their e-mails wait in the outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SALES_EMAIL: mailAddress("one e-mail address, such as sales@example.com").default("sales@ikey.example"),
  MAIL_FROM: z
    .string()
    .refine((text) => parseSender(text) !== undefined, "one address, or Name <address>, with no line break or comma")
    .default("iKEY Website <no-reply@ikey.example>"),
  /** Key for hashing client addresses and e-mails in counters; without it, one generated once and kept in the database. */
  IP_HASH_SECRET: optionalSecret,
  /**
   * Seals the staff console's TOTP secrets (docs/decisions/0015). Required in production; elsewhere,
   * on SQLite, one is generated once into a file beside the database (staff/staff-key-file.ts), never
   * into the database itself, which it must protect.
   */
  STAFF_SECRET_KEY: optionalSecret,
  /**
   * Where staff open the console: invitation links point there. Defaults to SITE_URL; set it when
   * the public pages are served elsewhere (a CDN) and this server has an address of its own. The
   * console takes state changes from the origin each request was made to (staff/staff-guard.ts).
   */
  STAFF_CONSOLE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Extra origins allowed to call the API from a browser (comma-separated); SITE_URL's origin always is. */
  CORS_ORIGINS: z.string().default(""),
  /**
   * Multiplies every limit counted per client address (limits/limits.ts, perAddressLimits): for
   * deployments whose genuine visitors share addresses, and test runs from one machine.
   */
  PER_ADDRESS_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Check App Status's history: open the suggested incident at once, instead of waiting for a member. */
  STATUS_AUTO_INCIDENTS: booleanFlag,
  /**
   * App attestation is configured when this HMAC key is set: it signs the
   * challenges and the tokens. Empty: every endpoint works without attestation.
   */
  ATTESTATION_SECRET: optionalSecret,
  /** Refuse protected calls without a valid token (401); off, tokens are checked and only logged. */
  ATTESTATION_ENFORCE: booleanFlag,
  /**
   * Conversations (docs/decisions/0041-conversations.md): the mail domain of the leads' reply
   * addresses (lead-<id>-<signature>@this domain), whose MX points at the inbound listener. The
   * default is a placeholder that delivers nowhere; production refuses it.
   */
  CONVERSATIONS_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      "a mail domain, such as replies.ikey.my",
    )
    .transform((domain) => domain.toLowerCase())
    .default("replies.ikey.example"),
  /**
   * Where this instance's conversations listener takes mail, HOST:PORT (such as 0.0.0.0:25, or
   * 127.0.0.1:2525 behind a relay); empty: this instance does not listen (another may).
   */
  CONVERSATIONS_SMTP: z
    .string()
    .regex(/^(\[[0-9a-f:.]+\]|[\w.-]+):\d{1,5}$/i, "HOST:PORT, such as 127.0.0.1:2525")
    .refine((value) => Number(value.slice(value.lastIndexOf(":") + 1)) <= 65_535, "a port up to 65535")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The listener's certificate chain and its private key in one PEM file (as HAProxy and many MTAs
   * take them), for the host the MX names: set, it offers STARTTLS, which senders such as Gmail and
   * Outlook then use; empty: plain SMTP, for a listener behind a relay that does TLS itself.
   */
  CONVERSATIONS_SMTP_TLS: optionalFile,
});

type ServerEnv = z.infer<typeof serverEnvSchema>;

/**
 * Server settings that are no longer read, and where each went (docs/decisions/0022-configuration.md):
 * set, a value would be silently ignored, so it is refused instead, with its new place.
 */
const retiredServerSettings: Readonly<Record<string, string>> = Object.fromEntries(
  [
    "SHUTDOWN_GRACE_MS",
    "HEADERS_TIMEOUT_MS",
    "REQUEST_TIMEOUT_MS",
    "OUTBOX_POLL_MS",
    "OUTBOX_LEASE_MS",
    "LEAD_RATE_LIMIT",
    "LEAD_RATE_WINDOW_SECONDS",
    "LEAD_REFUSED_RATE_LIMIT",
    "LEAD_RETENTION_DAYS",
    "STATUS_RATE_LIMIT",
    "STATUS_RATE_WINDOW_SECONDS",
    "STATUS_TIMEOUT_MS",
    "STATUS_PROBE_INTERVAL_SECONDS",
    "STATUS_RAW_RETENTION_DAYS",
    "STATUS_SUGGEST_AFTER_FAILURES",
    "STATUS_SUBSCRIBE_RATE_LIMIT",
    "STATUS_SUBSCRIBE_RATE_WINDOW_SECONDS",
    "HELP_VOTE_RATE_LIMIT",
    "HELP_VOTE_RATE_WINDOW_SECONDS",
    "ACCOUNT_EMAIL_FAILURE_LIMIT",
    "ACCOUNT_CLIENT_FAILURE_LIMIT",
    "ACCOUNT_FAILURE_WINDOW_SECONDS",
    "ACCOUNT_LOCKOUT_SECONDS",
    "ATTESTATION_MAX_NUMBER",
    "ATTESTATION_TTL_SECONDS",
  ].map((name) => [
    name,
    "a constant in server/src/limits/limits.ts (per-address limits scale with PER_ADDRESS_LIMIT_FACTOR)",
  ]),
);

/** HOST:PORT as a listener takes it, an IPv6 host without its brackets. */
function listenAddress(value: string) {
  const colon = value.lastIndexOf(":");
  return { host: value.slice(0, colon).replace(/^\[(.*)\]$/, "$1"), port: Number(value.slice(colon + 1)) };
}

/** The configuration the server runs with, shaped for its parts; its type follows the schemas. */
function shape(values: ServerEnv, env: Record<string, string | undefined>) {
  const site = parseSiteConfig(env, { port: values.PORT });
  return {
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    database: values.DATABASE_URL
      ? ({ kind: "postgres", url: values.DATABASE_URL } as const)
      : ({ kind: "sqlite", path: resolve(repoRoot, values.SQLITE_PATH) } as const),
    webRoot: resolve(repoRoot, values.WEB_ROOT),
    trustProxy: values.TRUST_PROXY,
    site,
    mail: { smtpUrl: values.SMTP_URL, salesEmail: values.SALES_EMAIL, from: values.MAIL_FROM },
    ipHashSecret: values.IP_HASH_SECRET,
    /** STAFF_SECRET_KEY; main.ts and the staff CLI fill it from the key file when it is not set. */
    staffSecretKey: values.STAFF_SECRET_KEY,
    /** STAFF_CONSOLE_URL, or SITE_URL: the base of invitation links. */
    staffConsoleUrl: values.STAFF_CONSOLE_URL ?? site.SITE_URL,
    corsOrigins: [
      new URL(site.SITE_URL).origin,
      ...values.CORS_ORIGINS.split(",")
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ],
    perAddressLimitFactor: values.PER_ADDRESS_LIMIT_FACTOR,
    autoIncidents: values.STATUS_AUTO_INCIDENTS,
    conversations: {
      domain: values.CONVERSATIONS_DOMAIN,
      /** Absent when CONVERSATIONS_SMTP is not set: this instance receives no mail. */
      smtp: values.CONVERSATIONS_SMTP === undefined ? undefined : listenAddress(values.CONVERSATIONS_SMTP),
      /** The PEM file's path; absent: the listener offers no STARTTLS. */
      tls: values.CONVERSATIONS_SMTP_TLS,
    },
    /** Absent when ATTESTATION_SECRET is not set: nothing is attested. */
    attestation: values.ATTESTATION_SECRET
      ? { secret: values.ATTESTATION_SECRET, enforce: values.ATTESTATION_ENFORCE }
      : undefined,
  };
}

export type ServerConfig = ReturnType<typeof shape>;

/**
 * Settings that are each valid but together would refuse every visitor, or
 * claim a protection that is not there.
 */
function attestationProblems(config: ServerConfig, values: ServerEnv): string[] {
  if (!values.ATTESTATION_ENFORCE) return [];
  if (!config.attestation) return ["ATTESTATION_ENFORCE: needs ATTESTATION_SECRET, which signs the tokens"];
  if (!config.site.ATTESTATION_ENABLED) {
    return ["ATTESTATION_ENFORCE: needs ATTESTATION_ENABLED=true, or the pages never send a token"];
  }
  return [];
}

/**
 * A production server must be given its staff key: one generated into a file on a single machine
 * would differ between instances, and would be lost with the machine (docs/decisions/0015).
 */
function productionProblems(env: Record<string, string | undefined>, config: ServerConfig) {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!config.staffSecretKey) {
    problems.push(
      "STAFF_SECRET_KEY: required when NODE_ENV=production (32+ characters, e.g. `openssl rand -hex 32`); it seals the staff console's authenticator secrets and must be the same on every instance",
    );
  }
  // A reserved name delivers nowhere: every lead's answer would be lost (RFC 2606, RFC 6761).
  if (/\.(example|test|invalid|localhost)$/.test(config.conversations.domain)) {
    problems.push(
      "CONVERSATIONS_DOMAIN: set it to the mail domain whose MX reaches the conversations listener when NODE_ENV=production; the default is a placeholder that delivers nowhere",
    );
  }
  return problems;
}

function refuse(problems: readonly string[]): never {
  throw new Error(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
}

/** Reads and validates the whole configuration at startup; a bad value stops the server with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = serverEnvSchema.safeParse(env);
  const retired = retiredSettingProblems(env, retiredServerSettings);
  if (!result.success) {
    refuse([...retired, ...result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)]);
  }
  if (retired.length > 0) refuse(retired);
  const config = shape(result.data, env);
  const problems = [...attestationProblems(config, result.data), ...productionProblems(env, config)];
  if (problems.length > 0) refuse(problems);
  return config;
}
