import * as m from "../../paraglide/messages.js";
import { formatCount } from "./format";

/**
 * "1,250 ms". Apart from format.ts, which the page's first scripts use: only the response-time
 * chart, loaded later, shows milliseconds, and its words come with it.
 */
export function formatMilliseconds(ms: number): string {
  return m.status_response_milliseconds({ ms: formatCount(ms) });
}
