import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { mailAddress } from "@ikey/contracts/fields";
import { booleanFlag, parseSiteConfig, type SiteConfig } from "@ikey/contracts/site-config";
import { z } from "zod";
import { parseSender } from "./outbox/mail-addresses";
import { type TrustProxy, trustProxySetting } from "./trust-proxy";

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
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
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
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** Key for hashing client addresses and e-mails in counters; without it, one generated once and kept in the database. */
  IP_HASH_SECRET: z
    .string()
    .min(32, "at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Seals the staff console's TOTP secrets (docs/decisions/0015). Required in production; elsewhere,
   * on SQLite, one is generated once into a file beside the database (staff/staff-key-file.ts), never
   * into the database itself, which it must protect.
   */
  STAFF_SECRET_KEY: z
    .string()
    .min(32, "at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Where staff open the console: invitation links point there. Defaults to SITE_URL; set it when
   * the public pages are served elsewhere (a CDN) and this server has an address of its own. The
   * console takes state changes from the origin each request was made to (staff/staff-guard.ts).
   */
  STAFF_CONSOLE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Submissions each client address may make per window, across the three lead forms. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Refused or invalid lead submissions each client may make per window, counted apart from leads. */
  LEAD_REFUSED_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Leads older than this are deleted for good, with their e-mails (two years by default). */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  /** Status checks (the checker and the callable) each client may ask for per window. */
  STATUS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  STATUS_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Extra origins allowed to call the API from a browser (comma-separated); SITE_URL's origin always is. */
  CORS_ORIGINS: z.string().default(""),
  STATUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Check App Status's history (docs/decisions/0016): how often the background probes run, once for the fleet. */
  STATUS_PROBE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /** How long each probe's own result is kept; the hourly and daily rollups stay 400 days. */
  STATUS_RAW_RETENTION_DAYS: z.coerce.number().int().min(2).max(90).default(7),
  /** Failed probes in a row that make the console suggest an incident for the target's groups. */
  STATUS_SUGGEST_AFTER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(3),
  /** Open the suggested incident at once, instead of waiting for a member. */
  STATUS_AUTO_INCIDENTS: booleanFlag,
  /** Subscription requests each client may make per window. */
  STATUS_SUBSCRIBE_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  STATUS_SUBSCRIBE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3_600),
  /** "Was this helpful?" answers per client per window (docs/decisions/0018-help-centre.md). */
  HELP_VOTE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  HELP_VOTE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3_600),
  /** Brute-force limits of the account password checks (deactivation and login), shared by both calls. */
  ACCOUNT_EMAIL_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  ACCOUNT_CLIENT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(20),
  ACCOUNT_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  ACCOUNT_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * App attestation is configured when this HMAC key is set: it signs the
   * challenges and the tokens. Empty: every endpoint works without attestation.
   */
  ATTESTATION_SECRET: z
    .string()
    .min(32, "at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Refuse protected calls without a valid token (401); off, tokens are checked and only logged. */
  ATTESTATION_ENFORCE: booleanFlag,
  /** The difficulty: a challenge's secret counter lies between half this and this. */
  ATTESTATION_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(3_000),
  /** How long a token lives; at least 10 minutes, so the browser's refresh rule has room. */
  ATTESTATION_TTL_SECONDS: z.coerce.number().int().min(600).max(86_400).default(3_600),
});

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly logLevel: z.infer<typeof serverEnvSchema>["LOG_LEVEL"];
  readonly database:
    | { readonly kind: "postgres"; readonly url: string }
    | { readonly kind: "sqlite"; readonly path: string };
  readonly webRoot: string;
  readonly trustProxy: TrustProxy;
  readonly shutdownGraceMs: number;
  /** A client must send its request headers within this time, and the whole request within the next (slowloris). */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly site: SiteConfig;
  readonly mail: {
    readonly smtpUrl?: string;
    readonly salesEmail: string;
    readonly from: string;
    readonly pollMs: number;
    /** How long a claimed e-mail stays with one worker before another may send it (after a crash). */
    readonly leaseMs: number;
  };
  readonly ipHashSecret?: string;
  /** STAFF_SECRET_KEY; main.ts and the staff CLI fill it from the key file when it is not set. */
  readonly staffSecretKey?: string;
  /** STAFF_CONSOLE_URL, or SITE_URL: the base of invitation links. */
  readonly staffConsoleUrl: string;
  readonly leadRateLimit: { readonly max: number; readonly windowMs: number; readonly refusedMax: number };
  readonly leadRetentionDays: number;
  readonly statusRateLimit: { readonly max: number; readonly windowMs: number };
  readonly helpVoteRateLimit: { readonly max: number; readonly windowMs: number };
  readonly corsOrigins: readonly string[];
  readonly statusTimeoutMs: number;
  readonly statusHistory: StatusHistoryConfig;
  readonly accountLimits: {
    readonly perEmail: number;
    readonly perClient: number;
    readonly windowMs: number;
    readonly lockoutMs: number;
  };
  /** Absent when ATTESTATION_SECRET is not set: nothing is attested. */
  readonly attestation?: AttestationConfig;
}

