import type { PublicIncident } from "@ikey/contracts/api-schemas";
import { languageInfo } from "@ikey/contracts/languages";
import { listGroupTitles } from "@ikey/contracts/status-history";
import { SITE_LANGUAGE } from "../../lib/site-language";
import { groupTitle } from "../../lib/status-group-titles";
import { incidentAnchor } from "../../lib/status-history";
import * as m from "../../paraglide/messages.js";
import { formatDateTime, machineTime } from "./format";
import { incidentStatusLabel } from "./incident-banner";

function When({ time }: { readonly time: number }) {
  return <time dateTime={machineTime(time)}>{formatDateTime(time)}</time>;
}

/** One incident: its title, status, the groups it affects, when, and its updates, newest first. */
function IncidentEntry({ incident }: { readonly incident: PublicIncident }) {
  // Worded as the feed and the e-mails word it, in the page's language: "App (Parent) and App (Educator)".
  const affected = listGroupTitles(incident.groups, languageInfo[SITE_LANGUAGE].htmlLang, groupTitle);
  return (
    <article id={incidentAnchor(incident)} className="incident" data-status={incident.status}>
      <h3>{incident.title}</h3>
      <p className="incident-facts">
        <span className="incident-status">{incidentStatusLabel(incident.status)}</span>
        {affected && <span>{m.status_incidents_affects({ groups: affected })}</span>}
        <span>
          {m.status_incidents_started()} <When time={incident.startedAt} />
        </span>
        {incident.resolvedAt !== null && (
          <span>
            {m.status_incidents_resolved()} <When time={incident.resolvedAt} />
          </span>
        )}
      </p>
      <ol className="incident-updates" aria-label={m.status_incidents_updates_label({ title: incident.title })}>
        {incident.updates.map((update) => (
          <li key={`${update.at}-${update.status}`}>
            <p className="incident-update-head">
              <strong>{incidentStatusLabel(update.status)}</strong> <When time={update.at} />
            </p>
            <p className="incident-message">{update.message}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * Open incidents (the banner at the top links to them), then those resolved in the last 30 days.
 * The answer lists them in that order, newest first.
 */
export function IncidentList({ incidents }: { readonly incidents: readonly PublicIncident[] }) {
  const open = incidents.filter((incident) => incident.resolvedAt === null);
  const past = incidents.filter((incident) => incident.resolvedAt !== null);
  return (
    <>
      {open.length > 0 && (
        <section className="incidents" aria-labelledby="open-incidents-heading">
          <h2 id="open-incidents-heading">{m.status_incidents_open_heading()}</h2>
          <p className="incidents-note">{m.status_incidents_open_note()}</p>
          {open.map((incident) => (
            <IncidentEntry key={incident.id} incident={incident} />
          ))}
        </section>
      )}
      <section className="incidents" aria-labelledby="past-incidents-heading">
        <h2 id="past-incidents-heading">{m.status_incidents_past_heading()}</h2>
        <p className="incidents-note">
          {past.length > 0 ? m.status_incidents_past_note() : m.status_incidents_no_past()}
        </p>
        {past.map((incident) => (
          <IncidentEntry key={incident.id} incident={incident} />
        ))}
      </section>
    </>
  );
}
