import { CSRF_HEADER, STAFF_API, type StaffRole } from "@ikey/contracts/staff";
import { generate } from "otplib";
import { afterEach } from "vitest";
import type { LimitOverrides } from "../src/limits/limits";
import { createKeyedHasher, loadHashKey } from "../src/privacy/keyed-hash";
import { finishEnrolment, startEnrolment } from "../src/staff/enrolment";
import { sealingKey } from "../src/staff/secret-box";
import { STAFF_SESSION_COOKIE } from "../src/staff/session-tokens";
import { inviteStaff } from "../src/staff/staff-store";
import { createTestApp, type Engine, testScryptCost } from "./test-app";

export const STAFF_SECRET_KEY = "a-staff-secret-key-of-at-least-32-chars";
export const SITE = "http://localhost:3000";
export const STAFF_PASSWORD = "lantern mangosteen 92 quietly";
export { MINUTE_MS } from "../src/time";

/** A member as a test drives them: their e-mail, TOTP secret, recovery codes and, once signed in, cookie and CSRF token. */
export interface TestMember {
  readonly email: string;
  readonly role: StaffRole;
  readonly secret: string;
  readonly recoveryCodes: string[];
  cookie?: string;
  csrfToken?: string;
  /** The browser's device cookie ("name=value") once it has signed in: it keeps a limit of its own. */
  device?: string;
}

export type CallOptions = {
  readonly as?: TestMember;
  readonly body?: unknown;
  /** Leave out the CSRF token, or send the request from another site. */
  readonly csrf?: boolean;
  readonly origin?: string | null;
  /** More headers, or other values for those above (Host, X-Forwarded-*). */
  readonly headers?: Record<string, string>;
  /** The client's address (a stranger elsewhere); the harness's default otherwise. */
  readonly client?: string;
};

/**
 * The app with the console configured, a clock the test moves, and helpers to enrol members
 * (through the stores: the API's own enrolment has its own test) and to call the console's API
 * as a browser on the site would: from its origin, with the session cookie and CSRF token.
 */
