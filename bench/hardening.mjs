// `npm run bench:hardening`: what a hostile visitor can do, measured over real HTTP on loopback
// against the built server with the embedded database. For each finding of the hardening issue:
//
// 1. Lock-out: the owner signs in once from their phone; then 1,000 wrong passwords for their
//    e-mail arrive from 1,000 addresses; then the owner deactivates, and logs in, from the phone.
// 1b. Staff lock-out: a staff member signs in once from their browser; then 5 wrong passwords for
//    their e-mail arrive from 5 addresses; then the member signs in from that browser (password
//    and TOTP code), a browser that never signed in tries the same, and the member, still signed in
//    from before, changes their password.
// 2. Forged addresses: 30 leads from one socket, each with a different forged first
//    X-Forwarded-For entry, behind one trusted hop (TRUST_PROXY=1).
// 3. Status amplification: 300 status calls in 10 s (checker and callable alternately, each from
//    an address of its own), counting the probes the server sends to its keepalive targets; and
//    300 from one client, counting the 429s.
// 4. Lead windows: with a one-minute window (limit 10), 10 leads just
//    before a window boundary and 10 just after; and ten invalid bodies followed by a valid lead.
//    The window is a named limit now (server/src/limits/limits.ts), given through
//    test-support/serve-with-limits.mjs; a checkout from before that reads LEAD_RATE_WINDOW_SECONDS.
//
// BENCH_BEFORE=<commit> runs the same measurements against that commit too (a git worktree under
// .tmp, with this checkout's node_modules hard-linked in), for a before-and-after table. It writes
// bench/results/hardening.md. Every loop is bounded; the run stops by itself.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { generate } from "otplib";
import { removeSqliteDatabase } from "../scripts/lib/sqlite-files.mjs";
import { importContract } from "./lib/contracts.mjs";
import { requestDemo } from "./lib/lead-load.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3250);
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = "owner.parent@ceria.example";
const PASSWORD = "owner password 2026";
const WRONG = "The email or password is incorrect. Please try again.";
// The public settings' defaults: the bench changes none, so the built site is used as it is.
const { parseSiteConfig } = await importContract("site-config");
const site = parseSiteConfig({});
const DEMO_CODE = site.REQUEST_DEMO_CODE;
const { STATUS_FUNCTION_PATH: CALLABLE } = await importContract("app-status");
const STAFF_EMAIL = "owner.admin@ikey.example";
const STAFF_PASSWORD = "lantern mangosteen 92 quietly";
const STAFF_SECRET_KEY = "bench-staff-secret-key-not-for-production-01";
const { CSRF_HEADER } = await importContract("staff");
// Shorter than the default 10 minutes, so the run waits at most a minute for a window boundary.
const LEAD_WINDOW_MS = 60_000;

function progress(message) {
  process.stderr.write(`[bench:hardening] ${message}\n`);
}

async function post(path, body, { forwardedFor, cookie } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const setCookie = response.headers.get("set-cookie");
  return { status: response.status, text, cookie: setCookie ? setCookie.split(";")[0] : undefined };
}

const account = (path, Password, options) => post(path, { Email: EMAIL, Password }, options);
const succeeded = (answer) => answer.status === 200 && JSON.parse(answer.text).result?.success === true;

async function lockOut() {
  const phone = { forwardedFor: "192.0.2.50" };
  const signedIn = await account("/Api/Parent/Account/Login", PASSWORD, phone);
  const device = { ...phone, cookie: signedIn.cookie };
  let checked = 0;
  let refused = 0;
  const started = Date.now();
  for (let guess = 0; guess < 1_000; guess++) {
    const answer = await account("/Api/Parent/Account/WebDeactivateAccount", `guess ${guess}`, {
      forwardedFor: `10.${Math.floor(guess / 250)}.${guess % 250}.1`,
    });
    const message = JSON.parse(answer.text).result?.message ?? "";
    if (message === WRONG) checked++;
    else refused++;
  }
  const seconds = (Date.now() - started) / 1000;
  const deactivated = succeeded(await account("/Api/Parent/Account/WebDeactivateAccount", PASSWORD, device));
  const loggedIn = succeeded(await account("/Api/Parent/Account/Login", PASSWORD, device));
  return { checked, refused, seconds, deactivated, loggedIn, hadCookie: Boolean(signedIn.cookie) };
}

