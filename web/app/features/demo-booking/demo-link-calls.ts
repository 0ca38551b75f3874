import { DEMO_LINK_PATH, DEMO_TOKEN_PATTERN } from "@ikey/contracts/demo-booking";
import { apiUrl } from "../../lib/api-url";
import { siteConfig } from "../../lib/site-config";
import { languageHeader } from "../../lib/site-language";

/**
 * A demo as its link's page shows it: its Malaysian day and start, its length, and whether it is
 * cancelled or still waits for the visitor to confirm it (until `confirmBy`, epoch ms).
 */
export interface LinkedDemo {
  readonly status: "confirmed" | "tentative" | "cancelled";
  readonly date: string;
  readonly time: string;
  readonly minutes: number;
  readonly confirmBy?: number;
}

/**
 * What an answer through the link means for the page. `closed`: the link will never change the demo
 * again (no such demo, it has begun, it is cancelled, or it lapsed unconfirmed). `not-free`: the time asked for is taken.
 * `too-many`: the client's tries ran out until `retryAt` (null when the server did not say).
 * `moves-used`: the demo has been moved through the link as often as one day allows (until midnight, Malaysia time).
 * `failed`: the server broke (`server`) or was never reached (`network`), worth another try.
 */
export type LinkAnswer =
  | { readonly kind: "demo"; readonly demo: LinkedDemo }
  | { readonly kind: "closed"; readonly reason: "unknown" | "over" | "cancelled" | "lapsed" }
  | { readonly kind: "not-free" }
  | { readonly kind: "too-many"; readonly retryAt: number | null }
  | { readonly kind: "moves-used" }
  | { readonly kind: "failed"; readonly cause: "server" | "network" };

/** The moment a Retry-After header names (seconds from now, or an HTTP date), or null. */
export function retryMoment(header: string | null, now: number): number | null {
  if (!header?.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return now + Math.max(seconds, 0) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : date;
}

async function errorOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : null;
    return typeof error === "string" ? error : "";
  } catch {
    return "";
  }
}

const closedReasons: Record<string, "over" | "lapsed"> = { "Demo Over": "over", "Demo Lapsed": "lapsed" };

async function answerOf(response: Response): Promise<LinkAnswer> {
  if (response.ok) return { kind: "demo", demo: (await response.json()) as LinkedDemo };
  switch (response.status) {
    case 400:
    case 404:
      return { kind: "closed", reason: "unknown" };
    case 410:
      // The server names which: "Demo Over", "Demo Lapsed" or "Demo Cancelled".
      return { kind: "closed", reason: closedReasons[await errorOf(response)] ?? "cancelled" };
    case 409:
      return { kind: "not-free" };
    case 429:
      // The demo's moves for the day, or the client's tries: the server names which.
      if ((await errorOf(response)) === "Too Many Moves") return { kind: "moves-used" };
      return { kind: "too-many", retryAt: retryMoment(response.headers.get("Retry-After"), Date.now()) };
    default:
      return { kind: "failed", cause: "server" };
  }
}

/**
 * One call through the visitor's link: read the demo (`""`), `/confirm`, `/move` or `/cancel` it, the
 * token in the body, never in an address. A token that cannot be one is refused here, without a request.
 */
export async function callDemoLink(
  action: "" | "/confirm" | "/move" | "/cancel",
  token: string,
  to?: { readonly date: string; readonly time: string },
): Promise<LinkAnswer> {
  if (!DEMO_TOKEN_PATTERN.test(token)) return { kind: "closed", reason: "unknown" };
  let response: Response;
  try {
    response = await fetch(apiUrl(siteConfig.API_URL, `${DEMO_LINK_PATH}${action}`), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...languageHeader },
      body: JSON.stringify({ token, ...to }),
      cache: "no-store",
    });
  } catch {
    return { kind: "failed", cause: "network" };
  }
  try {
    return await answerOf(response);
  } catch {
    return { kind: "failed", cause: "server" };
  }
}