export async function createStaffHarness(
  engine: Engine,
  env: Record<string, string> = {},
  limits: LimitOverrides = {},
) {
  let now = Date.parse("2026-11-23T09:00:00+08:00");
  const harness = await createTestApp(
    { STAFF_SECRET_KEY, SITE_URL: SITE, ...env },
    { engine, clock: () => now, limits },
  );
  const db = harness.database.db;
  const keys = {
    sealKey: sealingKey(STAFF_SECRET_KEY, "staff-totp"),
    scryptCost: testScryptCost,
    hash: createKeyedHasher(() => loadHashKey(db, harness.config.ipHashSecret)),
  };

  /** The current code, for the 30-second step after the last one used (a code works once). */
  const totp = async (member: TestMember) => {
    now += 30_000;
    return generate({ secret: member.secret, epoch: Math.floor(now / 1000) });
  };

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, options: CallOptions = {}) => {
    // As a browser at SITE sends it: the console takes changes from the origin a request was made to.
    const headers: Record<string, string> = { host: new URL(SITE).host };
    if (options.origin !== null) headers.origin = options.origin ?? SITE;
    const cookies = [
      ...(options.as?.cookie ? [`${STAFF_SESSION_COOKIE}=${options.as.cookie}`] : []),
      ...(options.as?.device ? [options.as.device] : []),
    ];
    if (cookies.length > 0) headers.cookie = cookies.join("; ");
    if (options.as?.csrfToken && options.csrf !== false) headers[CSRF_HEADER] = options.as.csrfToken;
    Object.assign(headers, options.headers);
    const body = options.body ?? (method === "GET" ? undefined : {});
    return harness.app.inject({
      method,
      url: `${STAFF_API}${path}`,
      headers,
      ...(options.client ? { remoteAddress: options.client } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

  /** Signs in from the member's browser: with its device cookie, if it has one, and keeping the new one. */
  const signIn = async (member: TestMember, code?: string, options: Pick<CallOptions, "client"> = {}) => {
    const reply = await call("POST", "/sign-in", {
      as: { ...member, cookie: undefined, csrfToken: undefined },
      body: { email: member.email, password: STAFF_PASSWORD, code: code ?? (await totp(member)) },
      ...options,
    });
    const setCookies = [reply.headers["set-cookie"] ?? []].flat();
    const cookie = setCookies.map((line) => /^__Host-ikey-staff=([^;]*)/.exec(line)?.[1]).find(Boolean);
    if (reply.statusCode === 200 && cookie) {
      member.cookie = cookie;
      member.csrfToken = reply.json<{ csrfToken: string }>().csrfToken;
      member.device = setCookies.find((line) => line.startsWith("__Host-ikey-staff-device-"))?.split(";")[0];
    }
    return reply;
  };

  /** An invitation from the command line; answers its link's token. */
  const invitationToken = async (email: string, role: StaffRole) => {
    const { link } = await inviteStaff(db, {
      email,
      role,
      now,
      siteUrl: SITE,
      supportEmail: "support@ikey.example",
      actor: "cli",
    });
    return new URL(link).hash.slice(1);
  };

  const enrol = async (email: string, role: StaffRole): Promise<TestMember> => {
    const token = await invitationToken(email, role);
    const { secret } = await startEnrolment(db, { token, password: STAFF_PASSWORD, now }, keys);
    const code = await generate({ secret, epoch: Math.floor(now / 1000) });
    const { recoveryCodes } = await finishEnrolment(db, { token, code, now }, keys);
    return { email, role, secret, recoveryCodes };
  };

  /**
   * Enrols as the invited member's browser does, through the API (link, password, code), keeping
   * the device cookie the last step sets.
   */
  const enrolInBrowser = async (email: string, role: StaffRole): Promise<TestMember> => {
    const token = await invitationToken(email, role);
    const started = await call("POST", "/invitation/password", { body: { token, password: STAFF_PASSWORD } });
    const { secret } = started.json<{ secret: string }>();
    const code = await generate({ secret, epoch: Math.floor(now / 1000) });
    const finished = await call("POST", "/invitation/code", { body: { token, code } });
    if (finished.statusCode !== 200) throw new Error(`enrolment failed: ${finished.body}`);
    const device = [finished.headers["set-cookie"] ?? []]
      .flat()
      .find((line) => line.startsWith("__Host-ikey-staff-device-"));
    return {
      email,
      role,
      secret,
      recoveryCodes: finished.json<{ recoveryCodes: string[] }>().recoveryCodes,
      ...(device ? { device: device.split(";")[0] } : {}),
    };
  };

  /** Enrols and signs in. */
  const member = async (email: string, role: StaffRole) => {
    const enrolled = await enrol(email, role);
    const reply = await signIn(enrolled);
    if (reply.statusCode !== 200) throw new Error(`sign-in failed: ${reply.body}`);
    return enrolled;
  };

  /** Whether the member's cookie still holds a live session, as the console asks on each navigation. */
  const signedIn = async (member: TestMember) => {
    const reply = await call("GET", "/session", { as: member });
    if (reply.statusCode !== 200) throw new Error(`GET /session answered ${reply.statusCode}`);
    return reply.json<{ session: unknown }>().session !== null;
  };

  return {
    ...harness,
    signedIn,
    db,
    keys,
    call,
    signIn,
    enrol,
    enrolInBrowser,
    invitationToken,
    member,
    totp,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export type StaffHarness = Awaited<ReturnType<typeof createStaffHarness>>;

/**
 * For a test file: a function that makes a harness, each closed (its app, site and database
 * removed) after the test that made it. Call it at the file's top level.
 */
export function staffHarnessPerTest() {
  let open: StaffHarness[] = [];
  afterEach(async () => {
    for (const harness of open.reverse()) await harness.close();
    open = [];
  });
  return async (engine: Engine, env: Record<string, string> = {}, limits: LimitOverrides = {}) => {
    const harness = await createStaffHarness(engine, env, limits);
    open.push(harness);
    return harness;
  };
}