/** A console call as a browser on the site makes it; answers the status, the body and the cookies set. */
async function staffPost(path, body, { forwardedFor, cookies = [], csrf } = {}) {
  const response = await fetch(`${BASE}/staff/api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      ...(cookies.length > 0 ? { cookie: cookies.join("; ") } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, text, cookies: response.headers.getSetCookie().map((line) => line.split(";")[0]) };
}

/** Invites from the CLI (of the checkout measured) and enrols through the API; answers a TOTP code source. */
async function enrolStaff(cwd, env) {
  const printed = execFileSync(process.execPath, ["scripts/staff.mjs", "invite", STAFF_EMAIL, "--role", "admin"], {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  const token = new URL(/https?:\/\/\S+#[\w-]+/.exec(printed)[0]).hash.slice(1);
  const { secret } = JSON.parse((await staffPost("/invitation/password", { token, password: STAFF_PASSWORD })).text);
  // A code works once, and within one 30-second step either way: each sign-in takes the next step,
  // waiting for the clock when it has run ahead.
  let lastStep = -1;
  const nextCode = async () => {
    const step = Math.max(lastStep + 1, Math.floor(Date.now() / 30_000));
    while (step > Math.floor(Date.now() / 30_000) + 1) await sleep(500);
    lastStep = step;
    return generate({ secret, epoch: step * 30 });
  };
  const enrolled = await staffPost("/invitation/code", { token, code: await nextCode() });
  if (enrolled.status !== 200) throw new Error(`enrolment failed: ${enrolled.status} ${enrolled.text}`);
  return nextCode;
}

async function staffLockOut(cwd, env) {
  const nextCode = await enrolStaff(cwd, env);
  const signIn = async (browser) =>
    staffPost(
      "/sign-in",
      { email: STAFF_EMAIL, password: STAFF_PASSWORD, code: await nextCode() },
      { forwardedFor: browser.address, cookies: browser.cookies },
    );
  const own = { address: "192.0.2.60", cookies: [] };
  const first = await signIn(own);
  if (first.status !== 200) throw new Error(`staff sign-in failed: ${first.status} ${first.text}`);
  own.cookies = first.cookies;
  const session = { cookies: first.cookies, csrf: JSON.parse(first.text).csrfToken };

  let wrong = 0;
  for (let stranger = 1; stranger <= 5; stranger++) {
    const answer = await staffPost(
      "/sign-in",
      { email: STAFF_EMAIL, password: `guess number ${stranger}`, code: "123456" },
      { forwardedFor: `10.9.0.${stranger}` },
    );
    if (answer.status === 401) wrong++;
  }
  const ownBrowser = await signIn({ ...own, address: "198.51.100.60" });
  const newBrowser = await signIn({ address: "198.51.100.61", cookies: [] });
  const change = await staffPost(
    "/password",
    { currentPassword: STAFF_PASSWORD, newPassword: "durian season 2027 arrives late" },
    { forwardedFor: "192.0.2.60", ...session },
  );
  return {
    wrong,
    hadDeviceCookie: first.cookies.some((cookie) => cookie.startsWith("__Host-ikey-staff-device-")),
    ownBrowser: ownBrowser.status,
    newBrowser: newBrowser.status,
    change: change.status,
  };
}

async function forgedAddresses() {
  let accepted = 0;
  for (let lead = 0; lead < 30; lead++) {
    const answer = await post(`/api/RequestDemo?code=${DEMO_CODE}`, requestDemo, {
      // The client forges the first entry; the trusted proxy (this socket) appended the real one.
      forwardedFor: `198.51.100.${lead}, 203.0.113.7`,
    });
    if (answer.status === 201) accepted++;
  }
  return { accepted };
}

/** Probes are the server's own requests to its keepalive paths, as its log records them. */
function probesInLog(logFile) {
  return readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.includes('"msg":"request completed"') && line.includes("/status/keepalive/")).length;
}

async function statusFlood(logFile, { oneClient }) {
  const before = probesInLog(logFile);
  const calls = [];
  const started = Date.now();
  for (let call = 0; call < 300; call++) {
    const forwardedFor = oneClient ? "203.0.113.9" : `198.18.${Math.floor(call / 250)}.${call % 250}`;
    calls.push(
      call % 2 === 0
        ? fetch(`${BASE}/status/check`, { headers: { "x-forwarded-for": forwardedFor } }).then((r) => r.status)
        : post(CALLABLE, { data: {} }, { forwardedFor }).then((r) => r.status),
    );
    await sleep(Math.max(0, started + (call + 1) * 33 - Date.now()));
  }
  const statuses = await Promise.all(calls);
  await sleep(1_000); // the last round's probes reach the log
  return {
    probes: probesInLog(logFile) - before,
    tooMany: statuses.filter((status) => status === 429).length,
    ok: statuses.filter((status) => status === 200).length,
  };
}

async function leadWindows() {
  const client = { forwardedFor: "203.0.113.21" };
  // Fixed windows start on multiples of the window since the epoch: land 10 leads 0.8 s before a
  // boundary and 10 leads 0.2 s after it.
  const boundary = Math.ceil((Date.now() + 2_000) / LEAD_WINDOW_MS) * LEAD_WINDOW_MS;
  await sleep(boundary - 800 - Date.now());
  const first = Date.now();
  let accepted = 0;
  for (let lead = 0; lead < 10; lead++) {
    if ((await post(`/api/RequestDemo?code=${DEMO_CODE}`, requestDemo, client)).status === 201) accepted++;
  }
  await sleep(Math.max(0, boundary + 200 - Date.now()));
  for (let lead = 0; lead < 10; lead++) {
    if ((await post(`/api/RequestDemo?code=${DEMO_CODE}`, requestDemo, client)).status === 201) accepted++;
  }
  const burstSeconds = (Date.now() - first) / 1000;

  const careless = { forwardedFor: "203.0.113.22" };
  for (let mistake = 0; mistake < 10; mistake++) {
    await post(`/api/RequestDemo?code=${DEMO_CODE}`, { ...requestDemo, email: "not-an-email" }, careless);
  }
  const afterMistakes = (await post(`/api/RequestDemo?code=${DEMO_CODE}`, requestDemo, careless)).status;
  return { accepted, burstSeconds, afterMistakes };
}

async function measure(label, cwd) {
  const database = join(cwd, ".tmp", "bench-hardening.sqlite");
  removeSqliteDatabase(database);
  const env = {
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    SQLITE_PATH: database,
    // One load balancer in front: this benchmark's socket plays it.
    TRUST_PROXY: "1",
    STAFF_SECRET_KEY,
    STAFF_CONSOLE_URL: BASE,
  };
  const takesLimits = existsSync(join(cwd, "test-support", "serve-with-limits.mjs"));
  if (!takesLimits) env.LEAD_RATE_WINDOW_SECONDS = String(LEAD_WINDOW_MS / 1000);
  const limits = takesLimits ? { leads: { windowMs: LEAD_WINDOW_MS } } : undefined;
  const logFile = join(ROOT, ".tmp", `bench-hardening-${label}.log`);
  const server = startServer(PORT, { logFile, env, cwd, limits });
  try {
    await waitUntilHealthy(server, PORT);
    execFileSync(process.execPath, ["scripts/account.mjs", "create", EMAIL, PASSWORD], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    progress(`${label}: lock-out…`);
    const lock = await lockOut();
    progress(`${label}: staff lock-out…`);
    const staff = await staffLockOut(cwd, env);
    progress(`${label}: forged addresses…`);
    const forged = await forgedAddresses();
    progress(`${label}: status flood from 300 addresses…`);
    const flood = await statusFlood(logFile, { oneClient: false });
    progress(`${label}: status flood from one client…`);
    const single = await statusFlood(logFile, { oneClient: true });
    progress(`${label}: lead windows…`);
    const windows = await leadWindows();
    return { label, lock, staff, forged, flood, single, windows };
  } finally {
    await stopServer(server);
  }
}

function checkoutOf(commit) {
  const dir = join(ROOT, ".tmp", "hardening-before");
  if (existsSync(dir)) {
    execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT });
    rmSync(dir, { recursive: true, force: true });
  }
  execFileSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: ROOT, stdio: "ignore" });
  // The same dependencies, without a second install: hard links, and the workspace links stay relative.
  for (const modules of ["node_modules", join("server", "node_modules")]) {
    if (existsSync(join(ROOT, modules))) execFileSync("cp", ["-al", join(ROOT, modules), join(dir, modules)]);
  }
  return dir;
}

function report(results) {
  const yes = (value) => (value ? "yes" : "**no**");
  const column = (pick) => results.map((r) => pick(r)).join(" | ");
  const header = `| Finding | ${results.map((r) => r.label).join(" | ")} |`;
  const rule = `| --- | ${results.map(() => "---:").join(" | ")} |`;
  return [
    "# Hardening: what a hostile visitor can do",
    "",
    `- Date: ${new Date().toISOString()}; Node ${process.version}; the built server on loopback, embedded SQLite, \`TRUST_PROXY=1\` with this benchmark's socket as the trusted load balancer, a one-minute lead window, a \`STAFF_SECRET_KEY\` and \`STAFF_CONSOLE_URL\` for the console; every other setting at its default.`,
    "- Reproduce: `npm run bench:hardening` (after only); `BENCH_BEFORE=<commit> npm run bench:hardening` (before and after).",
    "",
    header,
    rule,
    `| Owner on a device that signed in before, after 1,000 wrong passwords from 1,000 addresses: deactivates at the first try | ${column((r) => yes(r.lock.deactivated))} |`,
    `| … and logs in from that device | ${column((r) => yes(r.lock.loggedIn))} |`,
    `| Guesses checked (password compared) of the 1,000, in the run's ${results.map((r) => r.lock.seconds.toFixed(0)).join(" / ")} s | ${column((r) => r.lock.checked)} |`,
    `| Guesses refused without a check | ${column((r) => r.lock.refused)} |`,
    `| Staff member's browser that signed in before, after 5 wrong passwords for their e-mail from 5 addresses (${results.map((r) => r.staff.wrong).join(" / ")} answered 401): signs in with password and TOTP code, answer | ${column((r) => (r.staff.ownBrowser === 200 ? "200 (signed in)" : `**${r.staff.ownBrowser}**`))} |`,
    `| … a browser that never signed in, with the right password and code: answer | ${column((r) => (r.staff.newBrowser === 429 ? "429 (refused)" : `**${r.staff.newBrowser}**`))} |`,
    `| … the member, signed in since before the failures, changes their password: answer | ${column((r) => (r.staff.change === 200 ? "200 (changed)" : `**${r.staff.change}**`))} |`,
    `| Leads accepted of 30 from one client with forged first X-Forwarded-For entries (limit 10) | ${column((r) => r.forged.accepted)} |`,
    `| Outbound probes for 300 status calls in 10 s from 300 addresses | ${column((r) => r.flood.probes)} |`,
    `| Of 300 status calls in 10 s from one client: answered 429 | ${column((r) => r.single.tooMany)} |`,
    `| Leads accepted from one client in a burst of 20 across a window boundary (limit 10 per minute) | ${column((r) => `${r.windows.accepted} in ${r.windows.burstSeconds.toFixed(1)} s`)} |`,
    `| A valid lead after ten invalid bodies | ${column((r) => r.windows.afterMistakes)} |`,
    "",
    "Checked guesses per hour per account follow from the limits: 5 failures per 15 minutes lock the",
    "e-mail for unknown clients for 15 minutes, so at most 5 × 4 = 20 an hour however many addresses",
    "guess (bench/results/accounts.md). This run takes well under an hour, so it shows the first",
    "window's 5.",
    "",
    "The staff rows: before, the five failures locked the member's e-mail for everyone, their own browser",
    "and their signed-in password change included; after, a browser that has signed in as the member holds",
    "a staff device cookie and is counted on its own, and a password change is counted per session",
    "(docs/decisions/0011-device-cookies.md). A browser that never signed in is refused in both.",
    "",
  ].join("\n");
}

const results = [];
if (process.env.BENCH_BEFORE) {
  const dir = checkoutOf(process.env.BENCH_BEFORE);
  try {
    results.push(await measure(`before (${process.env.BENCH_BEFORE.slice(0, 7)})`, dir));
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT });
  }
}
results.push(await measure("after", ROOT));
const markdown = report(results);
writeFileSync(join(ROOT, "bench", "results", "hardening.md"), markdown);
process.stdout.write(markdown);
