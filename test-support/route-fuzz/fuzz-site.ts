// The site the route fuzz runs against: the built server of a checkout (this one, or an earlier
// commit's for a benchmark's "before"), in a process of its own on a fresh SQLite database, with
// staff members enrolled as people are (an operator's invitation from the command line, then the
// console's own API) and the records its routes act on made through the public forms and the
// console. The fuzz then reads the server's CPU time from /proc between requests, and a process of
// its own means a request that holds the server's event loop cannot hold the fuzz's.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { generate } from "otplib";

export const FUZZ_PASSWORD = "lantern mangosteen 92 quietly";
const STAFF_SECRET_KEY = "route-fuzz-staff-secret-key-not-for-production";
/** The site's three lead forms take these access codes by default (contracts/site-config.ts). */
export interface FormCodes {
  readonly requestDemo: string;
  readonly signUp: string;
  readonly campaign: string;
}

export interface SignedIn {
  readonly id: number;
  readonly email: string;
  readonly cookie: string;
  readonly csrfToken: string;
}

export interface FuzzServer {
  readonly origin: string;
  readonly child: ChildProcess;
  readonly database: string;
  readonly logFile: string;
  /** The server's user and system CPU seconds so far (all its threads). */
  cpuSeconds(): number;
  /** Whether the process is still there. */
  running(): boolean;
  /** Sends SIGTERM; answers how long the process took to end, and how it ended. */
  terminate(): Promise<{ readonly ms: number; readonly code: number | null; readonly signal: string | null }>;
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The environment the fuzz's server runs with: its own database, the console configured, one address's limits lifted. */
export function fuzzServerEnv(port: number, database: string): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SQLITE_PATH: database,
    STAFF_SECRET_KEY,
    STAFF_CONSOLE_URL: origin,
    // Thousands of requests from one address: the limits per address would answer most with 429
    // before the route's own code ran (the per-e-mail and per-secret limits still count).
    PER_ADDRESS_LIMIT_FACTOR: "1000000",
  };
}

/**
 * Starts `root`'s built server (server/dist/main.js, or another bundle of it: `entry`) on `port`,
 * serving `webRoot`, on a database of its own; resolves once /healthz answers.
 */
