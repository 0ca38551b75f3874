// HAProxy in front of the instances (`npm run cluster`, scripts/lib/haproxy.mjs): it takes an
// instance that stops answering out of the rotation within 2 s, retries only what is safe to
// repeat, and hands the instances the client address it saw. Behind it, two instances on one
// PostgreSQL never give a demo slot to a member twice.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { DEMO_SLOTS_PATH } from "../contracts/demo-booking.ts";
import { parseSiteConfig } from "../contracts/site-config.ts";
// @ts-expect-error: plain JavaScript module shared with `npm run cluster`
import { startCluster } from "../scripts/cluster.mjs";
// @ts-expect-error: plain JavaScript module shared with `npm run cluster`
import { findHaproxy, haproxyConfig } from "../scripts/lib/haproxy.mjs";
import { validRequestDemo } from "../test-support/lead-samples.ts";

const port = Number(process.env.E2E_PORT ?? 3100) + 120;
const site = parseSiteConfig({});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe.configure({ mode: "serial" });
test.skip(({ browserName }) => browserName !== "chromium");

test("the configuration passes HAProxy's own check and retries only safe requests after they reached an instance", () => {
  const config: string = haproxyConfig({ upstreams: [{ host: "127.0.0.1", port: 1 }], port: 2 });
  expect(config).toMatch(/option httpchk GET \/healthz/);
  expect(config).toMatch(/inter 400ms fastinter 300ms .*fall 2/);
  expect(config).toMatch(/http-request disable-l7-retry unless METH_GET \|\| METH_HEAD \|\| METH_OPTIONS/);
  expect(config).toMatch(/option forwardfor/);
  const dir = mkdtempSync(join(tmpdir(), "haproxy-check-"));
  try {
    writeFileSync(join(dir, "haproxy.cfg"), config);
    const check = spawnSync(findHaproxy(), ["-c", "-f", join(dir, "haproxy.cfg")], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("through HAProxy: the counted address is the one it saw, and a frozen instance leaves the rotation within 2 s", async () => {
  test.setTimeout(120_000);
  const cluster = await startCluster({ instances: 2, port, logDir: ".tmp/load-balancer", env: { LOG_LEVEL: "warn" } });
  try {
    // A client forging the first X-Forwarded-For entry is still one client: the 11th lead is refused.
    const statuses: number[] = [];
    for (let lead = 0; lead < 11; lead++) {
      const response = await fetch(`${cluster.url}/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${lead}` },
        body: JSON.stringify(validRequestDemo),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);

    // Frozen, not dead: it accepts connections but answers nothing, the hardest case for a balancer.
    const frozen = cluster.instances[0];
    frozen.kill("SIGSTOP");
    try {
      await sleep(2_000);
      for (let request = 0; request < 20; request++) {
        const response = await fetch(`${cluster.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        expect(response.status, `request ${request}`).toBe(200);
      }
    } finally {
      frozen.kill("SIGCONT");
    }
    // Back in the rotation once it answers again: both instances serve.
    await expect.poll(async () => (await fetch(`${cluster.url}/healthz`)).status, { timeout: 5_000 }).toBe(200);
  } finally {
    await cluster.stop();
  }
});

/** Adds active sales members straight to the cluster's database: the console's sign-up is not what this tests. */
async function addSalesMembers(databaseUrl: string, emails: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const email of emails) {
      await client.query("insert into staff (email, role, status, created_at) values ($1, 'sales', 'active', $2)", [
        email,
        Date.now(),
      ]);
    }
  } finally {
    await client.end();
  }
}

test("through HAProxy: 50 requests at once for a slot book it once per free member, across two instances", async () => {
  test.setTimeout(120_000);
  // All the requests come from this one client: its lead limit and its demos a day must not be
  // what refuses them.
  const cluster = await startCluster({
    instances: 2,
    port,
    logDir: ".tmp/load-balancer",
    env: { LOG_LEVEL: "warn" },
    limits: { leads: { max: 500 }, demosPerClientDay: 500 },
  });
  try {
    await addSalesMembers(cluster.databaseUrl, ["lim@ikey.example"]);
    // The first day with free times, as the dialog finds it, and two of its times far enough apart.
    let date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    let slots: { time: string }[] = [];
    for (let day = 0; day < 10 && slots.length < 4; day++) {
      const answer = await (await fetch(`${cluster.url}${DEMO_SLOTS_PATH}?date=${date}`)).json();
      slots = answer.slots;
      if (slots.length < 4) date = answer.nextDate ?? date;
    }
    expect(slots.length).toBeGreaterThanOrEqual(4);
    const ask = (time: string, batch: string) =>
      Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const response = await fetch(`${cluster.url}/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              ...validRequestDemo,
              email: `owner${index}.${batch}@ceria.example`,
              appointmentDate: date,
              appointmentTime: time,
            }),
          });
          expect(response.status).toBe(201);
          return (await response.json()).booking.status as string;
        }),
      );
    const count = (statuses: string[], status: string) => statuses.filter((each) => each === status).length;

    const alone = await ask(slots[1]?.time ?? "", "one");
    expect([count(alone, "confirmed"), count(alone, "requested")]).toEqual([1, 49]);

    await addSalesMembers(cluster.databaseUrl, ["aminah@ikey.example", "kumar@ikey.example"]);
    const three = await ask(slots[slots.length - 1]?.time ?? "", "three");
    expect([count(three, "confirmed"), count(three, "requested")]).toEqual([3, 47]);

    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const booked = await client.query(
        "select starts_at, count(*)::int as demos, count(distinct staff_id)::int as members from demo_bookings where status = 'confirmed' group by starts_at order by starts_at",
      );
      expect(booked.rows.map((row) => [row.demos, row.members])).toEqual([
        [1, 1],
        [3, 3],
      ]);
      expect((await client.query("select count(*)::int as leads from leads")).rows[0].leads).toBe(100);
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
});
