import type * as En from "../contact";
import { SUPPORT_HOURS } from "../contact";
import { formatHour, formatWeekday } from "../lib/format";

export { formatMalaysianPhone, SUPPORT_HOURS } from "../contact";

const { firstDay, lastDay, opens, closes } = SUPPORT_HOURS;

/** "Isnin hingga Jumaat, 9 pagi hingga 7 malam" */
export const BUSINESS_HOURS: typeof En.BUSINESS_HOURS = `${formatWeekday(firstDay, "ms")} hingga ${formatWeekday(lastDay, "ms")}, ${formatHour(opens, "ms")} hingga ${formatHour(closes, "ms")}`;
