/** How the demo calendar writes days and times: the console's Malaysia time (lib/console/malaysia-time.ts). */

/** The day `count` days after "YYYY-MM-DD" (before, when negative), counted by the contracts' calendar. */
export { addDays as shiftDay } from "@ikey/contracts/calendar-day";
export { clockTime, dayTitle, malaysiaDayOf, midnightOf } from "../../lib/console/malaysia-time";