export interface StatusHistoryConfig {
  readonly probeIntervalMs: number;
  readonly rawRetentionDays: number;
  readonly suggestAfterFailures: number;
  readonly autoIncidents: boolean;
  readonly subscribeRateLimit: { readonly max: number; readonly windowMs: number };
}

export interface AttestationConfig {
  readonly secret: string;
  readonly enforce: boolean;
  readonly maxNumber: number;
  readonly tokenTtlSeconds: number;
}

/**
 * Settings that are each valid but together would refuse every visitor, or
 * claim a protection that is not there.
 */
function attestationProblems(values: z.infer<typeof serverEnvSchema>, site: SiteConfig): string[] {
  if (!values.ATTESTATION_ENFORCE) return [];
  if (!values.ATTESTATION_SECRET) return ["ATTESTATION_ENFORCE: needs ATTESTATION_SECRET, which signs the tokens"];
  if (!site.ATTESTATION_ENABLED) {
    return ["ATTESTATION_ENFORCE: needs ATTESTATION_ENABLED=true, or the pages never send a token"];
  }
  return [];
}

/**
 * A production server must be given its staff key: one generated into a file on a single machine
 * would differ between instances, and would be lost with the machine (docs/decisions/0015).
 */
function productionProblems(env: Record<string, string | undefined>, values: z.infer<typeof serverEnvSchema>) {
  if (env.NODE_ENV !== "production" || values.STAFF_SECRET_KEY) return [];
  return [
    "STAFF_SECRET_KEY: required when NODE_ENV=production (32+ characters, e.g. `openssl rand -hex 32`); it seals the staff console's authenticator secrets and must be the same on every instance",
  ];
}

/** Reads and validates the whole configuration at startup; a bad value stops the server with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = serverEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = result.data;
  const site = parseSiteConfig(env, { port: values.PORT });
  const problems = [...attestationProblems(values, site), ...productionProblems(env, values)];
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
  return {
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    database: values.DATABASE_URL
      ? { kind: "postgres", url: values.DATABASE_URL }
      : { kind: "sqlite", path: resolve(repoRoot, values.SQLITE_PATH) },
    webRoot: resolve(repoRoot, values.WEB_ROOT),
    trustProxy: values.TRUST_PROXY,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(values.REQUEST_TIMEOUT_MS, values.HEADERS_TIMEOUT_MS),
    site,
    mail: {
      smtpUrl: values.SMTP_URL,
      salesEmail: values.SALES_EMAIL,
      from: values.MAIL_FROM,
      pollMs: values.OUTBOX_POLL_MS,
      leaseMs: values.OUTBOX_LEASE_MS,
    },
    ipHashSecret: values.IP_HASH_SECRET,
    staffSecretKey: values.STAFF_SECRET_KEY,
    staffConsoleUrl: values.STAFF_CONSOLE_URL ?? site.SITE_URL,
    leadRateLimit: {
      max: values.LEAD_RATE_LIMIT,
      windowMs: values.LEAD_RATE_WINDOW_SECONDS * 1000,
      refusedMax: values.LEAD_REFUSED_RATE_LIMIT,
    },
    leadRetentionDays: values.LEAD_RETENTION_DAYS,
    statusRateLimit: { max: values.STATUS_RATE_LIMIT, windowMs: values.STATUS_RATE_WINDOW_SECONDS * 1000 },
    helpVoteRateLimit: { max: values.HELP_VOTE_RATE_LIMIT, windowMs: values.HELP_VOTE_RATE_WINDOW_SECONDS * 1000 },
    statusTimeoutMs: values.STATUS_TIMEOUT_MS,
    statusHistory: {
      probeIntervalMs: values.STATUS_PROBE_INTERVAL_SECONDS * 1000,
      rawRetentionDays: values.STATUS_RAW_RETENTION_DAYS,
      suggestAfterFailures: values.STATUS_SUGGEST_AFTER_FAILURES,
      autoIncidents: values.STATUS_AUTO_INCIDENTS,
      subscribeRateLimit: {
        max: values.STATUS_SUBSCRIBE_RATE_LIMIT,
        windowMs: values.STATUS_SUBSCRIBE_RATE_WINDOW_SECONDS * 1000,
      },
    },
    accountLimits: {
      perEmail: values.ACCOUNT_EMAIL_FAILURE_LIMIT,
      perClient: values.ACCOUNT_CLIENT_FAILURE_LIMIT,
      windowMs: values.ACCOUNT_FAILURE_WINDOW_SECONDS * 1000,
      lockoutMs: values.ACCOUNT_LOCKOUT_SECONDS * 1000,
    },
    attestation: values.ATTESTATION_SECRET
      ? {
          secret: values.ATTESTATION_SECRET,
          enforce: values.ATTESTATION_ENFORCE,
          maxNumber: values.ATTESTATION_MAX_NUMBER,
          tokenTtlSeconds: values.ATTESTATION_TTL_SECONDS,
        }
      : undefined,
    corsOrigins: [
      new URL(site.SITE_URL).origin,
      ...values.CORS_ORIGINS.split(",")
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ],
  };
}
