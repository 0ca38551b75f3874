import { businessDuration } from "@ikey/contracts/first-response";

const MINUTE_MS = 60_000;

/** A week as the report names it: its Monday, in Malaysia, e.g. "23 Nov". */
const weekFormat = new Intl.DateTimeFormat("en-MY", { timeZone: "Asia/Kuala_Lumpur", day: "numeric", month: "short" });
export const weekLabel = (start: number) => `Week of ${weekFormat.format(start)}`;
export const shortWeekLabel = (start: number) => weekFormat.format(start);

/** A share of a whole, as a whole percentage; a dash when there is no whole. */
export const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)} %`);

/** A business time from the report (milliseconds), as the inbox writes it; a dash when none was answered. */
export const responseTime = (ms: number | null) => (ms === null ? "–" : businessDuration(ms / MINUTE_MS));
