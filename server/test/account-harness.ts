import { DEACTIVATE_ACCOUNT_PATH, LOGIN_PATH } from "@ikey/contracts/account-deactivation";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { findAccount, insertAccount } from "../src/accounts/account-store";
import { hashPassword } from "../src/credentials/password-hash";
import type { LimitOverrides } from "../src/limits/limits";
import { createTestApp, type Engine, testScryptCost } from "./test-app";

export { MINUTE_MS } from "../src/time";

/** What a parent sees after a wrong password or an unknown e-mail, word for word. */
export const WRONG_CREDENTIALS = "The email or password is incorrect. Please try again.";

/** A client address from the documentation range, so no test depends on 127.0.0.1. */
export const CLIENT = "203.0.113.7";

export interface CallResult {
  readonly success: boolean;
  readonly message: string;
  /** The Retry-After header, in seconds, when the attempt was refused. */
  readonly retryAfter?: number;
  /** The device cookie set after the right password, as `name=value` for a later Cookie header. */
  readonly deviceCookie?: string;
}

/**
 * A real app on a fresh database of `engine`, with a clock the test moves and
 * helpers that call the two account endpoints as the page and the app would.
 */
export async function createAccountHarness(
  engine: Engine,
  env: Record<string, string> = {},
  limits: LimitOverrides = {},
) {
  let now = Date.parse("2026-11-21T09:00:00+08:00");
  const clock = () => now;
  let queued = 0;
  const harness = await createTestApp(env, { engine, clock, onMailQueued: () => queued++, limits });
  const db = harness.database.db;

  const call = async (
    path: string,
    Email: string,
    Password: string,
    {
      client = CLIENT,
      app = harness.app,
      cookie,
      language,
    }: {
      client?: string;
      app?: FastifyInstance;
      /** A Cookie header to send. */
      cookie?: string;
      /** The Content-Language a page in another language sends. */
      language?: string;
    } = {},
  ): Promise<CallResult> => {
    const response = await app.inject({
      method: "POST",
      url: path,
      remoteAddress: client,
      headers: { ...(cookie ? { cookie } : {}), ...(language ? { "content-language": language } : {}) },
      payload: { Email, Password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const retryAfter = response.headers["retry-after"];
    const setCookie = response.headers["set-cookie"];
    const deviceCookie = typeof setCookie === "string" ? setCookie.split(";")[0] : undefined;
    return {
      ...response.json().result,
      ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
      ...(deviceCookie ? { deviceCookie } : {}),
    };
  };

  return {
    harness,
    db,
    clock,
    /** How many times the app told the outbox worker an e-mail was queued. */
    queued: () => queued,
    advance: (ms: number) => {
      now += ms;
    },
    create: async (email: string, password: string) =>
      insertAccount(db, { email, passwordHash: await hashPassword(password, testScryptCost), now }),
    deactivate: (email: string, password: string, options?: Parameters<typeof call>[3]) =>
      call(DEACTIVATE_ACCOUNT_PATH, email, password, options),
    login: (email: string, password: string, options?: Parameters<typeof call>[3]) =>
      call(LOGIN_PATH, email, password, options),
    account: (email: string) => findAccount(db, email),
    /** The account e-mails in the outbox, oldest first, with their messages parsed. */
    accountMail: async () => {
      const rows = await db
        .selectFrom("outbox")
        .selectAll()
        .where("account_id", "is not", null)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ ...row, message: JSON.parse(row.message) as Record<string, string> }));
    },
    close: () => harness.close(),
  };
}

export type AccountHarness = Awaited<ReturnType<typeof createAccountHarness>>;
