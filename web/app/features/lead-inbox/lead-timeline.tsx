import type { LeadDetail } from "@ikey/contracts/console-api-schemas";
import { type LeadStatus, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { type ContactChannel, contactOutcomeLabels } from "@ikey/contracts/lead-replies";
import { malaysiaTime } from "../../lib/console/malaysia-time";

type Event = LeadDetail["timeline"][number];

const attemptWords: Record<ContactChannel, string> = {
  phone: "opened the call link",
  whatsapp: "opened a WhatsApp chat",
  email: "opened an e-mail in their mail program",
};
const channelWords: Record<ContactChannel, string> = {
  phone: "a call",
  whatsapp: "a WhatsApp chat",
  email: "an e-mail",
};

/** A reply, a link followed, or how a call or chat went (docs/decisions/0031-lead-replies.md). */
function describeContact(actor: string, contact: NonNullable<Event["contact"]>): string {
  switch (contact.kind) {
    case "reply":
      return `${actor} replied by e-mail: “${contact.subject ?? ""}”`;
    case "attempt":
      return `${actor} ${attemptWords[contact.channel]}`;
    case "outcome": {
      const how = contact.outcome ? contactOutcomeLabels[contact.outcome] : "";
      return `${actor} logged ${channelWords[contact.channel]}: ${how}${contact.note ? `. ${contact.note}` : ""}`;
    }
  }
}

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
    case "contact":
      return event.contact ? describeContact(event.actor, event.contact) : `${event.actor} contacted them`;
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
