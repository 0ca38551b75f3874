// `npm run bench:console`: the staff console's figures (docs/decisions/0015-staff-console.md).
//  1. The inbox with 100,000 leads, on SQLite and on a throwaway PostgreSQL: the server's own time
//     (its Server-Timing header) at the 50th and 95th percentiles for the first page, a filter, a
//     search, the longest-waiting order, the waiting leads per member and the sources-and-speed
//     report (docs/decisions/0033-lead-reports.md). Target: p95 ≤ 100 ms.
//     Then "reassign on disable" (issue 49, point 4): disabling a sales member with open leads and a
//     demo to come, handing all of it to a colleague in one transaction (routes/staff-members.ts).
//     And booking a demo from a lead's page (issue 49): the day's free times for the lead and the
//     booking itself (POST, in the bookings' turn, with its e-mails), each for a different lead, by
//     a sales member who takes demos. Target: p95 < 100 ms.
//  2. Sign-in timing: the median for an unknown e-mail against a known e-mail with a wrong
//     password, interleaved one at a time; target within 10 % of each other.
//  3. JavaScript: the console's own chunks, gzip, from the build's React Router manifest, and each
//     public page's JavaScript (set BENCH_BASELINE to another build's web/build/client to compare).
// The leads are written by the server's own code (leads/lead-store.ts's search text, through
// Vite's module runner) in batches; the server under test is the built one, started as
// `npm start` starts it. It writes bench/results/console.md.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { onBothEngines } from "./lib/both-engines.mjs";
import { importSource } from "./lib/contracts.mjs";
import { conversationSection, seedConversations } from "./lib/conversation-thread.mjs";
import { seedLeads } from "./lib/seed-leads.mjs";
import { LEADS_PER_LEAVER, seedLeavers } from "./lib/seed-leavers.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";
import { enrolAndSignIn as enrolAndSignInAt, BENCH_STAFF_PASSWORD as PASSWORD } from "./lib/staff-session.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3260);
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 100);
/** Members disabled with a hand-over, timed, after 5 warm-up ones: each disable spends its member. */
const DISABLES = Number(process.env.BENCH_DISABLES ?? 60);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const EMAIL = "bench.admin@ikey.example";
const SECRET_KEY = "bench-staff-secret-key-not-for-production-01";

function progress(message) {
  process.stderr.write(`[bench:console] ${message}\n`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
};

/** Invites from the CLI and enrols through the API, as a new member would; answers the session cookie and CSRF token. */
const enrolAndSignIn = (env, email = EMAIL, role = "admin") => enrolAndSignInAt(ORIGIN, env, { email, role });

/**
 * Disables each leaver in turn, handing their open leads and demo to the successor; answers the
 * server's own times and the round trips of all but the first 5 (warm-up).
 */
async function timeDisables({ successor, leavers }, session) {
  const server = [];
  const roundTrip = [];
  for (const [index, leaver] of leavers.entries()) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/staff/api/members/${leaver}/disable`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        cookie: session.cookie,
        "X-CSRF-Token": session.csrfToken,
      },
      body: JSON.stringify({ reassignTo: successor }),
    });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`disable: ${response.status} ${JSON.stringify(body)}`);
    if (index < 5) continue;
    server.push(Number(/app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]));
    roundTrip.push(elapsed);
  }
  return { server, roundTrip };
}

/** GETs a console call `REQUESTS` times; answers the server's own times (Server-Timing) and the round trips. */
async function timeCalls(path, cookie) {
  const server = [];
  const roundTrip = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/staff/api${path}`, { headers: { cookie } });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (i < 10) continue; // warm-up
    server.push(Number(/app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]));
    roundTrip.push(elapsed);
  }
  return { server, roundTrip };
}

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100);
const SALES_EMAIL = "bench.sales@ikey.example";

/**
 * Books `BOOKINGS` demos (after 10 warm-up ones) from leads' pages, as a sales member does: the
 * day's free times for the lead, then the first of them with its host, day after day as each fills.
 * Each for a lead of its own, from the newest back. Answers both calls' server times and round trips.
 */
