import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../db/connection";
import type { Database } from "../db/schema";
import { memberDemosOn } from "../demo-booking/member-demos";
import { takeAssignmentTurn } from "../leads/assignment-store";
import { readResponseTarget } from "../leads/response-target";
import { unansweredLeadsOf } from "../leads/unanswered-leads";
import type { DigestContents } from "../morning-digest/digest-mail";
import { LISTED_LEADS, sendMorningDigests } from "../morning-digest/morning-digest";
import { type Clock, MINUTE_MS } from "../time";

/** How often each instance looks whether a digest is due: the morning's go out within this of opening. */
export const DIGEST_CHECK_INTERVAL_MS = MINUTE_MS;

/**
 * A member's unanswered leads (the first-response clock's) and their demos of the day (the demo
 * booking's), read after the assignments' turn: a hand-off or re-offer being committed on another
 * instance is waited for, so the digest lists every assignment committed before it, never the old owner.
 */
export async function digestContentsOf(
  trx: Kysely<Database>,
  staffId: number,
  day: string,
  now: number,
): Promise<DigestContents> {
  await takeAssignmentTurn(trx);
  const { leads, total } = await unansweredLeadsOf(trx, staffId, now, LISTED_LEADS);
  const targetMinutes = await readResponseTarget(trx);
  const demos = await memberDemosOn(trx, staffId, day);
  return { leads, waitingTotal: total, targetMinutes, demos };
}

interface MorningDigestJobOptions {
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly consoleUrl: string;
  readonly onMailQueued: () => void;
}

/**
 * The sales members' morning digests (docs/decisions/0034-morning-digest.md): when the server is
 * ready and then every minute, each instance queues the digests due and not yet claimed. Outside
 * the working day's hours a look touches nothing. A run still going is not doubled up; a failed
 * one is logged (a count, never whose) and the next minute tries again.
 */
async function morningDigestJob(
  app: FastifyInstance,
  { database, clock, consoleUrl, onMailQueued }: MorningDigestJobOptions,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= sendMorningDigests(database.db, clock(), { consoleUrl, contentsOf: digestContentsOf })
      .then(({ queued, dropped }) => {
        // Counts only, never whose.
        if (dropped > 0)
          app.log.warn({ dropped }, "morning digest: dropped, its moment passed while the server was down");
        if (queued === 0) return;
        app.log.info({ queued }, "morning digest: queued");
        onMailQueued();
      })
      .catch((error: unknown) => app.log.error({ err: error }, "morning digest failed; trying again next minute"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, DIGEST_CHECK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(morningDigestJob, { name: "morning-digest-job" });
