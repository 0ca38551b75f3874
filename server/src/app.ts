import compress from "@fastify/compress";
import cors from "@fastify/cors";
import { ATTESTATION_HEADER } from "@ikey/contracts/attestation";
import { business } from "@ikey/contracts/business";
import { LANGUAGE_HEADER } from "@ikey/contracts/languages";
import Fastify, { type FastifyError, type FastifyReply, type FastifyServerOptions, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAccountService } from "./accounts/account-service";
import { createAttestation } from "./attestation/attestation";
import { attestationNotice } from "./attestation/attestation-notice";
import { attestationRoutes } from "./attestation/attestation-routes";
import attestationGuard from "./attestation/require-attestation";
import { createCmsLive } from "./cms/cms-live";
import cmsPages from "./cms/cms-pages";
import { createPreviewTokens } from "./cms/cms-preview-tokens";
import cmsSearch from "./cms/cms-search";
import type { ServerConfig } from "./config";
import { createDeviceTokens } from "./credentials/device-tokens";
import { createPasswordChecker, DEFAULT_SCRYPT_COST, type ScryptCost } from "./credentials/password-hash";
import { createReplyAddresses } from "./credentials/reply-addresses";
import type { DatabaseHandle } from "./db/connection";
import { isDatabaseUnavailable } from "./db/errors";
import { clientProblemOf } from "./http/problems";
import accountPurgeJob from "./jobs/account-purge-job";
import cmsScheduleJob from "./jobs/cms-schedule-job";
import demoLapseJob from "./jobs/demo-lapse-job";
import morningDigestJob from "./jobs/morning-digest-job";
import outboxJob from "./jobs/outbox-job";
import pruningJob from "./jobs/pruning-job";
import reofferJob from "./jobs/reoffer-job";
import retentionJob, {
  auditLogRetention,
  leadRetention,
  morningDigestRetention,
  staffSessionRetention,
  statusProbeRetention,
  statusRollupRetention,
  unconfirmedSubscriberRetention,
} from "./jobs/retention-job";
import statusProbeJob from "./jobs/status-probe-job";
import { createAttemptLimiter } from "./limits/attempt-limiter";
import { DEFAULT_LIMITS, type Limits, perAddressLimits } from "./limits/limits";
import { createRateLimiter } from "./limits/rate-limiter";
import routeLimits from "./limits/route-limits";
import { loggerOptions, RequestLog } from "./log";
import inboundSmtp from "./plugins/conversation-listener";
import jsonBodies from "./plugins/json-bodies";
import securityHeaders, { securityHeadersFor } from "./plugins/security-headers";
import staffConsole from "./plugins/staff-console";
import staticSite, { isAssetFile } from "./plugins/static-site";
import { createKeyedHasher, loadHashKey } from "./privacy/keyed-hash";
import { accountDeactivationRoutes } from "./routes/account-deactivation";
import { appStatusRoutes } from "./routes/app-status";
import { cmsMediaRoutes } from "./routes/cms-media";
import { cmsPreviewRoutes } from "./routes/cms-preview";
import { demoBookingRoutes } from "./routes/demo-booking";
import { demoFeedRoutes } from "./routes/demo-booking-feed";
import { healthRoutes } from "./routes/health";
import { helpVotesRoutes } from "./routes/help-votes";
import { leadRoutes } from "./routes/leads";
import { statusEmbedRoutes } from "./routes/status-embed";
import { statusHistoryRoutes } from "./routes/status-history";
import { statusUpdatesRoutes } from "./routes/status-updates";
import { sealingKey } from "./staff/secret-box";
import { incidentActions } from "./status/incident-actions";
import { loopbackBase, targetsOf } from "./status/keepalive-probes";
import { subscriberTokens } from "./status/subscriber-tokens";
import { type Clock, systemClock } from "./time";
import { fastifyTrustProxy } from "./trust-proxy";

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly database: DatabaseHandle;
  /**
   * Tests pass `false`, or options of their own to read the lines; otherwise readable lines in a
   * terminal and JSON lines elsewhere (log.ts).
   */
  readonly logger?: FastifyServerOptions["logger"];
  readonly clock?: Clock;
  /**
   * The background jobs (outbox worker, account purge, retention, pruning) start when the app is
   * ready and stop when it closes. Tests that drive a job by hand, with a clock of
   * their own, turn them off.
   */
  readonly jobs?: boolean;
  /** Also told when a lead or an account change has committed with its e-mail (tests count them). */
  readonly onMailQueued?: () => void;
  /** Tests that are not about hashing pass a cheaper cost; everything else uses the default. */
  readonly scryptCost?: ScryptCost;
  /** Told of each route as it is added (tests check every route declares its schemas). */
  readonly onRoute?: (route: RouteOptions) => void;
  /**
   * The limits, timeouts and intervals (limits/limits.ts). Tests of a limit pass smaller ones; the
   * per-address ones are then scaled by PER_ADDRESS_LIMIT_FACTOR like the defaults.
   */
  readonly limits?: Limits;
}

