// HAProxy in front of the instances (`npm run cluster`, scripts/lib/haproxy.mjs): it takes an
// instance that stops answering out of the rotation within 2 s, retries only what is safe to
// repeat, and hands the instances the client address it saw. Behind it, two instances on one
// PostgreSQL never give a demo slot to a member twice, whether visitors or members in the console book it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { DEMO_SLOTS_PATH } from "../contracts/demo-booking.ts";
import { parseSiteConfig } from "../contracts/site-config.ts";
import { CSRF_HEADER, STAFF_API } from "../contracts/staff.ts";
// @ts-expect-error: plain JavaScript module shared with `npm run cluster`
import { startCluster } from "../scripts/cluster.mjs";
// @ts-expect-error: plain JavaScript module shared with `npm run cluster`
import { findHaproxy, haproxyConfig } from "../scripts/lib/haproxy.mjs";
import { validRequestDemo } from "../test-support/lead-samples.ts";
import { runOperatorToolAsync } from "./lib/operator-tool.ts";
import { currentCode, nextCode, STAFF_PASSWORD } from "./lib/staff-console.ts";

const port = Number(process.env.E2E_PORT ?? 3100) + 120;
const site = parseSiteConfig({});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first day with at least `count` free times, as the visitors' dialog finds it, and those times. */
async function firstDayWithTimes(front: string, count: number): Promise<{ date: string; slots: { time: string }[] }> {
  let date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  let slots: { time: string }[] = [];
  for (let day = 0; day < 10 && slots.length < count; day++) {
    const answer = await (await fetch(`${front}${DEMO_SLOTS_PATH}?date=${date}`)).json();
    slots = answer.slots;
    if (slots.length < count) date = answer.nextDate ?? date;
  }
  return { date, slots };
}

