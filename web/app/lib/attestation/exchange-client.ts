import {
  ATTESTATION_CHALLENGE_PATH,
  ATTESTATION_EXCHANGE_PATH,
  type AttestationExchangeResponse,
} from "@ikey/contracts/attestation";
import { apiUrl } from "../../lib/api-url";
import { ExchangeFailure } from "./token-manager";

export interface PowSolution {
  readonly counter: number;
  readonly derivedKey: string;
}

export type Solver = (challenge: unknown) => Promise<PowSolution>;

/** No exchange step waits longer than this for the network. */
const REQUEST_TIMEOUT_MS = 15_000;

async function call(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new ExchangeFailure(null, `no answer from ${url}`);
  }
  if (!response.ok) throw new ExchangeFailure(response.status, `${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ExchangeFailure(null, `${url} answered something other than JSON`);
  }
}

/**
 * One token, the whole way: ask for a challenge, solve it, exchange the
 * solution. Any failure is an ExchangeFailure carrying the HTTP status, which
 * decides how long the token manager waits before asking again.
 */
export async function exchangeForToken(apiBase: string, solve: Solver): Promise<AttestationExchangeResponse> {
  // A plain GET, with no header of ours: across origins it needs no preflight.
  const challenge = await call(apiUrl(apiBase, ATTESTATION_CHALLENGE_PATH), { cache: "no-store" });
  let solution: PowSolution;
  try {
    solution = await solve(challenge);
  } catch (error) {
    throw new ExchangeFailure(null, `the proof of work failed: ${error instanceof Error ? error.message : error}`);
  }
  const answer = await call(apiUrl(apiBase, ATTESTATION_EXCHANGE_PATH), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  });
  return answer as AttestationExchangeResponse;
}
