import { dayNumberOf, malaysiaDayNumber } from "./calendar-day";
import { type PagePhase, type PagePhases, type SitePage, sitePages } from "./site-pages";

/*
 * Where the pages for a time (a campaign: SitePage.runs) stand at an instant. Only the web build
 * asks (web/vite.config.ts), once, and hands the pages the answer: their scripts carry no calendar.
 */

/** Where `page` stands at the instant `at` (ms since 1970), by the Malaysian calendar. */
export function pagePhaseAt(page: SitePage, at: number): PagePhase {
  if (!page.runs) return "running";
  const today = malaysiaDayNumber(at);
  const first = dayNumberOf(page.runs.first);
  const last = dayNumberOf(page.runs.last);
  if (first === null || last === null) throw new RangeError(`${page.id} runs on days the calendar lacks`);
  if (today < first) return "upcoming";
  return today > last ? "ended" : "running";
}

/** Where each page for a time stands at the instant `at`, by id. */
export function pagePhasesAt(at: number): PagePhases {
  return Object.fromEntries(sitePages.flatMap((page) => ("runs" in page ? [[page.id, pagePhaseAt(page, at)]] : [])));
}