/** A visitor's demo request for `date` at `time` on the public form. */
function requestDemo(front: string, email: string, date: string, time: string): Promise<Response> {
  return fetch(`${front}/api/RequestDemo?code=${site.REQUEST_DEMO_CODE}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validRequestDemo, email, appointmentDate: date, appointmentTime: time }),
  });
}

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
    // The first day with free times, and two of its times far enough apart.
    const { date, slots } = await firstDayWithTimes(cluster.url, 4);
    expect(slots.length).toBeGreaterThanOrEqual(4);
    const ask = (time: string, batch: string) =>
      Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const response = await requestDemo(cluster.url, `owner${index}.${batch}@ceria.example`, date, time);
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

/** One member's browser as the console's pages use it: its cookies, and the session's CSRF token. */
interface ConsoleClient {
  readonly email: string;
  cookies: Map<string, string>;
  csrfToken: string;
}

/** A call to the console's API from this member's browser, through HAProxy: its cookies kept, Origin sent. */
async function consoleCall<Answer = Record<string, unknown>>(
  front: string,
  client: ConsoleClient,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${front}${STAFF_API}${path}`, {
    method,
    headers: {
      origin: front,
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      ...(method !== "GET" ? { "content-type": "application/json", [CSRF_HEADER]: client.csrfToken } : {}),
    },
    body: method !== "GET" ? JSON.stringify(body ?? {}) : undefined,
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const equals = pair.indexOf("=");
    client.cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
  }
  return { status: response.status, json: (await response.json()) as Answer };
}

/** `npm run staff -- invite` on the cluster's database, as an operator would; answers the link's token. */
async function inviteOnCluster(consoleEnv: Record<string, string>, email: string, role = "sales"): Promise<string> {
  const stdout = await runOperatorToolAsync("staff", ["invite", email, "--role", role], {
    ...process.env,
    ...consoleEnv,
  });
  const token = /\/staff\/invitation#([\w-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`no invitation link in: ${stdout}`);
  return token;
}

/**
 * Sends `call` again, up to twice, when it was answered 503 with Retry-After, as a member's browser
 * would: on a loaded two-core machine a new PostgreSQL connection can take longer than the pool waits
 * (7 s). Only for the setting-up, never for the rush this file tests. `call` builds its request
 * afresh each time, so a time-based code is today's.
 */
async function unlessBrieflyUnavailable<Answer extends { status: number }>(call: () => Promise<Answer>) {
  for (let tries = 1; ; tries++) {
    const answer = await call();
    if (answer.status !== 503 || tries === 3) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** Accepts the invitation through the console's API and signs in, as the pages do; the member's browser after. */
async function enrolAndSignIn(front: string, email: string, token: string): Promise<ConsoleClient> {
  const client: ConsoleClient = { email, cookies: new Map(), csrfToken: "" };
  const pending = await unlessBrieflyUnavailable(() =>
    consoleCall(front, client, "POST", "/invitation/password", { token, password: STAFF_PASSWORD }),
  );
  expect(pending.status, JSON.stringify(pending.json)).toBe(200);
  const secret = String(pending.json.secret);
  const enrolled = await unlessBrieflyUnavailable(async () =>
    consoleCall(front, client, "POST", "/invitation/code", { token, code: await currentCode(secret) }),
  );
  expect(enrolled.status, JSON.stringify(enrolled.json)).toBe(200);
  // The next 30-second step's code: newer than the one enrolment used, as a second factor must be.
  const signedIn = await unlessBrieflyUnavailable(async () =>
    consoleCall(front, client, "POST", "/sign-in", { email, password: STAFF_PASSWORD, code: await nextCode(secret) }),
  );
  expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
  client.csrfToken = String(signedIn.json.csrfToken);
  return client;
}

/** Runs `work` on each item, `width` at a time: the operator tool builds its bundle on every run. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map((item) => work(item)))));
  }
  return results;
}

test("through HAProxy: 20 members booking from the console and 50 visitors at once give one demo per free member", async () => {
  test.setTimeout(180_000);
  // All the requests come from this one client: its lead limit and its demos a day must not be what
  // refuses them. 70 requests at once queue for the database: on a loaded two-core machine the last
  // may wait past the 8 s a request may take (503), and this test is of who gets the slot, not speed.
  const cluster = await startCluster({
    instances: 2,
    port,
    logDir: ".tmp/load-balancer",
    env: { LOG_LEVEL: "warn" },
    limits: { leads: { max: 500 }, demosPerClientDay: 500, handlerBudgetMs: 60_000 },
  });
  try {
    const front: string = cluster.url;
    const emails = Array.from({ length: 20 }, (_, index) => `rep${index + 1}@ikey.example`);
    const invited = await inBatches(emails, 4, async (email) => ({
      email,
      token: await inviteOnCluster(cluster.consoleEnv, email),
    }));
    const members = await inBatches(invited, 5, ({ email, token }) => enrolAndSignIn(front, email, token));

    // Each sets their own demo hours, every day 09:00 to 18:00, so all 20 are free at the slot.
    const everyDay = Array.from({ length: 7 }, () => [{ start: "09:00", end: "18:00" }]);
    const ids = new Map<string, number>();
    for (const member of members) {
      const hours = await unlessBrieflyUnavailable(() =>
        consoleCall<{ members: { id: number }[] }>(front, member, "GET", "/demo-hours"),
      );
      expect(hours.status).toBe(200);
      const id = Number(hours.json.members[0]?.id);
      const saved = await unlessBrieflyUnavailable(() =>
        consoleCall(front, member, "POST", `/demo-hours/${id}`, { takesDemos: true, weeklyHours: everyDay }),
      );
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      ids.set(member.email, id);
    }

    // The first day with free times, and one of its times.
    const { date, slots } = await firstDayWithTimes(front, 2);
    const time = slots[1]?.time ?? "";
    expect(time).toMatch(/^\d\d:\d\d$/);

    // The 20 leads the members book for: demo requests whose typed time (off the grid) kept them requests.
    for (let index = 0; index < 20; index++) {
      const response = await requestDemo(front, `caller${index}@ceria.example`, date, "10:10");
      expect(response.status).toBe(201);
      expect((await response.json()).booking).toEqual({ status: "requested" });
    }
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    try {
      // Stored one after another, so in the callers' order; no other lead exists yet.
      const callers = (await database.query("select id from leads order by id")).rows.map((row) => Number(row.id));
      expect(callers).toHaveLength(20);

      // Before the rush, the lead's page offers that time with all 20 members free.
      const offered = await consoleCall<{ slots: { time: string; members: unknown[] }[] }>(
        front,
        members[0] as ConsoleClient,
        "GET",
        `/leads/${callers[0]}/demo-slots?date=${date}`,
      );
      expect(offered.status).toBe(200);
      const atTime = offered.json.slots.find((slot) => slot.time === time);
      expect(atTime?.members).toHaveLength(20);

      // At once: each member books their own caller's demo at that time with themselves, and 50
      // visitors ask for the same time on the public form.
      const book = (member: ConsoleClient, index: number) =>
        consoleCall<{ error?: string }>(front, member, "POST", `/leads/${callers[index]}/demo`, {
          date,
          time,
          memberId: ids.get(member.email),
        }).then((answer) => ({ member: member.email, ...answer }));
      const ask = async (index: number) => {
        const response = await requestDemo(front, `rush${index}@ceria.example`, date, time);
        return { status: response.status, body: await response.json() };
      };
      // Sent interleaved, two or three visitors before each member, so that both win some members:
      // sent in two blocks, whichever went first took nearly all of them.
      const fromConsole: ReturnType<typeof book>[] = [];
      const fromVisitors: ReturnType<typeof ask>[] = [];
      for (let sent = 0; sent < 70; sent++) {
        const member = members[fromConsole.length];
        if (member && (fromConsole.length + 1) * 70 <= (sent + 1) * 20)
          fromConsole.push(book(member, fromConsole.length));
        else fromVisitors.push(ask(fromVisitors.length));
      }
      const [consoleAnswers, visitorAnswers] = await Promise.all([Promise.all(fromConsole), Promise.all(fromVisitors)]);
      expect([consoleAnswers.length, visitorAnswers.length]).toEqual([20, 50]);

      // Every console call is a booking or "not free", never a server error; every visitor's is taken.
      for (const answer of consoleAnswers) {
        if (answer.status === 200)
          expect(answer.json).toMatchObject({ status: "confirmed", date, time, member: answer.member });
        else expect([answer.status, answer.json.error]).toEqual([409, "Not Free"]);
      }
      for (const answer of visitorAnswers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(["confirmed", "requested"]).toContain(answer.body.booking.status);
      }
      const consoleBooked = consoleAnswers.filter((answer) => answer.status === 200).length;
      const visitorsBooked = visitorAnswers.filter((answer) => answer.body.booking.status === "confirmed").length;
      test.info().annotations.push({
        type: "booked",
        description: `${consoleBooked} from the console, ${visitorsBooked} by visitors`,
      });
      expect(consoleBooked + visitorsBooked).toBe(20);

      // In the database: 20 confirmed demos at that time, one per member, and no other; every lead stored.
      const startsAt = Date.parse(`${date}T${time}:00+08:00`);
      const booked = await database.query(
        "select starts_at, count(*)::int as demos, count(distinct staff_id)::int as members from demo_bookings where status = 'confirmed' group by starts_at",
      );
      expect(booked.rows.map((row) => [Number(row.starts_at), row.demos, row.members])).toEqual([[startsAt, 20, 20]]);
      expect((await database.query("select count(*)::int as leads from leads")).rows[0].leads).toBe(70);
    } finally {
      await database.end();
    }
  } finally {
    await cluster.stop();
  }
});

/** Asks `url` every half second until it answers `status`; how long that took, in seconds. */
async function secondsUntil(url: string, status: number, deadlineMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await fetch(url, { headers: { accept: "text/html" } }).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === status) return (Date.now() - started) / 1000;
    if (Date.now() - started > deadlineMs) throw new Error(`${url} still answers ${answer}, not ${status}`);
    await sleep(500);
  }
}

test("through HAProxy: a post published on one instance is on the other within 60 s, and gone from both once unpublished", async () => {
  test.setTimeout(180_000);
  const cluster = await startCluster({ instances: 2, port, logDir: ".tmp/load-balancer", env: { LOG_LEVEL: "warn" } });
  try {
    const [first, second] = cluster.instances.map((child: { port: number }) => `http://127.0.0.1:${child.port}`);
    const email = "news@ikey.example";
    const member = await enrolAndSignIn(
      cluster.url,
      email,
      await inviteOnCluster(cluster.consoleEnv, email, "marketing"),
    );
    // Written and published on the first instance alone (the guard takes a call from the origin it reaches).
    const created = await consoleCall<{ item: { id: number } }>(`${first}`, member, "POST", "/cms/announcements", {});
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const text = `/cms/announcements/${created.json.item.id}/texts/en`;
    const words = {
      title: "Two instances",
      summary: "One database.",
      body: "Published on one.",
      slug: "two-instances",
    };
    const saved = await consoleCall(`${first}`, member, "PUT", text, { ...words, audience: null, baseVersion: 0 });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await consoleCall(`${first}`, member, "POST", `${text}/publish`, {})).status).toBe(200);

    const shown = await secondsUntil(`${second}/announcement/two-instances`, 200, 60_000);
    expect((await fetch(`${cluster.url}/announcement/two-instances`)).status).toBe(200);
    expect((await consoleCall(`${first}`, member, "POST", `${text}/unpublish`, {})).status).toBe(200);
    const gone = await Promise.all(
      [first, second].map((origin) => secondsUntil(`${origin}/announcement/two-instances`, 410, 60_000)),
    );
    test.info().annotations.push({
      type: "seconds",
      description: `200 on the second after ${shown} s; 410 on each after ${gone.join(" s and ")} s`,
    });
  } finally {
    await cluster.stop();
  }
});
