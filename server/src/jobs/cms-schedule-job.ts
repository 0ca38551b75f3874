import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { CmsLive } from "../cms/cms-live";
import { applyDueChanges } from "../cms/cms-publishing";
import type { Database } from "../db/schema";
import type { Clock } from "../time";

/**
 * How often each instance records the console's scheduled changes. The pages do not wait for it:
 * they go by each text's times (cms/cms-live.ts), so a post is live at its minute regardless; this
 * makes the state the console shows, and the audit log's line, follow within the interval.
 */
export const CMS_SCHEDULE_INTERVAL_MS = 15_000;

interface CmsScheduleJobOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly live: CmsLive;
  readonly intervalMs?: number;
}

/**
 * Every instance looks; each change is a conditional update, so exactly one instance makes it and
 * logs it, and a pass interrupted by a restart is finished by the next (cms-publishing.ts).
 */
async function cmsScheduleJob(app: FastifyInstance, options: CmsScheduleJobOptions) {
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running ??= applyDueChanges(options.db, options.clock())
      .then(async (changed) => {
        if (changed === 0) return;
        app.log.info({ changed }, "cms-schedule: published or unpublished scheduled texts");
        await options.live.refresh();
      })
      .catch((error: unknown) => app.log.error({ err: error }, "cms-schedule failed; retrying at the next pass"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, options.intervalMs ?? CMS_SCHEDULE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(cmsScheduleJob, { name: "cms-schedule-job" });
