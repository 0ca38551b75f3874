import type { LeadSummary } from "@ikey/contracts/console-api-schemas";
import { CLIENT_BURST_LEADS } from "@ikey/contracts/lead-inbox";
import * as m from "../../paraglide/messages.js";

/** Whether a lead is part of a burst from one client (contracts/lead-inbox.ts). */
const inBurst = (lead: Pick<LeadSummary, "sameClient">) => lead.sameClient >= CLIENT_BURST_LEADS;

/** Under a lead's name in the inbox: it came with many others from one client address. */
export function ClientBurstMark({ lead }: { readonly lead: Pick<LeadSummary, "sameClient"> }) {
  if (!inBurst(lead)) return null;
  return <span className="client-burst-mark">{m.lead_inbox_burst_mark({ count: lead.sameClient })}</span>;
}

/**
 * On a lead's page: how many leads its client address sent around it, and what the booking made of
 * their times, so a member calls one sender once rather than each lead as a stranger.
 */
export function ClientBurst({ lead }: { readonly lead: Pick<LeadSummary, "sameClient"> }) {
  if (!inBurst(lead)) return null;
  return (
    <section aria-labelledby="client-burst-title" className="console-panel client-burst">
      <h2 id="client-burst-title">{m.lead_inbox_burst_title()}</h2>
      <p>{m.lead_inbox_burst_text({ count: lead.sameClient })}</p>
    </section>
  );
}