async function timeBookings(cookie, leads, firstDay) {
  const session = await (await fetch(`${ORIGIN}/staff/api/session`, { headers: { cookie } })).json();
  const headers = {
    cookie,
    origin: ORIGIN,
    "content-type": "application/json",
    "x-csrf-token": session.session.csrfToken,
  };
  const slots = { server: [], roundTrip: [] };
  const book = { server: [], roundTrip: [] };
  const timed = async (into, index, path, init) => {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/staff/api${path}`, init);
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (index >= 10) {
      into.server.push(Number(/app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]));
      into.roundTrip.push(elapsed);
    }
    return body;
  };
  let day = firstDay;
  for (let i = 0; i < BOOKINGS + 10; i++) {
    const leadId = leads - i;
    let free = await timed(slots, i, `/leads/${leadId}/demo-slots?date=${day}`, { headers: { cookie } });
    while (free.slots.length === 0) {
      if (!free.nextDate) throw new Error(`no free time left after ${day}`);
      day = free.nextDate;
      free = await timed(slots, -1, `/leads/${leadId}/demo-slots?date=${day}`, { headers: { cookie } });
    }
    const [first] = free.slots;
    const body = JSON.stringify({ date: day, time: first.time, memberId: first.members[0].id });
    await timed(book, i, `/leads/${leadId}/demo`, { method: "POST", headers, body });
  }
  return { slots, book };
}

/** Failed sign-ins, unknown e-mails and a wrong password interleaved; answers both series' times. */
async function timeSignIns() {
  const attempt = async (email, password) => {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/staff/api/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password, code: "123456" }),
    });
    await response.json();
    if (response.status !== 401) throw new Error(`a failed sign-in answered ${response.status}`);
    return performance.now() - started;
  };
  const unknown = [];
  const wrong = [];
  for (let i = 0; i < SIGN_INS + 10; i++) {
    const pair = [
      async () => unknown.push(await attempt(`nobody${i}@ikey.example`, PASSWORD)),
      async () => wrong.push(await attempt(EMAIL, `wrong password ${i}`)),
    ];
    if (i % 2) pair.reverse();
    for (const step of pair) await step();
  }
  return { unknown: unknown.slice(10), wrong: wrong.slice(10) };
}

async function measure(engine, env) {
  const fullEnv = {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STAFF_SECRET_KEY: SECRET_KEY,
    STAFF_CONSOLE_URL: ORIGIN,
    ...env,
  };
  // No attempt may be refused: a refusal skips the hash and would time other work.
  const limits = { passwordChecks: { perEmail: 1_000_000, perClient: 1_000_000 } };
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-console-${engine}.log`),
    env: fullEnv,
    limits,
  });
  try {
    await waitUntilHealthy(server, PORT);
    progress(`${engine}: seeding ${LEADS} leads…`);
    const seeded = await seedLeads(env, LEADS);
    const session = await enrolAndSignIn(fullEnv);
    const { cookie } = session;
    const calls = {
      "First page": "/leads",
      "Filter (form and status)": "/leads?form=campaign-application&status=contacted",
      "Filter (last 30 days)": `/leads?from=${seeded.recentDay}`,
      [`Search ("${seeded.surname}")`]: `/leads?q=${encodeURIComponent(seeded.surname)}`,
      'Search (no match, "zzqx")': "/leads?q=zzqx",
      "Longest waiting first": "/leads?sort=waiting",
      "Waiting leads per member": "/first-response",
      "Sources and speed (12 weeks)": "/lead-reports",
      "Sources and speed (26 weeks, one source)": "/lead-reports?weeks=26&source=rhb",
    };
    const timings = {};
    for (const [name, path] of Object.entries(calls)) {
      progress(`${engine}: ${REQUESTS} × ${path}`);
      timings[name] = await timeCalls(path, cookie);
    }
    // The conversation thread (bench/lib/conversation-thread.mjs): its own seeding and calls.
    progress(`${engine}: seeding conversations…`);
    const thread = await seedConversations(env, LEADS);
    const conversations = { messages: thread.messages, timings: {} };
    for (const [name, path] of Object.entries(thread.calls)) {
      progress(`${engine}: ${REQUESTS} × ${path}`);
      conversations.timings[name] = await timeCalls(path, cookie);
    }
    progress(`${engine}: ${DISABLES} members disabled with a hand-over…`);
    const leaving = await seedLeavers(env, DISABLES + 5);
    timings[`Reassign on disable (${LEADS_PER_LEAVER} leads and a demo)`] = await timeDisables(leaving, session);
    progress(`${engine}: ${BOOKINGS} demos booked from leads' pages…`);
    const sales = await enrolAndSignIn(fullEnv, SALES_EMAIL, "sales");
    // Tomorrow, Malaysia time: the minimum notice keeps today's times mostly gone.
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const booked = await timeBookings(sales.cookie, LEADS, tomorrow);
    timings["Free times for a lead (a day)"] = booked.slots;
    timings["Book from the lead"] = booked.book;
    progress(`${engine}: ${SIGN_INS} unknown e-mails and ${SIGN_INS} wrong passwords…`);
    return { engine, timings, conversations, signIns: await timeSignIns() };
  } finally {
    await stopServer(server);
  }
}

