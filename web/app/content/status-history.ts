import { translatable } from "./lib/translatable";

/**
 * The words Check App Status gained with its history (decision 0016): the incident line, the history
 * and the e-mail updates box; those of the history's details (response times, the incidents) are
 * in status-history-details.ts. Group titles, window labels ("24 hours") and incident
 * status labels are contracts (contracts/status-history.ts, contracts/status-incidents.ts). The page
 * the e-mails' links open has its own words (status-updates.ts), so neither page loads the other's.
 */

/** The incident line at the top of Check App Status. */
export const incidentBannerCopy = translatable({
  checking: "Checking for incidents…",
  clear: "No incidents reported.",
  /** Nothing open, but incidents of the period the list below shows: "No incidents" would contradict it. */
  allResolved: "No open incidents.",
  unavailable: "Incident reports could not be loaded.",
  /** Under the state on a phone, until an incident's latest update takes its place. */
  pointer: "Past incidents are listed below the live checks.",
  details: "Details",
  /** Read after "Details" by screen readers, so the link says where it goes: "Details of Parent app sign-in fails". */
  detailsOf: (title: string) => ` of ${title}`,
  /** "Parent app sign-in fails", or "Parent app sign-in fails (and 1 more)" with others open. */
  incident: (title: string, othersOpen: number) => `${title}${othersOpen > 0 ? ` (and ${othersOpen} more)` : ""}`,
  /** "Identified: A certificate expired; we are renewing it." */
  latest: (status: string, message: string) => (message ? `${status}: ${message}` : status),
});

export const historyCopy = translatable({
  heading: "Uptime over the last 90 days",
  loading: "Loading the history of each service…",
  unavailable: "The history could not be loaded. Please try again later.",
  /** The time is "23 Nov 2026, 14:05", Malaysia time. */
  updated: (time: string) => `Measured by our servers every minute. Updated ${time} (Malaysia time).`,
  figuresLabel: (group: string) => `Uptime of ${group}`,
  noData: "No data",
  legendLabel: "Colour key for the daily bars",
  bands: {
    full: "100%",
    high: "99% or more",
    fair: "95% or more",
    low: "Below 95%",
    none: "No data",
  },
  barLabel: (group: string) => `${group}: uptime by day, last 90 days`,
  barStart: "90 days ago",
  barEnd: "Today",
  /** "23 Nov 2026: 99.93% uptime, 1,440 checks, 1 failed" */
  day: (date: string, uptime: string, checks: string, checkCount: number, failures: string) =>
    `${date}: ${uptime} uptime, ${checks} ${checkCount === 1 ? "check" : "checks"}, ${failures} failed`,
  dayWithoutData: (date: string) => `${date}: No data`,
});

/** The e-mail updates box on Check App Status. */
export const subscribeCopy = translatable({
  heading: "Get incident updates by e-mail",
  intro:
    "We will e-mail you when we open an incident, post an update on it and resolve it. First we send you a message to confirm your address, and every e-mail has a link to unsubscribe.",
  emailLabel: "E-mail",
  submit: "Subscribe",
  busy: "Subscribing…",
  sent: "Check your inbox to confirm your subscription.",
  failed: "Could not subscribe. Please try again.",
  feedIntro: "Prefer a news reader?",
  feedLink: "Follow incidents with the Atom feed",
  feedTitle: "iKEY service incidents",
});