/** The largest body any endpoint takes; the forms' longest is about 3 KB. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  jobs = true,
  onMailQueued: observeMailQueued,
  scryptCost = DEFAULT_SCRYPT_COST,
  onRoute,
  limits: givenLimits = DEFAULT_LIMITS,
}: AppDependencies) {
  const limits = perAddressLimits(givenLimits, config.perAddressLimitFactor);
  const headersFor = securityHeadersFor(config.site);
  const app = Fastify({
    logger: logger ?? loggerOptions({ level: config.logLevel, isTTY: process.stdout.isTTY === true }),
    logController: new RequestLog(isAssetFile),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow or stalled clients must not hold sockets open (slowloris): the headers
    // must all arrive in time, however slowly each byte trickles in, and Node
    // checks for overdue ones every second rather than its default thirty.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 2),
    },
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    connectionTimeout: 60_000,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // A request that is still not answered after its budget is answered 503, and its work told to
    // stop through request.signal (docs/decisions/0040-bounded-input.md).
    handlerTimeout: limits.handlerBudgetMs,
    // The router's own refusals (an address that is not UTF-8 once decoded) in the project's words,
    // with the headers every answer has: no hook runs for a request that was never routed.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { status, ...problem } = clientProblemOf(error, BODY_LIMIT_BYTES);
      reply.headers(headersFor(request.protocol));
      reply.code(status).send(problem);
    },
  });

  // Every route's parts are zod schemas from the contracts (contracts/api-schemas.ts): zod checks
  // what comes in, in the contract's order, and what goes out.
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // Not a fault of ours or the client's: the database is down or restarting.
      request.log.warn({ code: (error as { code?: unknown }).code }, "database unavailable");
      return reply.code(503).header("Retry-After", "5").send({
        error: "Service Unavailable",
        message: "The service is briefly unavailable. Please try again shortly.",
      });
    }
    if (error.code === "FST_ERR_HANDLER_TIMEOUT") {
      request.log.warn({ route: request.routeOptions.url }, "request over its time budget");
      return reply.code(503).header("Retry-After", "5").send({
        error: "Service Unavailable",
        message: "This took too long to answer. Please try again shortly.",
      });
    }
    if (!error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ error: "Internal Server Error", message: "Something went wrong on our side." });
    }
    const { status, ...problem } = clientProblemOf(error, BODY_LIMIT_BYTES);
    return reply.code(status).send(problem);
  });
  await app.register(jsonBodies);

  const rateLimiter = createRateLimiter(database.db, clock);
  const hash = createKeyedHasher(() => loadHashKey(database.db, config.ipHashSecret));
  const onMailQueued = () => {
    if (jobs) app.mailQueued();
    observeMailQueued?.();
  };
  // Check App Status's history (docs/decisions/0016): incidents change from the console and, with
  // STATUS_AUTO_INCIDENTS, from the probes; either way they are e-mailed to subscribers.
  const incidentMail = {
    siteUrl: config.site.SITE_URL,
    supportEmail: business.supportEmail,
    tokens: subscriberTokens(hash),
  };
  const incidents = incidentActions({ db: database.db, mail: incidentMail, onMailQueued });
  // Conversations (docs/decisions/0041-conversations.md): the leads' reply addresses, and the
  // listener that receives mail at them when this instance is given a port.
  const { domain, smtp, tls } = config.conversations;
  const signingKey = config.staffSecretKey && sealingKey(config.staffSecretKey, "conversations").toString("hex");
  const replyAddresses = createReplyAddresses(database.db, domain, signingKey || undefined);
  await app.register(inboundSmtp, {
    db: database.db,
    addresses: replyAddresses,
    clock,
    smtp,
    tls,
    consoleUrl: config.staffConsoleUrl,
    onMailQueued,
  });
  // The console's posts (docs/decisions/0045-cms.md): the staff console changes them, the site's
  // pages show them, each instance reading them again every few seconds.
  const cmsLive = createCmsLive(database.db, config.webRoot, config.site, clock);
  // Preview links: signed under a key of their own, from the staff key as the reply addresses' is.
  const previewKey = config.staffSecretKey && sealingKey(config.staffSecretKey, "cms-preview").toString("hex");
  const cmsPreviewTokens = createPreviewTokens(database.db, previewKey || undefined);
  if (jobs) {
    await app.register(cmsScheduleJob, { db: database.db, clock, live: cmsLive });
    await app.register(outboxJob, { database, mail: { ...config.mail, ...limits.outbox }, clock });
    await app.register(accountPurgeJob, { database, clock });
    const rules = [
      leadRetention(limits.leadRetentionDays),
      auditLogRetention,
      staffSessionRetention,
      statusProbeRetention(limits.statusHistory.rawRetentionDays),
      statusRollupRetention,
      unconfirmedSubscriberRetention,
      morningDigestRetention,
    ];
    await app.register(retentionJob, { database, clock, rules });
    await app.register(pruningJob, { database, clock, rateLimiter });
    await app.register(morningDigestJob, { database, clock, consoleUrl: config.staffConsoleUrl, onMailQueued });
    await app.register(reofferJob, { database, clock, consoleUrl: config.staffConsoleUrl, onMailQueued });
    await app.register(demoLapseJob, { database, clock });
    await app.register(statusProbeJob, {
      db: database.db,
      clock,
      // The checker's own targets; paths are this server's keepalive paths, over loopback.
      targets: () => targetsOf(config.site, () => loopbackBase(app.server)),
      timeoutMs: limits.statusTimeoutMs,
      intervalMs: limits.statusHistory.probeIntervalMs,
      suggestAfterFailures: limits.statusHistory.suggestAfterFailures,
      autoIncidents: config.autoIncidents,
      incidents,
      onMailQueued,
    });
  }
  app.addHook("onReady", async () => {
    if (!config.ipHashSecret) {
      app.log.info("IP_HASH_SECRET is not set: client and e-mail hashes use a key kept in the database.");
    }
    const notice = attestationNotice(config);
    if (notice) app.log[notice.level](notice.message);
  });

  // Pages may call every configured API and status host, and nothing else.
  await app.register(securityHeaders, { site: config.site });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(healthRoutes, { database });
  const attestation = config.attestation
    ? createAttestation({ ...config.attestation, ...limits.attestation }, database.db, clock)
    : undefined;
  // Before the routes it protects: they take their preValidation hook from it.
  await app.register(attestationGuard, { attestation, enforce: config.attestation?.enforce ?? false });
  // Before the routes too: it reads each route's `config.rateLimit`, `config.secretCheck` and
  // `config.honeypot` as it is added.
  await app.register(routeLimits, { rateLimiter, hashClient: hash });
  await app.register(appStatusRoutes, {
    site: config.site,
    clock,
    timeoutMs: limits.statusTimeoutMs,
    bodyLimit: BODY_LIMIT_BYTES,
    rateLimit: limits.statusChecks,
  });

  await app.register(statusHistoryRoutes, { db: database.db, clock });
  // The badge and the summary other sites embed (docs/status-embedding.md).
  await app.register(statusEmbedRoutes, {
    db: database.db,
    clock,
    siteUrl: config.site.SITE_URL,
    probeIntervalMs: limits.statusHistory.probeIntervalMs,
  });
  await app.register(statusUpdatesRoutes, {
    db: database.db,
    clock,
    rateLimit: limits.statusSubscriptions,
    linkLimit: limits.statusLinks,
    mail: incidentMail,
    siteUrl: config.site.SITE_URL,
    onMailQueued,
  });

  await app.register(helpVotesRoutes, {
    db: database.db,
    clock,
    hashClient: hash,
    rateLimit: limits.helpVotes,
    consoleArticle: (language, slug, now) => cmsLive.snapshot().liveItemAt("help-article", language, slug, now),
  });

  const leads = {
    database,
    clock,
    hashClient: hash,
    rateLimit: limits.leads,
    salesEmail: config.mail.salesEmail,
    bookingLinks: { consoleUrl: config.staffConsoleUrl, siteUrl: config.site.SITE_URL },
    replyAddresses,
    demosPerClientDay: limits.demosPerClientDay,
    onMailQueued,
  };
  const accounts = createAccountService({
    db: database.db,
    clock,
    passwords: createPasswordChecker(scryptCost),
    limiter: createAttemptLimiter({ db: database.db, clock, rateLimiter, limits: limits.passwordChecks }),
    hash,
    devices: createDeviceTokens(hash),
    supportEmail: business.supportEmail,
    onMailQueued,
  });
  // The API the pages call, in its own context, so CORS (and its Vary: Origin) applies to it
  // alone: browsers may call it from the site's origin and the configured others only.
  await app.register(async (api) => {
    await api.register(cors, {
      origin: [...config.corsOrigins],
      methods: ["GET", "POST"],
      allowedHeaders: ["Content-Type", "Idempotency-Key", LANGUAGE_HEADER, ATTESTATION_HEADER],
      // A page on another origin reads when to try again after a 429 (the demo link's page says it).
      exposedHeaders: ["Retry-After"],
      maxAge: 600,
    });
    if (attestation) await api.register(attestationRoutes, { attestation });
    await api.register(leadRoutes, { ...leads, site: config.site, siteOrigins: config.corsOrigins });
    await api.register(demoBookingRoutes, {
      db: database.db,
      clock,
      rateLimit: limits.demoSlots,
      linkRateLimit: limits.demoLink,
      movesPerDay: limits.demoMoves.perDay,
      links: leads.bookingLinks,
      onMailQueued,
    });
    await api.register(demoFeedRoutes, {
      db: database.db,
      clock,
      links: leads.bookingLinks,
      rateLimit: limits.demoFeed,
    });
    await api.register(accountDeactivationRoutes, { accounts });
  });
  await app.register(staffConsole, {
    cmsLive,
    cmsPreviewTokens,
    config,
    db: database.db,
    clock,
    hash,
    scryptCost,
    limiter: createAttemptLimiter({
      db: database.db,
      clock,
      rateLimiter,
      limits: limits.passwordChecks,
      scope: "staff",
    }),
    invitationLimit: limits.staffInvitations,
    onMailQueued,
    incidents,
    bookingLinks: leads.bookingLinks,
    replyAddresses,
  });
  // The console's pictures, from the database on every instance (docs/decisions/0045-cms.md, "Images").
  await app.register(cmsMediaRoutes, { db: database.db });
  await app.register(staticSite, { webRoot: config.webRoot, site: config.site });
  await app.register(cmsPages, { live: cmsLive, webRoot: config.webRoot, site: config.site, clock });
  await app.register(cmsSearch, { live: cmsLive, clock });
  await app.register(cmsPreviewRoutes, {
    db: database.db,
    tokens: cmsPreviewTokens,
    live: cmsLive,
    webRoot: config.webRoot,
    site: config.site,
    clock,
  });
  app.addHook("onClose", () => database.close());
  return app;
}
