// `npm run bench:accounts`: does a failed password check take the same time for an
// unknown e-mail as for a wrong password? For each engine (SQLite, then a throwaway
// PostgreSQL) it starts the built server on loopback, creates one account with
// `npm run account -- create`, then sends 200 POST /Api/Parent/Account/WebDeactivateAccount
// with unknown e-mails and 200 with the account's e-mail and a wrong password,
// interleaved one at a time so drift in a shared machine's load hits both alike.
// It prints the medians and their ratio and writes bench/results/accounts.md.
//
// The brute-force limits would refuse the wrong-password series after 5 attempts
// (and all of loopback after 20), and a refusal skips the hash, so this run raises
// both limits through configuration. The limiter still does all its work on every
// attempt (lock check, counting, settling); only its thresholds are out of reach.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { onBothEngines } from "./lib/both-engines.mjs";
import { median } from "./lib/median.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3240);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 200);
const WARM_UP = 20;
const PATH = "/Api/Parent/Account/WebDeactivateAccount";
const EMAIL = "bench.parent@ceria.example";
const PASSWORD = "bench password 2026";
const WRONG = "The email or password is incorrect. Please try again.";

// The defaults the guesses-per-hour figures below are worked out for.
const DEFAULTS = { perEmail: 5, perClient: 20, windowMinutes: 15, lockoutMinutes: 15 };

function progress(message) {
  process.stderr.write(`[bench:accounts] ${message}\n`);
}

async function attempt(base, Email, Password) {
  const started = performance.now();
  const response = await fetch(`${base}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ Email, Password }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  // A refusal or any other answer would time different work: stop rather than report it.
  if (response.status !== 200 || body.result?.success !== false || body.result?.message !== WRONG) {
    throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
  }
  return ms;
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function measure(engine, env) {
  const fullEnv = {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
  };
  const limits = { passwordChecks: { perEmail: 1_000_000, perClient: 1_000_000 } };
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-accounts-${engine}.log`),
    env: fullEnv,
    limits,
  });
  try {
    await waitUntilHealthy(server, PORT);
    // As an operator would, on the database the running server uses.
    execFileSync(process.execPath, ["scripts/account.mjs", "create", EMAIL, PASSWORD], {
      cwd: ROOT,
      env: { ...process.env, ...fullEnv },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://127.0.0.1:${PORT}`;
    progress(`${engine}: ${WARM_UP} warm-up attempts of each kind…`);
    for (let i = 0; i < WARM_UP; i++) {
      await attempt(base, `warm${i}@nobody.example`, PASSWORD);
      await attempt(base, EMAIL, `warm-up ${i}`);
    }
    progress(`${engine}: ${ATTEMPTS} unknown e-mails and ${ATTEMPTS} wrong passwords, interleaved…`);
    const unknown = [];
    const wrong = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      // Alternate which kind goes first, so neither always follows the other.
      const pair = [
        async () => unknown.push(await attempt(base, `nobody${i}@ceria.example`, PASSWORD)),
        async () => wrong.push(await attempt(base, EMAIL, `wrong password ${i}`)),
      ];
      if (i % 2) pair.reverse();
      for (const step of pair) await step();
    }
    return { engine, unknown, wrong, ratio: median(unknown) / median(wrong) };
  } finally {
    await stopServer(server);
  }
}

/** The most failed guesses at one account in an hour, with the defaults, from the limits alone. */
function guessesPerHour() {
  const { perEmail, perClient, windowMinutes, lockoutMinutes } = DEFAULTS;
  // perEmail failures, then refused until the lockout ends and those failures have left the window.
  const cycleMinutes = Math.max(windowMinutes, lockoutMinutes);
  return {
    perAccount: perEmail * (60 / cycleMinutes),
    perClient: perClient * (60 / cycleMinutes),
  };
}

