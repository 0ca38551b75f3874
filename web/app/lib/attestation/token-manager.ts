import { type AttestationExchangeResponse, parseTtl } from "@ikey/contracts/attestation";

/**
 * The attestation token's lifecycle (requirements: App attestation): when to
 * refresh it, how to back off after failures, and keeping it across reloads.
 * Network and proof of work come in through `exchange`, so every rule here runs
 * under fake timers.
 */

/** Refresh about halfway to expiry plus this, and at least this long before expiry. */
export const REFRESH_OFFSET_MS = 5 * 60_000;
/** A failed refresh is retried after 30 s, then 60 s, … up to 16 minutes. */
export const RETRY_MIN_WAIT_MS = 30_000;
export const RETRY_MAX_WAIT_MS = 16 * 60_000;
/** After a 403 or 404 from the exchange (attestation refused or not there), no requests for a day. */
export const BLOCK_AFTER_REFUSAL_MS = 24 * 3_600_000;
/** Other failures: no requests for 1 s, 2 s, 4 s, … (each ±50 %), at most 4 hours. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 4 * 3_600_000;
/** A token this close to expiry is not sent: it could expire on the way. */
export const EXPIRY_MARGIN_MS = 60_000;

const STORAGE_KEY = "ikey.attestation";

export interface AttestationToken {
  readonly token: string;
  readonly expireTimeMillis: number;
  readonly issuedAtTimeMillis: number;
}

/** When requests may be made again, and how many failures in a row led there. */
export interface Throttle {
  readonly backoffCount: number;
  readonly allowRequestsAfter: number;
}

/** A failed exchange; `status` is the HTTP status, or null when no answer (or a useless one) came. */
export class ExchangeFailure extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = "ExchangeFailure";
  }
}

export function refreshTimeOf(token: AttestationToken): number {
  const halfway = token.issuedAtTimeMillis + (token.expireTimeMillis - token.issuedAtTimeMillis) / 2;
  return Math.min(halfway + REFRESH_OFFSET_MS, token.expireTimeMillis - REFRESH_OFFSET_MS);
}

export function nextRetryWait(previous: number | null): number {
  return previous === null ? RETRY_MIN_WAIT_MS : Math.min(previous * 2, RETRY_MAX_WAIT_MS);
}

/** 1 s × 2^count, moved by up to half of itself either way, so many visitors do not retry in step. */
export function backoffMillis(count: number, random: () => number): number {
  const base = BACKOFF_BASE_MS * 2 ** count;
  return Math.min(BACKOFF_MAX_MS, Math.round(base + 0.5 * base * (random() * 2 - 1)));
}

