import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { type LeadStatus, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { malaysiaTime } from "../../lib/console/malaysia-time";

type Event = LeadDetail["timeline"][number];

function describe(event: Event): string {
  switch (event.kind) {
    case "received":
      return `Received through the ${event.actor} form`;
    case "status":
      return `${event.actor} moved it from ${leadStatusLabels[event.from as LeadStatus] ?? event.from} to ${leadStatusLabels[event.to as LeadStatus] ?? event.to}`;
    case "assignee":
      return event.to ? `${event.actor} assigned it to ${event.to}` : `${event.actor} unassigned it`;
    case "note":
      return `${event.actor} wrote: ${event.text ?? ""}`;
  }
}

/** Everything that happened to a lead, oldest first. */
export function LeadTimeline({ lead }: { readonly lead: LeadDetail }) {
  return (
    <section aria-labelledby="timeline-title" className="console-panel">
      <h2 id="timeline-title">Timeline</h2>
      <ol className="lead-timeline">
        {lead.timeline.map((event, index) => (
          // The timeline only grows at its end, so an entry's place is its identity.
          <li key={index}>
            <time dateTime={new Date(event.at).toISOString()}>{malaysiaTime(event.at)}</time> {describe(event)}
          </li>
        ))}
      </ol>
    </section>
  );
}
