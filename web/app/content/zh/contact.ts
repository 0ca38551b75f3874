import type * as En from "../contact";
import { SUPPORT_HOURS } from "../contact";
import { formatHour, formatWeekday } from "../lib/format";

export { formatMalaysianPhone, SUPPORT_HOURS } from "../contact";

const { firstDay, lastDay, opens, closes } = SUPPORT_HOURS;

/** "星期一至星期五，上午9时至晚上7时" */
export const BUSINESS_HOURS: typeof En.BUSINESS_HOURS = `${formatWeekday(firstDay, "zh")}至${formatWeekday(lastDay, "zh")}，${formatHour(opens, "zh")}至${formatHour(closes, "zh")}`;