export async function startFuzzServer({
  root,
  entry = "server/dist/main.js",
  port,
  webRoot = join(root, "web/build/client"),
  database,
  env = {},
}: {
  /** More settings: the build's public ones, attestation's. */
  readonly env?: Readonly<Record<string, string>>;
  readonly root: string;
  readonly entry?: string;
  readonly port: number;
  readonly webRoot?: string;
  readonly database?: string;
}): Promise<FuzzServer> {
  const dir = mkdtempSync(join(tmpdir(), "ikey-fuzz-"));
  const file = database ?? join(dir, "fuzz.sqlite");
  const logFile = join(dir, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env, ...fuzzServerEnv(port, file), WEB_ROOT: webRoot },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const health = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
    if (health?.status === 200) break;
    if (!running() || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the fuzz server did not start: ${readFileSync(logFile, "utf8").slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    database: file,
    logFile,
    cpuSeconds: () => cpuSecondsOf(child.pid ?? 0),
    running,
    terminate: async () => {
      const sent = performance.now();
      child.kill("SIGTERM");
      const ended = await exited;
      return { ...ended, ms: performance.now() - sent };
    },
    stop: async () => {
      if (running()) {
        child.kill("SIGKILL");
        await exited;
      }
      if (!database) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to the server as the console's page makes it: from the site's origin, with the member's cookie and CSRF token. */
export async function callJson(
  origin: string,
  method: string,
  path: string,
  { body, as }: { readonly body?: unknown; readonly as?: SignedIn } = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const headers: Record<string, string> = { origin };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (as) {
    headers.cookie = as.cookie;
    headers["x-csrf-token"] = as.csrfToken;
  }
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

async function expectOk(answer: Promise<{ status: number; json: unknown }>, what: string) {
  const { status, json } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(json).slice(0, 300)}`);
  return json as Record<string, unknown>;
}

/** The token at the end of an invitation link (…/staff/invitation#<token>). */
const invitationToken = (link: string) => new URL(link).hash.slice(1);

/** An authenticator's code for the 30-second step `ahead` steps from now. */
const codeFor = (secret: string, ahead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

/** Accepts an invitation through the console's API, then signs in from a browser of its own. */
async function enrolAndSignIn(origin: string, email: string, token: string): Promise<SignedIn & { secret: string }> {
  const pending = await expectOk(
    callJson(origin, "POST", "/staff/api/invitation/password", { body: { token, password: FUZZ_PASSWORD } }),
    `enrolling ${email}`,
  );
  const secret = String(pending.secret);
  await expectOk(
    callJson(origin, "POST", "/staff/api/invitation/code", { body: { token, code: await codeFor(secret) } }),
    `enrolling ${email}`,
  );
  const response = await fetch(`${origin}/staff/api/sign-in`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password: FUZZ_PASSWORD, code: await codeFor(secret, 1) }),
  });
  if (response.status !== 200) throw new Error(`signing in ${email}: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: 0, email, cookie, csrfToken: session.csrfToken, secret };
}

/** The operator's `npm run staff -- invite`, in `root`, against the server's database; answers the link's token. */
function inviteFromCli(root: string, env: Record<string, string>, email: string): string {
  const printed = execFileSync(process.execPath, ["scripts/staff.mjs", "invite", email, "--role", "admin"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  const link = /https?:\/\/\S+#[\w-]+/.exec(printed)?.[0];
  if (!link) throw new Error(`no invitation link in: ${printed}`);
  return invitationToken(link);
}

/** The members the fuzz calls the console as, each signed in from a browser of their own. */
export interface FuzzMembers {
  readonly admin: SignedIn;
  readonly sales: SignedIn;
  /** A sales member whose password, sessions and sign-out the fuzz may change: nothing else runs as them. */
  readonly leaver: SignedIn & { readonly secret: string };
  /** A support member the fuzz disables, changes the role of and ends the sessions of. */
  readonly spare: { readonly id: number; readonly email: string };
  /** A pending invitation's token, never accepted. */
  readonly invitationToken: string;
}

/** Enrols the members: the first admin from the command line, the others invited by that admin. */
export async function enrolMembers(server: FuzzServer, root: string): Promise<FuzzMembers> {
  const { origin } = server;
  const env = { SQLITE_PATH: server.database, STAFF_SECRET_KEY, STAFF_CONSOLE_URL: origin };
  const admin = await enrolAndSignIn(
    origin,
    "fuzz.admin@ikey.example",
    inviteFromCli(root, env, "fuzz.admin@ikey.example"),
  );
  const invite = async (email: string, role: string) => {
    const invited = await expectOk(
      callJson(origin, "POST", "/staff/api/members", { body: { email, role }, as: admin }),
      `inviting ${email}`,
    );
    return invitationToken(String(invited.link));
  };
  const sales = await enrolAndSignIn(
    origin,
    "fuzz.sales@ikey.example",
    await invite("fuzz.sales@ikey.example", "sales"),
  );
  const leaver = await enrolAndSignIn(
    origin,
    "fuzz.leaver@ikey.example",
    await invite("fuzz.leaver@ikey.example", "sales"),
  );
  const spareEmail = "fuzz.spare@ikey.example";
  await enrolAndSignIn(origin, spareEmail, await invite(spareEmail, "support"));
  const pending = await invite("fuzz.pending@ikey.example", "support");
  const { members } = (await expectOk(
    callJson(origin, "GET", "/staff/api/members", { as: admin }),
    "listing members",
  )) as {
    members: { id: number; email: string }[];
  };
  const idOf = (email: string) => {
    const member = members.find((candidate) => candidate.email === email);
    if (!member) throw new Error(`${email} is not listed`);
    return member.id;
  };
  return {
    admin: { ...admin, id: idOf(admin.email) },
    sales: { ...sales, id: idOf(sales.email) },
    leaver: { ...leaver, id: idOf(leaver.email) },
    spare: { id: idOf(spareEmail), email: spareEmail },
    invitationToken: pending,
  };
}

/**
 * The e-mails waiting in the outbox (the fuzz's server has no SMTP server, so every e-mail stays
 * there, whole), newest first: where a visitor's demo link and a subscriber's confirmation come from.
 */
export function outboxTexts(database: string): string[] {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select message from outbox order by id desc").all() as { message: string }[];
    return rows.map((row) => row.message);
  } finally {
    db.close();
  }
}

export { expectOk };
