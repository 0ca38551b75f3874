import { type Kysely, type Migration, Migrator } from "kysely";
import * as leadsOutboxRateLimits from "./migrations/0001-leads-outbox-rate-limits";
import * as accounts from "./migrations/0002-accounts";
import * as attestation from "./migrations/0003-attestation";
import * as scheduledJobs from "./migrations/0004-scheduled-jobs";
import * as rateBuckets from "./migrations/0005-rate-buckets";
import * as leadNames from "./migrations/0006-lead-names";
import * as staff from "./migrations/0007-staff";
import * as leadInbox from "./migrations/0008-lead-inbox";
import * as statusHistory from "./migrations/0009-status-history";
import * as languages from "./migrations/0010-languages";
import * as helpVotes from "./migrations/0011-help-votes";
import * as demoBooking from "./migrations/0012-demo-booking";
import * as demoReminders from "./migrations/0013-demo-reminders";
import * as demoFeeds from "./migrations/0014-demo-feeds";
import * as demoHeldStatus from "./migrations/0015-demo-held-status";
import * as leadAttribution from "./migrations/0016-lead-attribution";
import * as autoReplies from "./migrations/0017-auto-replies";
import * as firstResponse from "./migrations/0018-first-response";
import * as samePerson from "./migrations/0019-same-person";
import * as leadReplies from "./migrations/0020-lead-replies";
import * as leadAssignment from "./migrations/0021-lead-assignment";
import * as leadReports from "./migrations/0022-lead-reports";
import * as morningDigest from "./migrations/0023-morning-digest";
import * as consoleSpeed from "./migrations/0024-console-speed";
import * as staffProfile from "./migrations/0025-staff-profile";
import * as demoBookingLimits from "./migrations/0026-demo-booking-limits";
import * as demoLinkMoves from "./migrations/0027-demo-link-moves";
import * as demoStartTimes from "./migrations/0028-demo-start-times";
import * as handoffs from "./migrations/0029-handoffs";
import * as conversations from "./migrations/0030-conversations";
import * as statusSubscriberLanguage from "./migrations/0032-status-subscriber-language";
import * as leadSourceIndex from "./migrations/0033-lead-source-index";
import * as cms from "./migrations/0034-cms";
import * as cmsImages from "./migrations/0035-cms-images";
import * as cmsScheduledChanges from "./migrations/0036-cms-scheduled-changes";
import * as cmsLiveAudience from "./migrations/0037-cms-live-audience";
import type { Database } from "./schema";

/** The one set of migrations, for both engines, imported statically so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  "0001-leads-outbox-rate-limits": leadsOutboxRateLimits,
  "0002-accounts": accounts,
  "0003-attestation": attestation,
  "0004-scheduled-jobs": scheduledJobs,
  "0005-rate-buckets": rateBuckets,
  "0006-lead-names": leadNames,
  "0007-staff": staff,
  "0008-lead-inbox": leadInbox,
  "0009-status-history": statusHistory,
  "0010-languages": languages,
  "0011-help-votes": helpVotes,
  "0012-demo-booking": demoBooking,
  "0013-demo-reminders": demoReminders,
  "0014-demo-feeds": demoFeeds,
  "0015-demo-held-status": demoHeldStatus,
  "0016-lead-attribution": leadAttribution,
  "0017-auto-replies": autoReplies,
  "0018-first-response": firstResponse,
  "0019-same-person": samePerson,
  "0020-lead-replies": leadReplies,
  "0021-lead-assignment": leadAssignment,
  "0022-lead-reports": leadReports,
  "0023-morning-digest": morningDigest,
  "0024-console-speed": consoleSpeed,
  "0025-staff-profile": staffProfile,
  "0026-demo-booking-limits": demoBookingLimits,
  "0027-demo-link-moves": demoLinkMoves,
  "0028-demo-start-times": demoStartTimes,
  "0029-handoffs": handoffs,
  "0030-conversations": conversations,
  "0032-status-subscriber-language": statusSubscriberLanguage,
  "0033-lead-source-index": leadSourceIndex,
  "0034-cms": cms,
  "0035-cms-images": cmsImages,
  "0036-cms-scheduled-changes": cmsScheduledChanges,
  "0037-cms-live-audience": cmsLiveAudience,
};

/**
 * Brings the schema up to date. Kysely's migrator takes a lock table first, so
 * several instances starting at once run each migration exactly once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Branches built side by side number their migrations ahead (0002, 0003): a
    // database that already ran a later one must still accept an earlier one merged after it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
