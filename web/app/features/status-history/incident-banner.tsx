import type { PublicIncident } from "@ikey/contracts/api-schemas";
import type { IncidentStatus } from "@ikey/contracts/status-incidents";
import { incidentAnchor } from "../../lib/status-history";
import * as m from "../../paraglide/messages.js";
import { type HistoryState, useStatusHistory } from "./history-store";

/** An incident's status as the page words it (the console, the feed and the e-mails keep the contract's English). */
const statusLabels: Record<IncidentStatus, () => string> = {
  investigating: m.status_incident_investigating,
  identified: m.status_incident_identified,
  monitoring: m.status_incident_monitoring,
  resolved: m.status_incident_resolved,
};

export const incidentStatusLabel = (status: IncidentStatus): string => statusLabels[status]();

interface Banner {
  /** The state, or the newest open incident's title. */
  readonly headline: string;
  /** The incident's status and latest update, or a pointer to the list below. */
  readonly detail: string;
  readonly open?: PublicIncident;
}

function latestOf(status: string, message: string): string {
  return message ? m.status_banner_latest({ status, message }) : status;
}

function bannerOf(state: HistoryState): Banner {
  if (state.kind === "loading") return { headline: m.status_banner_checking(), detail: m.status_banner_pointer() };
  if (state.kind === "unavailable")
    return { headline: m.status_banner_unavailable(), detail: m.status_banner_pointer() };
  // Open incidents come first in the answer, newest first.
  const open = state.history.incidents.filter((incident) => incident.resolvedAt === null);
  const [newest] = open;
  if (!newest) {
    const past = state.history.incidents.length > 0;
    return {
      headline: past ? m.status_banner_all_resolved() : m.status_banner_clear(),
      detail: m.status_banner_pointer(),
    };
  }
  return {
    // "Parent app sign-in fails", or "Parent app sign-in fails (and 1 more)" with others open.
    headline:
      open.length > 1
        ? m.status_banner_incident_and_more({ title: newest.title, othersOpen: open.length - 1 })
        : newest.title,
    // "Identified: A certificate expired; we are renewing it.", or the status alone before any message.
    detail: latestOf(incidentStatusLabel(newest.status), newest.updates[0]?.message ?? ""),
    open: newest,
  };
}

/** For the style: loading, clear, incident or unavailable. */
function stateName(state: HistoryState, open: PublicIncident | undefined): string {
  if (open) return "incident";
  return state.kind === "ready" ? "clear" : state.kind;
}

/**
 * The line at the top of Check App Status: "Checking for incidents…", then "No incidents reported."
 * ("No open incidents." when the list below holds resolved ones) or the newest open incident, its status and latest update, and a link to its entry below.
 *
 * It moves nothing, and nothing in it moves (status-history.css): its box has one height for every
 * state (one line, two on a phone), and each of its texts starts where it started. Both texts are
 * the nodes the page was prerendered with, changing only their words; the update, hidden on a wide
 * screen until there is one, and the link only appear. A polite live region announces the change.
 */
export function IncidentBanner() {
  const state = useStatusHistory();
  const { headline, detail, open } = bannerOf(state);
  return (
    <p className="incident-banner" data-state={stateName(state, open)} role="status">
      <span className="incident-banner-headline">{headline}</span>
      <span className="incident-banner-detail">{detail}</span>
      {open && (
        <a className="incident-banner-link" href={`#${incidentAnchor(open)}`}>
          {m.status_banner_details()}
          <span className="visually-hidden">{m.status_banner_details_of({ title: open.title })}</span>
        </a>
      )}
    </p>
  );
}
