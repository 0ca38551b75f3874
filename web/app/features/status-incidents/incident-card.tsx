import type { ConsoleIncident } from "@ikey/contracts/console-api-schemas";
import { incidentStatusLabels } from "@ikey/contracts/status-incidents";
import { useEffect, useRef } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { IncidentUpdateForm } from "./incident-update-form";
import { groupTitles } from "./incident-wording";

/** The id of an incident's heading, which takes the keyboard when the incident was just opened or resolved. */
export const incidentHeadingId = (id: number) => `incident-${id}-title`;

function When({ at }: { readonly at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{malaysiaTime(at)}</time>;
}

/**
 * An incident: what it affects, when, who opened it, its updates (newest first) and, while open, a
 * form for the next. The card holds the form's fetcher, so its outcome outlives the form.
 */
export function IncidentCard({
  incident,
  subscribers,
}: {
  readonly incident: ConsoleIncident;
  readonly subscribers: number;
}) {
  const headingId = incidentHeadingId(incident.id);
  const action = useConsoleFetcher();
  const heading = useRef<HTMLHeadingElement>(null);
  const open = incident.resolvedAt === null;
  const wasOpen = useRef(open);
  // Resolving it (here, or elsewhere while its form had the keyboard) takes the form away: the
  // keyboard goes to the incident rather than to the page's start, and stays put if it was elsewhere.
  useEffect(() => {
    if (wasOpen.current && !open && document.activeElement === document.body) heading.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <article aria-labelledby={headingId} className="console-panel">
      <div className="console-heading">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {incident.title}
        </h3>
        <span className="status-badge">{incidentStatusLabels[incident.status]}</span>
      </div>
      <dl className="console-facts">
        <div>
          <dt>Affected groups</dt>
          <dd>{groupTitles(incident.groups)}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>
            <When at={incident.startedAt} />
          </dd>
        </div>
        <div>
          <dt>Resolved</dt>
          <dd>{incident.resolvedAt === null ? "Not yet" : <When at={incident.resolvedAt} />}</dd>
        </div>
        <div>
          <dt>Opened by</dt>
          <dd>{incident.openedBy}</dd>
        </div>
      </dl>
      <h4>Updates</h4>
      <ol className="lead-timeline" reversed>
        {incident.updates.map((update) => (
          <li key={`${update.at}-${update.status}`}>
            <When at={update.at} /> <strong>{incidentStatusLabels[update.status]}</strong> by {update.by}
            <p className="incident-message">{update.message}</p>
          </li>
        ))}
      </ol>
      {/* Outside the form, which goes once the incident is resolved: the outcome stays to be read. */}
      <ActionOutcome outcome={action.outcome} />
      {open && <IncidentUpdateForm incident={incident} subscribers={subscribers} action={action} />}
    </article>
  );
}
