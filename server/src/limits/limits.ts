/**
 * The server's limits, timeouts and intervals: the same in every deployment, so they are named
 * constants here rather than settings (docs/decisions/0022-configuration.md). Tests and benchmarks
 * that need others pass their own to buildApp (`limits`), or to the built server through
 * test-support/serve-with-limits.mjs. The one deployment difference among them, visitors who share
 * an address, is PER_ADDRESS_LIMIT_FACTOR (perAddressLimits below).
 */

import { DEMOS_PER_CLIENT_DAY } from "@ikey/contracts/demo-booking";
import { HOUR_MS, MINUTE_MS, SECOND_MS } from "../time";

/** Request limits are a burst of `max`, refilled at `max` per `windowMs` (limits/rate-limiter.ts). */
export const DEFAULT_LIMITS = {
  /** How long SIGTERM waits for requests in flight before the process exits. */
  shutdownGraceMs: 10 * SECOND_MS,
  /**
   * How long a request may take from its arrival to its answer before it is answered 503 and its
   * work told to stop (request.signal): shorter than the grace, so a drain ends with answers sent.
   * Routes that wait on something else say so with their own (the status checks, the CSV export).
   */
  handlerBudgetMs: 8 * SECOND_MS,
  /**
   * How long the event loop may stay blocked before the watchdog ends the process
   * (event-loop-watchdog.ts): a blocked loop runs no SIGTERM handler, so this is what keeps
   * SIGTERM's promise of an end within the grace.
   */
  eventLoopStallMs: 10 * SECOND_MS,
  /** A client must send its request headers within this time, and the whole request within the next (slowloris). */
  headersTimeoutMs: 10 * SECOND_MS,
  requestTimeoutMs: 30 * SECOND_MS,
  outbox: {
    /** How often the outbox worker looks for e-mails to send (a new one wakes it at once). */
    pollMs: 5 * SECOND_MS,
    /** How long a claimed e-mail stays with one worker before another may send it (after a crash). */
    leaseMs: MINUTE_MS,
  },
  /** Accepted submissions per client address, across the three lead forms; `refusedMax` counts refused or invalid ones apart. */
  leads: { max: 10, windowMs: 10 * MINUTE_MS, refusedMax: 60 },
  /** Leads older than this are deleted for good, with their e-mails (two years). */
  leadRetentionDays: 730,
  /** Status checks (the checker and the callable together) per client address. */
  statusChecks: { max: 30, windowMs: MINUTE_MS },
  /** How long the status checkers wait for each keepalive target. */
  statusTimeoutMs: 10 * SECOND_MS,
  /** Check App Status's history (docs/decisions/0016). */
  statusHistory: {
    /** How often one instance of the fleet probes the four targets. */
    probeIntervalMs: MINUTE_MS,
    /** How long each probe's own result is kept; the hourly and daily rollups stay 400 days. */
    rawRetentionDays: 7,
    /** Failed probes in a row that make the console suggest an incident for the target's groups. */
    suggestAfterFailures: 3,
  },
  /** Subscriptions to incident e-mails per client address. */
  statusSubscriptions: { max: 5, windowMs: HOUR_MS },
  /**
   * Confirm and unsubscribe links that name no subscription, per client address. Like every secret
   * check below, only wrong secrets are counted and a right one is always answered (`secretCheck`,
   * limits/route-limits.ts): a mail provider's one-click unsubscribes from shared addresses never run out.
   */
  statusLinks: { max: 20, windowMs: 10 * MINUTE_MS },
  /** Requests for a day's free demo slots per client address: a visitor trying a few days. */
  demoSlots: { max: 60, windowMs: 10 * MINUTE_MS },
  /** Move-or-cancel link tokens that name no demo, per client address: few for a guesser; a right token always works. */
  demoLink: { max: 20, windowMs: 10 * MINUTE_MS },
  /** Moves of one demo through its visitor's link in a Malaysian day (each e-mails the visitor and the member); a member's moves are not counted. */
  demoMoves: { perDay: 5 },
  /** Demos one client address holds among those it booked in the last 24 hours (docs/decisions/0026-demo-booking.md). */
  demosPerClientDay: DEMOS_PER_CLIENT_DAY,
  /** Calendar feed addresses that name no feed, per client address (a member's calendar fetching theirs is never counted). */
  demoFeed: { max: 20, windowMs: 10 * MINUTE_MS },
  /** Staff invitation links that name no open invitation, and wrong authenticator codes while enrolling, per client address. */
  staffInvitations: { max: 20, windowMs: 10 * MINUTE_MS },
  /** "Was this helpful?" answers per client address. */
  helpVotes: { max: 30, windowMs: HOUR_MS },
  /** Brute-force limits of every password check (deactivation, app login, the staff console). */
  passwordChecks: {
    /** Failures per e-mail within the window before it is locked. */
    perEmail: 5,
    /** Failures per client address within the window before it is locked. */
    perClient: 20,
    windowMs: 15 * MINUTE_MS,
    /** How long a locked e-mail or client is refused. */
    lockoutMs: 15 * MINUTE_MS,
  },
  attestation: {
    /** The difficulty: a challenge's secret counter lies between half this and this. */
    maxNumber: 3_000,
    /** How long a token lives; at least 10 minutes, so the browser's refresh rule has room. */
    tokenTtlSeconds: 3_600,
  },
};

export type Limits = typeof DEFAULT_LIMITS;

/** Some of the limits replaced, the others kept: one level deep, as tests give them. */
export type LimitOverrides = {
  readonly [Key in keyof Limits]?: Limits[Key] extends object ? Partial<Limits[Key]> : Limits[Key];
};

export function withLimits(overrides: LimitOverrides, base: Limits = DEFAULT_LIMITS): Limits {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides) as [string, unknown][]) {
    const current = merged[key];
    merged[key] = typeof current === "object" && typeof value === "object" ? { ...current, ...value } : value;
  }
  return merged as Limits;
}

/**
 * Every limit counted per client address, multiplied by `factor` (PER_ADDRESS_LIMIT_FACTOR): where
 * many genuine visitors reach the server from one address, such as a campus or carrier NAT, or a
 * test run whose every browser is on 127.0.0.1. The per-e-mail lock-out is not an address's, and
 * stays as it is; nor is a demo's moves a day.
 */
export function perAddressLimits(limits: Limits, factor: number): Limits {
  if (factor === 1) return limits;
  const scaled = <Limit extends { readonly max: number }>(limit: Limit): Limit => ({
    ...limit,
    max: limit.max * factor,
  });
  return {
    ...limits,
    leads: { ...scaled(limits.leads), refusedMax: limits.leads.refusedMax * factor },
    statusChecks: scaled(limits.statusChecks),
    statusSubscriptions: scaled(limits.statusSubscriptions),
    statusLinks: scaled(limits.statusLinks),
    helpVotes: scaled(limits.helpVotes),
    demoSlots: scaled(limits.demoSlots),
    demoLink: scaled(limits.demoLink),
    demoFeed: scaled(limits.demoFeed),
    staffInvitations: scaled(limits.staffInvitations),
    demosPerClientDay: limits.demosPerClientDay * factor,
    passwordChecks: { ...limits.passwordChecks, perClient: limits.passwordChecks.perClient * factor },
  };
}
