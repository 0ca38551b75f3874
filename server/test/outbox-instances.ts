import { startSmtpSink } from "../../test-support/smtp-sink";
import type { ServerConfig } from "../src/config";
import { connectDatabase } from "../src/db/connection";
import { createSmtpSender } from "../src/outbox/mailer";
import { startOutboxWorker } from "../src/outbox/outbox-worker";
import { HOUR_MS } from "../src/time";

const silent = { warn: () => {}, error: () => {} } as never;

/**
 * Two server instances' outbox workers on one database, delivering to a fresh SMTP sink: what runs
 * after a restart behind the load balancer. They are stopped at once, so the test drives each round
 * with `runOnce` at the time `clock` gives; `cleanup` takes what closes them all.
 */
export async function twoOutboxInstances(
  database: ServerConfig["database"],
  clock: () => number,
  cleanup: (() => Promise<void>)[],
  log: never = silent,
) {
  const sink = await startSmtpSink();
  const smtp = createSmtpSender(sink.url, "iKEY Website <no-reply@ikey.example>");
  const instances = [connectDatabase(database), connectDatabase(database)];
  const workers = instances.map((handle) =>
    startOutboxWorker({ db: handle.db, send: smtp.send, clock, pollMs: HOUR_MS, log }),
  );
  cleanup.push(async () => {
    for (const worker of workers) await worker.stop();
    for (const handle of instances) await handle.close();
    smtp.close();
    await sink.close();
  });
  for (const worker of workers) await worker.stop();
  return { sink, workers };
}
