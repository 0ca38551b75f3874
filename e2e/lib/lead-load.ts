import { randomUUID } from "node:crypto";
import { parseSiteConfig } from "../../contracts/site-config.ts";
import { validRequestDemo } from "../../test-support/lead-samples.ts";

const code = parseSiteConfig({}).REQUEST_DEMO_CODE;

export interface LoadResult {
  /** Names of the submissions the server acknowledged with a 2xx. */
  readonly acknowledged: string[];
  readonly attempts: number;
  /** Status of every answered non-2xx request (503s while the database is down, …). */
  readonly refusals: Map<number, number>;
  /** Bodies of non-2xx answers that were not JSON: there must be none. */
  readonly nonJson: string[];
  /** Requests that got no answer at all within the timeout. */
  readonly unanswered: number;
}

export interface RunningLoad {
  /** Counted as the load runs. */
  readonly result: LoadResult;
  /** Ends the load once every lane's request in flight has settled. */
  readonly stop: () => Promise<LoadResult>;
}

/**
 * Demo requests from `lanes` concurrent clients until stopped, each with a
 * unique name and its own Idempotency-Key, as the browser sends them. A lane
 * pauses briefly after a refusal or no answer, so a server that is down or
 * restarting is not met with a tight loop.
 */
export function startLeadLoad(
  baseUrl: string,
  lanes: number,
  prefix: string,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): RunningLoad {
  let done = false;
  const result = {
    acknowledged: [] as string[],
    attempts: 0,
    refusals: new Map<number, number>(),
    nonJson: [] as string[],
    unanswered: 0,
  };
  let sequence = 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  const lane = async (index: number) => {
    while (!done) {
      const name = `${prefix}-${index}-${sequence++}`;
      result.attempts++;
      const response = await fetch(`${baseUrl}/api/RequestDemo?code=${code}`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({ ...validRequestDemo, name }),
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(() => null);
      if (!response) {
        result.unanswered++;
        await pause();
        continue;
      }
      const text = await response.text();
      if (response.ok) {
        result.acknowledged.push(name);
        continue;
      }
      result.refusals.set(response.status, (result.refusals.get(response.status) ?? 0) + 1);
      try {
        JSON.parse(text);
      } catch {
        result.nonJson.push(text.slice(0, 200));
      }
      await pause();
    }
  };
  const running = Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
  return {
    result,
    stop: async () => {
      done = true;
      await running;
      return result;
    },
  };
}

/** The load of `startLeadLoad`, until `until` resolves. */
export async function leadLoad(baseUrl: string, lanes: number, until: Promise<unknown>, prefix: string) {
  const load = startLeadLoad(baseUrl, lanes, prefix);
  await until;
  return load.stop();
}