export function throttleAfter(status: number | null, previous: Throttle | null, now: number, random: () => number) {
  if (status === 403 || status === 404) return { backoffCount: 1, allowRequestsAfter: now + BLOCK_AFTER_REFUSAL_MS };
  const count = previous?.backoffCount ?? 0;
  return { backoffCount: count + 1, allowRequestsAfter: now + backoffMillis(count, random) };
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

interface Persisted {
  readonly token?: AttestationToken;
  readonly throttle?: Throttle;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** What storage held, if it has the right shape: another version of the site may have written it. */
function sanitize(value: unknown): Persisted {
  if (typeof value !== "object" || value === null) return {};
  const { token, throttle } = value as Record<string, Record<string, unknown> | undefined>;
  const goodToken =
    typeof token?.token === "string" && isNumber(token.expireTimeMillis) && isNumber(token.issuedAtTimeMillis);
  const goodThrottle = isNumber(throttle?.backoffCount) && isNumber(throttle?.allowRequestsAfter);
  return {
    ...(goodToken ? { token: token as unknown as AttestationToken } : {}),
    ...(goodThrottle ? { throttle: throttle as unknown as Throttle } : {}),
  };
}

export interface TokenManagerOptions {
  /** Gets a new token: challenge, proof of work, exchange. Throws ExchangeFailure. */
  readonly exchange: () => Promise<AttestationExchangeResponse>;
  /** localStorage, so the token and a block survive reloads and are shared by tabs; null keeps them in memory. */
  readonly storage: KeyValueStorage | null;
  readonly now?: () => number;
  readonly random?: () => number;
}

export function createTokenManager({ exchange, storage, now = Date.now, random = Math.random }: TokenManagerOptions) {
  let memory: Persisted = {};
  let storageWorks = storage !== null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryWait: number | null = null;
  let inFlight: Promise<AttestationToken | null> | null = null;
  let started = false;

  // Storage is read on every use, not cached: another tab may have refreshed or spent the token.
  function read(): Persisted {
    if (!storageWorks || !storage) return memory;
    try {
      const text = storage.getItem(STORAGE_KEY);
      return text ? sanitize(JSON.parse(text)) : {};
    } catch {
      return memory;
    }
  }

  function write(state: Persisted) {
    memory = state;
    if (!storageWorks || !storage) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Full, or refused (private browsing): this page keeps it in memory.
      storageWorks = false;
    }
  }

  function usable(at = now()): AttestationToken | null {
    const { token } = read();
    return token && at < token.expireTimeMillis - EXPIRY_MARGIN_MS ? token : null;
  }

  function schedule(at: number) {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        // Another tab may have refreshed already: then wait for that token's refresh time.
        const stored = read().token;
        if (stored && refreshTimeOf(stored) > now()) schedule(refreshTimeOf(stored));
        else void acquire("timer");
      },
      Math.max(0, at - now()),
    );
  }

  function succeeded(token: AttestationToken) {
    retryWait = null;
    schedule(refreshTimeOf(token));
  }

  function failed() {
    retryWait = nextRetryWait(retryWait);
    schedule(now() + retryWait);
  }

  async function request(): Promise<AttestationToken | null> {
    try {
      const answer = await exchange();
      const ttl = parseTtl(answer.ttl);
      if (typeof answer.token !== "string" || answer.token === "" || ttl === null) {
        throw new ExchangeFailure(null, "the exchange answered without a token or a ttl");
      }
      const receivedAt = now();
      const token = { token: answer.token, expireTimeMillis: receivedAt + ttl, issuedAtTimeMillis: receivedAt };
      write({ token });
      succeeded(token);
      return token;
    } catch (error) {
      const status = error instanceof ExchangeFailure ? error.status : null;
      const state = read();
      write({ ...state, throttle: throttleAfter(status, state.throttle ?? null, now(), random) });
      failed();
      return null;
    }
  }

  function acquire(trigger: "demand" | "timer"): Promise<AttestationToken | null> {
    if (inFlight) return inFlight;
    const { throttle } = read();
    if (throttle && now() < throttle.allowRequestsAfter) {
      // No request; a retry stays scheduled, and only its own turn counts as another failed refresh.
      if (trigger === "timer" || timer === undefined) failed();
      return Promise.resolve(null);
    }
    const pending = request();
    inFlight = pending;
    void pending.then(() => {
      if (inFlight === pending) inFlight = null;
    });
    return pending;
  }

  /** The first use starts the refresh schedule of a token kept from an earlier visit. */
  function start() {
    if (started) return;
    started = true;
    const kept = usable();
    if (kept) schedule(refreshTimeOf(kept));
  }

  async function getToken(waitMs = Number.POSITIVE_INFINITY): Promise<string | null> {
    start();
    const current = usable();
    if (current) return current.token;
    const pending = acquire("demand");
    if (!Number.isFinite(waitMs)) return (await pending)?.token ?? null;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      giveUp = setTimeout(() => resolve(null), waitMs);
    });
    const token = await Promise.race([pending, late]);
    clearTimeout(giveUp);
    return token?.token ?? null;
  }

  return {
    /** Starts getting a token in the background, so one is ready when it is needed. */
    prepare(): void {
      start();
      if (!usable()) void acquire("demand");
    },

    /** A valid token for a call that may reuse it; null when none comes within `waitMs`. */
    getToken,

    /**
     * A token for a call that spends it (the server refuses it a second time):
     * it is forgotten here, in every tab, before anyone else can send it.
     */
    async takeToken(waitMs?: number): Promise<string | null> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const token = await getToken(waitMs);
        if (token === null) return null;
        const state = read();
        // Between the wait and now another caller (or tab) may have taken it: then get another.
        if (state.token?.token === token) {
          write({ ...state, token: undefined });
          return token;
        }
      }
      return null;
    },

    /** Stops the refresh schedule. */
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type TokenManager = ReturnType<typeof createTokenManager>;
