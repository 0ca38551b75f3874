import { STAFF_API } from "@ikey/contracts/staff";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AttemptLimiter } from "../accounts/attempt-limiter";
import { createDeviceTokens } from "../accounts/device-tokens";
import { createPasswordChecker, type ScryptCost } from "../accounts/password-hash";
import type { Clock } from "../clock";
import type { ServerConfig } from "../config";
import type { Database } from "../db/schema";
import { fail } from "../http/json-body";
import type { KeyedHash } from "../privacy/keyed-hash";
import { auditLogRoutes } from "../routes/audit-log";
import { helpVotesConsoleRoutes } from "../routes/help-votes";
import { leadInboxRoutes } from "../routes/lead-inbox";
import { staffRoutes } from "../routes/staff";
import { staffMemberRoutes } from "../routes/staff-members";
import { statusIncidentsRoutes } from "../routes/status-incidents";
import { supportDeskRoutes } from "../routes/support-desk";
import { sealingKey } from "../staff/secret-box";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import staffGuard from "../staff/staff-guard";
import type { IncidentActions } from "../status-incidents/incident-actions";

export interface StaffConsoleOptions {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly hash: KeyedHash;
  readonly scryptCost: ScryptCost;
  readonly limiter: AttemptLimiter;
  readonly onMailQueued: () => void;
  readonly incidents: IncidentActions;
}

/**
 * The staff console's API under /staff/api (docs/decisions/0015), in a context of its own: the
 * guard (no-store, noindex, same-origin state changes, the session) covers these routes alone.
 * Without STAFF_SECRET_KEY every call answers 503 saying so: TOTP secrets need a key the database
 * does not hold.
 */
export default async function staffConsole(app: FastifyInstance, options: StaffConsoleOptions) {
  const secret = options.config.staffSecretKey;
  await app.register(
    async (consoleApi) => {
      if (!secret) {
        consoleApi.all("/*", async (_request, reply) =>
          fail(reply, 503, "Console Not Configured", "The staff console needs STAFF_SECRET_KEY on the server."),
        );
        return;
      }
      const deps: StaffConsoleDeps = {
        db: options.db,
        clock: options.clock,
        siteUrl: options.config.staffConsoleUrl,
        supportEmail: options.config.site.SUPPORT_EMAIL,
        sealKey: sealingKey(secret, "staff-totp"),
        csrfKey: sealingKey(secret, "staff-csrf"),
        hash: options.hash,
        passwords: createPasswordChecker(options.scryptCost),
        limiter: options.limiter,
        devices: createDeviceTokens(options.hash, "staff"),
        scryptCost: options.scryptCost,
        onMailQueued: options.onMailQueued,
        incidents: options.incidents,
      };
      await consoleApi.register(staffGuard, {
        db: deps.db,
        clock: deps.clock,
        siteUrl: deps.siteUrl,
        csrfKey: deps.csrfKey,
      });
      for (const routes of [
        staffRoutes,
        staffMemberRoutes,
        leadInboxRoutes,
        supportDeskRoutes,
        auditLogRoutes,
        statusIncidentsRoutes,
        helpVotesConsoleRoutes,
      ]) {
        await consoleApi.register(routes, deps);
      }
    },
    { prefix: STAFF_API },
  );
}