/**
 * The manifest React Router writes: every route's module and its imports. The one the home page
 * loads: a build can leave others in assets/ (with fewer routes), and the folder's order is no guide.
 */
function routerManifest(clientDir) {
  const file = /\/assets\/(manifest-[\w-]+\.js)/.exec(readFileSync(join(clientDir, "index.html"), "utf8"))?.[1];
  if (!file) throw new Error(`${clientDir}/index.html names no React Router manifest`);
  const text = readFileSync(join(clientDir, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

const gzipKb = (clientDir, files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0) / 1024;

function routeFiles(manifest, id) {
  const route = manifest.routes[id];
  return [route.module, ...(route.imports ?? [])];
}

/** Each page's JavaScript (entry, root, its route), and the console's own chunks. */
function javascript(clientDir) {
  const manifest = routerManifest(clientDir);
  const shared = new Set([manifest.entry.module, ...manifest.entry.imports, ...routeFiles(manifest, "root")]);
  const consoleIds = Object.keys(manifest.routes).filter((id) => id === "staff" || id.startsWith("routes/staff-"));
  const consoleOnly = new Set(consoleIds.flatMap((id) => routeFiles(manifest, id)).filter((file) => !shared.has(file)));
  const publicIds = Object.keys(manifest.routes).filter(
    (id) =>
      id !== "root" &&
      !consoleIds.includes(id) &&
      manifest.routes[id].module &&
      !id.endsWith("-xml") &&
      !id.endsWith("-txt"),
  );
  const pages = Object.fromEntries(
    publicIds.map((id) => [
      id,
      gzipKb(clientDir, new Set([...shared, ...routeFiles(manifest, id)].map((file) => file.slice(1)))),
    ]),
  );
  return {
    consoleKb: gzipKb(
      clientDir,
      [...consoleOnly].map((file) => file.slice(1)),
    ),
    consoleFiles: consoleOnly.size,
    // A build from before the console has none (BENCH_BASELINE).
    signInKb: manifest.routes.staff
      ? gzipKb(
          clientDir,
          new Set(
            [...shared, ...routeFiles(manifest, "staff"), ...routeFiles(manifest, "routes/staff-sign-in")].map((file) =>
              file.slice(1),
            ),
          ),
        )
      : null,
    pages,
  };
}

function report(results, js, baseline) {
  const lines = [
    "# Staff console: inbox speed, sign-in timing and JavaScript",
    "",
    `- Date: ${new Date().toISOString()}; Node ${process.version}; loopback, one server process, requests one at a time.`,
    `- Booking from the lead: ${BOOKINGS} demos after 10 warm-up ones, each for a lead of its own, by a sales member (the only one who takes demos): the day's free times for the lead, then the booking (the bookings' turn, the row, the lead's assignment and status, its history, the audit entry, two e-mails and two reminders queued); a day that fills is followed by the next.`,
    `- ${LEADS.toLocaleString("en")} leads seeded per engine (the three forms, two years of dates, 5 % spam, the workflow's statuses, campaign tags, first-response times for the answered), written with the server's own search text. ${REQUESTS} timed requests per call after 10 warm-up ones, signed in as an admin. "Reassign on disable": ${DISABLES} sales members disabled one after another (after 5 warm-up ones), each with ${LEADS_PER_LEAVER} open leads and a demo to come handed to one colleague, with the new invitation e-mails queued.`,
    "- Server ms: the server's own time per request (its `Server-Timing: app;dur=` header, from the request's arrival to its answer). Round trip: the client's time over loopback.",
    "- Target: p95 ≤ 100 ms.",
    "",
    "| Engine | Call | Server p50 ms | Server p95 ms | Round trip p50 ms | Round trip p95 ms | p95 ≤ 100 ms |",
    "| --- | --- | ---: | ---: | ---: | ---: | :---: |",
  ];
  for (const result of results) {
    for (const [name, { server, roundTrip }] of Object.entries(result.timings)) {
      const p95 = percentile(server, 0.95);
      lines.push(
        `| ${result.engine} | ${name} | ${percentile(server, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(roundTrip, 0.5).toFixed(1)} | ${percentile(roundTrip, 0.95).toFixed(1)} | ${p95 <= 100 ? "yes" : "**no**"} |`,
      );
    }
  }
  lines.push("", ...conversationSection(results, { percentile, requests: REQUESTS }));
  lines.push(
    "## Sign-in timing",
    "",
    `${SIGN_INS} failed sign-ins with unknown e-mails and ${SIGN_INS} with a member's e-mail and a wrong password, interleaved, after 10 of each to warm up; the staff limits were raised for this run only so that none is refused (a refusal skips the hash).`,
    "",
    "| Engine | Unknown e-mail median ms | Wrong password median ms | Ratio | Within 10 % |",
    "| --- | ---: | ---: | ---: | :---: |",
  );
  for (const { engine, signIns } of results) {
    const ratio = percentile(signIns.unknown, 0.5) / percentile(signIns.wrong, 0.5);
    lines.push(
      `| ${engine} | ${percentile(signIns.unknown, 0.5).toFixed(1)} | ${percentile(signIns.wrong, 0.5).toFixed(1)} | ${ratio.toFixed(3)} | ${Math.abs(ratio - 1) <= 0.1 ? "yes" : "**no**"} |`,
    );
  }
  lines.push(
    "",
    "## JavaScript (gzip, level 9, from the build's React Router manifest)",
    "",
    `- The console's own chunks (its ${js.consoleFiles} files, loaded only under /staff, each screen's when it is opened): **${js.consoleKb.toFixed(1)} KB**.`,
    `- What the sign-in screen loads in all (the entry, the root and the console's frame and sign-in): ${js.signInKb.toFixed(1)} KB.`,
    "",
    baseline ? "| Public route | JS KB now | JS KB before | Change |" : "| Public route | JS KB |",
    baseline ? "| --- | ---: | ---: | ---: |" : "| --- | ---: |",
  );
  for (const [id, kb] of Object.entries(js.pages)) {
    const before = baseline?.pages[id];
    lines.push(
      baseline
        ? `| ${id} | ${kb.toFixed(1)} | ${before?.toFixed(1) ?? "–"} | ${before === undefined ? "–" : `${(kb - before).toFixed(2)}`} |`
        : `| ${id} | ${kb.toFixed(1)} |`,
    );
  }
  lines.push(
    "",
    "Reproduce: `npm run bench:console` (`BENCH_LEADS`, `BENCH_REQUESTS`, `BENCH_BOOKINGS`, `BENCH_SIGN_INS`, `BENCH_DISABLES`, `BENCH_PORT`; `BENCH_BASELINE=<other checkout>/web/build/client` to compare the JavaScript).",
    "",
  );
  return lines.join("\n");
}

await importSource("server/src/db/connection.ts"); // fail early if the module runner cannot load the server's code
// First, so a build that cannot be read ends the run before the long part.
const js = javascript(join(ROOT, "web", "build", "client"));
const baseline = process.env.BENCH_BASELINE ? javascript(process.env.BENCH_BASELINE) : undefined;
const results = await onBothEngines("console", measure);
const text = report(results, js, baseline);
writeFileSync(join(ROOT, "bench", "results", "console.md"), text);
process.stdout.write(text);