function report(results) {
  const { perAccount, perClient } = guessesPerHour();
  const row = (r) =>
    `| ${r.engine} | ${median(r.unknown).toFixed(1)} | ${percentile(r.unknown, 0.1).toFixed(1)}–${percentile(r.unknown, 0.9).toFixed(1)} | ${median(r.wrong).toFixed(1)} | ${percentile(r.wrong, 0.1).toFixed(1)}–${percentile(r.wrong, 0.9).toFixed(1)} | ${r.ratio.toFixed(3)} | ${Math.abs(r.ratio - 1) <= 0.1 ? "yes" : "**no**"} |`;
  return [
    "# Account password checks: timing and guessing budget",
    "",
    `- Date: ${new Date().toISOString()}; Node ${process.version}; loopback, one server process, requests one at a time.`,
    `- ${ATTEMPTS} failed \`POST ${PATH}\` with unknown e-mails (a new one each time) and ${ATTEMPTS} with one account's e-mail and a wrong password, interleaved, after ${WARM_UP} warm-up attempts of each.`,
    "- The brute-force limits were raised for this run only (`passwordChecks.perEmail` and `.perClient` = 1000000, through test-support/serve-with-limits.mjs), so that no attempt is refused: a refusal skips the hash and would time other work. The limiter still checks, counts and settles every attempt.",
    "- Target: the two medians within 10 % of each other (scrypt N=2^15, r=8, p=1 against the account's hash, or against a dummy hash of the same cost when there is no account).",
    "",
    "| Engine | Unknown e-mail median ms | p10–p90 | Wrong password median ms | p10–p90 | Ratio | Within 10 % |",
    "| --- | ---: | ---: | ---: | ---: | ---: | :---: |",
    ...results.map(row),
    "",
    "## Guesses per hour against one account, with the default limits",
    "",
    `Defaults: ${DEFAULTS.perEmail} failures per e-mail and ${DEFAULTS.perClient} per client address in any ${DEFAULTS.windowMinutes} minutes (a sliding window); reaching either limit refuses that e-mail or client for ${DEFAULTS.lockoutMinutes} minutes.`,
    "",
    `- **One account: at most ${perAccount} guesses per hour** (${perAccount * 24} a day). The attacker's best is ${DEFAULTS.perEmail} guesses at once; the ${DEFAULTS.perEmail}th failure locks the e-mail for ${DEFAULTS.lockoutMinutes} minutes, and when the lock ends those ${DEFAULTS.perEmail} failures have just left the ${DEFAULTS.windowMinutes}-minute window, so the next ${DEFAULTS.perEmail} can start: ${DEFAULTS.perEmail} every ${DEFAULTS.windowMinutes} minutes. Spreading them out gains nothing, since any ${DEFAULTS.perEmail} failures within ${DEFAULTS.windowMinutes} minutes lock.`,
    `- **Many client addresses do not help**: the e-mail's counter is keyed by the e-mail alone, and shared by the deactivation call and the login, so ${perAccount} an hour is the ceiling per account however many addresses the guesses come from.`,
    `- **One client address** gets at most ${DEFAULTS.perClient} failures per ${DEFAULTS.windowMinutes} minutes across all e-mails, ${perClient} an hour; against a single account the e-mail limit binds first (${perAccount}). An attacker with N addresses spraying many accounts gets ${perClient}·N guesses an hour in all, but still at most ${perAccount} at any one account.`,
    `- At ${perAccount * 24 * 365} guesses a year, one account falls within a year only if its password is among the attacker's first ${perAccount * 24 * 365} guesses; new passwords need at least 8 characters.`,
    "- These limits bind unknown clients. A device where the account has signed in before holds a device cookie, and its failures are counted per device (5 per 15 minutes), so whoever spends an e-mail's limit locks out unknown clients only, never the owner's own device (docs/decisions/0011-device-cookies.md; `npm run bench:hardening` measures it).",
    "",
    "Reproduce: `npm run bench:accounts` (set `BENCH_ATTEMPTS` for more or fewer attempts, `BENCH_PORT` for another port).",
    "",
  ].join("\n");
}

const results = await onBothEngines("accounts", measure);
const text = report(results);
writeFileSync(join(ROOT, "bench", "results", "accounts.md"), text);
process.stdout.write(text);
if (results.some((result) => Math.abs(result.ratio - 1) > 0.1)) {
  progress("the medians differ by more than 10 %");
  process.exitCode = 1;
}
