// The scaled-out deployment under faults: two instances on PostgreSQL behind
// HAProxy (`npm run cluster`), while demo requests stream in. Short in
// `npm test`; `npm run test:soak` runs the same with SOAK=1, for longer.
import { expect, test } from "@playwright/test";
import pg from "pg";
// @ts-expect-error: plain JavaScript module shared with `npm run cluster`
import { startCluster } from "../scripts/cluster.mjs";
import { startSmtpSink } from "../test-support/smtp-sink.ts";
import { leadLoad } from "./lib/lead-load.ts";
import { recordSoakFigure } from "./lib/soak-figures.ts";

const soak = Boolean(process.env.SOAK);
const LOAD_MS = soak ? 30_000 : 4_000;
const port = Number(process.env.E2E_PORT ?? 3100) + 100;
const LEASE_MS = 3_000;

/** A header of a delivered message; headers end at the first blank line, long ones are folded. */
function header(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe.configure({ mode: "serial" });
test.skip(({ browserName }) => browserName !== "chromium");

test("an instance SIGKILLed mid-load loses no acknowledged lead, and no e-mail goes out twice", async () => {
  test.setTimeout(LOAD_MS + 120_000);
  const salesEmail = `sales+${Date.now()}@ikey.example`;
  const mail = await startSmtpSink();
  const cluster = await startCluster({
    instances: 2,
    port,
    logDir: ".tmp/cluster-faults",
    env: { SMTP_URL: mail.url, SALES_EMAIL: salesEmail, PER_ADDRESS_LIMIT_FACTOR: "1000000", LOG_LEVEL: "warn" },
    limits: { outbox: { pollMs: 200, leaseMs: LEASE_MS } },
  });
  try {
    const loadEnds = sleep(LOAD_MS);
    const load = leadLoad(cluster.url, 8, loadEnds, "kill");
    await sleep(LOAD_MS * 0.4);
    await cluster.kill(0);
    // The moment this process saw the instance exit: it sent nothing after that.
    const diedAt = Date.now();
    await sleep(LOAD_MS * 0.2);
    await cluster.restart(0);
    const result = await load;

    const stored = new Set(
      (await query<{ name: string }>(cluster.databaseUrl, "select payload::json->>'name' as name from leads")).map(
        (row) => row.name,
      ),
    );
    const missing = result.acknowledged.filter((name) => !stored.has(name));
    // Every lead's e-mail, once the outbox has drained (a dead worker's claims wait out their lease).
    await expect
      .poll(async () => (await query(cluster.databaseUrl, "select id from outbox where sent_at is null")).length, {
        timeout: 60_000,
        intervals: [250],
      })
      .toBe(0);
    // The Message-ID names the outbox row, so one lead's e-mail always carries the same one.
    const deliveredAt = new Map<string, number[]>();
    // Only this run's e-mails: a server left over from an earlier run could find the sink's port.
    const deliveries = mail.delivered
      .filter((delivery) => delivery.to.includes(salesEmail))
      .map((delivery) => ({ messageId: header(delivery.raw, "Message-ID"), at: delivery.at }));
    for (const delivery of deliveries) {
      deliveredAt.set(delivery.messageId, [...(deliveredAt.get(delivery.messageId) ?? []), delivery.at]);
    }
    // A message that reached the sink as the instance died, and again once its lease
    // had run out, is the dead worker's: it died after the SMTP server took the
    // message and before it could record that. The sink, in this busy process, may
    // log the first copy a moment after the exit. Any other repeat, above all two
    // copies with no lease between them, would mean two live workers sent one message.
    const repeats = [...deliveredAt.values()].filter((times) => times.length > 1);
    const resentAfterLease = (times: number[]) =>
      Math.min(...times) <= diedAt + 1_000 && Math.max(...times) - Math.min(...times) >= LEASE_MS / 2;
    const sentTwice = repeats.filter((times) => !resentAfterLease(times)).length;
    const redelivered = repeats.length - sentTwice;
    const report = `attempts ${result.attempts}, acknowledged ${result.acknowledged.length}, found ${result.acknowledged.length - missing.length}, missing ${missing.length}, leads stored ${stored.size}, e-mails delivered ${deliveries.length} for ${deliveredAt.size} leads, sent twice by live workers ${sentTwice}, sent again after the crash window (same Message-ID) ${redelivered}`;
    console.log(`cluster kill: ${report}`);
    test.info().annotations.push({ type: "cluster kill", description: report });
    recordSoakFigure(`Kill test (${LOAD_MS / 1000} s of load, 2 instances, one SIGKILLed)`, report);

    // The load really ran (a busy CI machine manages fewer).
    expect(result.acknowledged.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
    expect(result.nonJson).toEqual([]);
    expect(sentTwice).toBe(0);
    // Every stored lead's e-mail went out.
    expect(deliveredAt.size).toBe(stored.size);
  } finally {
    await cluster.stop();
    await mail.close();
  }
});

test("PostgreSQL restarting mid-load: 503 with JSON while it is down, no hang, no crash, recovery by itself", async () => {
  test.setTimeout(LOAD_MS + 120_000);
  const cluster = await startCluster({
    instances: 2,
    port,
    logDir: ".tmp/cluster-faults",
    env: { PER_ADDRESS_LIMIT_FACTOR: "1000000", LOG_LEVEL: "warn" },
  });
  try {
    const loadEnds = sleep(LOAD_MS + 3_000);
    const load = leadLoad(cluster.url, 8, loadEnds, "restart");
    await sleep(LOAD_MS * 0.3);
    cluster.postgres.kill();
    const down = Date.now();
    await sleep(2_000);
    const duringOutage = await fetch(`${cluster.url}/healthz`);
    cluster.postgres.start();
    const downFor = Date.now() - down;
    const result = await load;
    const report = `attempts ${result.attempts}, acknowledged ${result.acknowledged.length}, refused ${JSON.stringify(Object.fromEntries(result.refusals))}, unanswered ${result.unanswered}, database down for ${downFor} ms`;
    console.log(`database restart: ${report}`);
    test.info().annotations.push({ type: "database restart", description: report });
    recordSoakFigure(`PostgreSQL restart (${LOAD_MS / 1000} s of load, 2 instances)`, report);

    expect(duringOutage.status).toBe(503);
    expect(result.refusals.get(503)).toBeGreaterThan(0);
    expect([...result.refusals.keys()].filter((status) => status !== 503)).toEqual([]);
    expect(result.nonJson).toEqual([]);
    expect(result.unanswered).toBe(0);
    // Both instances are still the same processes, and serve again.
    for (const instance of cluster.instances) expect(instance.exitCode).toBeNull();
    // HAProxy takes the instances back after two passed health checks, which on a busy machine may
    // come after the load has ended (PostgreSQL's restart blocks this process while it runs).
    await expect.poll(async () => (await fetch(`${cluster.url}/healthz`)).status).toBe(200);
    const stored = new Set(
      (await query<{ name: string }>(cluster.databaseUrl, "select payload::json->>'name' as name from leads")).map(
        (row) => row.name,
      ),
    );
    expect(result.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // And new submissions are accepted again, without restarting anything.
    const again = await leadLoad(cluster.url, 1, sleep(300), "recovered");
    expect(again.acknowledged.length).toBeGreaterThan(0);
  } finally {
    await cluster.stop();
  }
});
