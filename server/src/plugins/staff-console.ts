import { business } from "@ikey/contracts/business";
import { STAFF_API } from "@ikey/contracts/staff";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { builtInSlugsOf } from "../cms/built-in-slugs";
import type { CmsLive } from "../cms/cms-live";
import type { PreviewTokens } from "../cms/cms-preview-tokens";
import type { ServerConfig } from "../config";
import { createDeviceTokens } from "../credentials/device-tokens";
import { createPasswordChecker, type ScryptCost } from "../credentials/password-hash";
import type { ReplyAddresses } from "../credentials/reply-addresses";
import type { Database } from "../db/schema";
import type { BookingLinks } from "../demo-booking/lead-booking";
import { fail } from "../http/json-body";
import type { AttemptLimiter } from "../limits/attempt-limiter";
import type { KeyedHash } from "../privacy/keyed-hash";
import { auditLogRoutes } from "../routes/audit-log";
import { type CmsDeps, cmsRoutes } from "../routes/cms";
import { type DemoCalendarDeps, demoCalendarRoutes } from "../routes/demo-booking-calendar";
import { demoFeedConsoleRoutes } from "../routes/demo-booking-feed";
import { demoHoursRoutes } from "../routes/demo-booking-hours";
import { demoLeadRoutes } from "../routes/demo-booking-leads";
import { firstResponseRoutes } from "../routes/first-response";
import { helpVotesConsoleRoutes } from "../routes/help-votes";
import { leadAssignmentRoutes } from "../routes/lead-assignment";
import { leadInboxRoutes } from "../routes/lead-inbox";
import { leadReportRoutes } from "../routes/lead-reports";
import { staffRoutes } from "../routes/staff";
import { staffMemberRoutes } from "../routes/staff-members";
import { staffNoticeRoutes } from "../routes/staff-notices";
import { staffProfileRoutes } from "../routes/staff-profile";
import { type StatusIncidentsDeps, statusIncidentsRoutes } from "../routes/status-incidents";
import { supportDeskRoutes } from "../routes/support-desk";
import { translationsConsoleRoutes } from "../routes/translations";
import { sealingKey } from "../staff/secret-box";
import staffGuard from "../staff/staff-guard";
import type { IncidentActions } from "../status/incident-actions";
import type { Clock } from "../time";

export interface StaffConsoleOptions {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly hash: KeyedHash;
  readonly scryptCost: ScryptCost;
  readonly limiter: AttemptLimiter;
  readonly invitationLimit: { readonly max: number; readonly windowMs: number };
  readonly onMailQueued: () => void;
  readonly incidents: IncidentActions;
  /** The demo calendar's e-mails link the console and name the site (invitation UIDs). */
  readonly bookingLinks: BookingLinks;
  /** The leads' conversation addresses, a reply's Reply-To (docs/decisions/0041-conversations.md). */
  readonly replyAddresses: ReplyAddresses;
  /** What the public site shows of the console's posts: read again after each change. */
  readonly cmsLive: CmsLive;
  /** Signs the console's preview links, which the public site's /cms-preview reads. */
  readonly cmsPreviewTokens: PreviewTokens;
}

/**
 * The staff console's API under /staff/api (docs/decisions/0015), in a context of its own: the
 * guard (no-store, noindex, same-origin state changes, the session, who may call what) covers
 * these routes alone, and an address it does not know answers a JSON 404 rather than the console's
 * page. Without a key (STAFF_SECRET_KEY, or on SQLite the generated key file: main.ts) every call
 * answers 503 saying so: TOTP secrets need a key the database does not hold.
 */
export default async function staffConsole(app: FastifyInstance, options: StaffConsoleOptions) {
  const secret = options.config.staffSecretKey;
  await app.register(
    async (consoleApi) => {
      if (!secret) {
        consoleApi.all("/*", async (_request, reply) =>
          fail(
            reply,
            503,
            "Console Not Configured",
            "The staff console is not set up on this server yet: it needs STAFF_SECRET_KEY. Ask whoever runs the server to set it (32 or more characters, e.g. from `openssl rand -hex 32`) and restart it.",
          ),
        );
        return;
      }
      type ConsoleDeps = StatusIncidentsDeps & DemoCalendarDeps & CmsDeps;
      const deps: ConsoleDeps = {
        db: options.db,
        webRoot: options.config.webRoot,
        clock: options.clock,
        siteUrl: options.config.staffConsoleUrl,
        supportEmail: business.supportEmail,
        sealKey: sealingKey(secret, "staff-totp"),
        csrfKey: sealingKey(secret, "staff-csrf"),
        hash: options.hash,
        passwords: createPasswordChecker(options.scryptCost),
        limiter: options.limiter,
        devices: createDeviceTokens(options.hash, "staff"),
        invitationLimit: options.invitationLimit,
        scryptCost: options.scryptCost,
        onMailQueued: options.onMailQueued,
        incidents: options.incidents,
        bookingLinks: options.bookingLinks,
        replyAddresses: options.replyAddresses,
        cmsLive: options.cmsLive,
        cmsPreviewTokens: options.cmsPreviewTokens,
        builtInSlugs: builtInSlugsOf(options.config.webRoot),
      };
      await consoleApi.register(staffGuard, { db: deps.db, clock: deps.clock, csrfKey: deps.csrfKey });
      const routeSets: ((server: FastifyInstance, deps: ConsoleDeps) => Promise<void>)[] = [
        staffRoutes,
        staffProfileRoutes,
        staffMemberRoutes,
        staffNoticeRoutes,
        leadInboxRoutes,
        firstResponseRoutes,
        leadAssignmentRoutes,
        leadReportRoutes,
        supportDeskRoutes,
        auditLogRoutes,
        statusIncidentsRoutes,
        helpVotesConsoleRoutes,
        translationsConsoleRoutes,
        demoCalendarRoutes,
        demoLeadRoutes,
        demoFeedConsoleRoutes,
        demoHoursRoutes,
        cmsRoutes,
      ];
      for (const routes of routeSets) {
        await consoleApi.register(routes, deps);
      }
      // Ahead of the site's /staff/* (the console's page), which would otherwise answer any API address.
      for (const unknown of ["/", "/*"]) {
        consoleApi.all(unknown, { config: { consoleAccess: "anyone" } }, async (request, reply) =>
          fail(reply, 404, "Not Found", `No resource at ${request.method} ${request.url.split("?")[0]}`),
        );
      }
    },
    { prefix: STAFF_API },
  );
}
