import type {
  InboxOptions,
  LeadAssignment,
  LeadList,
  LeadSummary,
  WaitingLeads,
} from "@ikey/contracts/console-api-schemas";
import { businessDuration } from "@ikey/contracts/first-response";
import { leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { STAFF_API } from "@ikey/contracts/staff";
import { Link } from "../../components/localized-link";
import { useFilterForm } from "../../lib/console/filter-form";
import { FoldOnPhone } from "../../lib/console/fold-on-phone";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { TableRegion } from "../../lib/console/table-region";
import { ClientBurstMark } from "./client-burst";
import { InboxFilters } from "./inbox-filters";
import { InboxSortLinks } from "./inbox-sort-links";
import { otherLeads } from "./same-person";
import { StatusTabs } from "./status-tabs";
import { useInbox } from "./use-inbox";
import { WaitingPanel } from "./waiting-panel";

/** The address's parameters the inbox filters by. */
export const INBOX_FILTERS = ["form", "status", "assignee", "source", "campaign", "from", "to", "q", "sort"] as const;

/**
 * How long a lead waited for its first contact, in business hours, or has waited so far: "Past
 * the target" is written out, not shown by colour alone.
 */
function WaitingCell({ lead }: { readonly lead: LeadSummary }) {
  if (lead.waitingMinutes === null) return <td data-label="Waited">—</td>;
  const duration = businessDuration(lead.waitingMinutes);
  if (lead.firstContact) return <td data-label="Waited">Answered in {duration}</td>;
  return (
    <td data-label="Waited">
      {duration}
      {lead.overTarget && <strong className="over-target"> Past the target</strong>}
    </td>
  );
}

/**
 * The lead inbox: every form's leads, filtered by the address's query, newest first or the
 * waiting ones longest waiting first, updating itself, under each member's waiting leads.
 */
export function InboxPage({
  page,
  options,
  waiting,
  assignment,
}: {
  readonly page: LeadList;
  readonly options: InboxOptions;
  readonly waiting: WaitingLeads;
  readonly assignment: LeadAssignment;
}) {
  const { filters, query, submit } = useFilterForm(INBOX_FILTERS);
  const byWaiting = filters.get("sort") === "waiting";
  const inbox = useInbox(query, page);
  const titleOf = (form: string) => options.forms.find((candidate) => candidate.name === form)?.title ?? form;

  return (
    <section aria-labelledby="inbox-title">
      <div className="console-heading">
        <h1 id="inbox-title">
          Leads <span className="unread-count">{inbox.unread} unread</span>
        </h1>
        <a className="button button-secondary" href={`${STAFF_API}/leads/export.csv${query}`} download>
          Export this view as CSV
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {inbox.arrived > 0 ? `${inbox.arrived} new ${inbox.arrived === 1 ? "lead" : "leads"} arrived.` : ""}
      </p>
      <FoldOnPhone summary="Waiting leads and assignment">
        <WaitingPanel waiting={waiting} assignment={assignment} />
      </FoldOnPhone>
      <StatusTabs params={filters} counts={inbox.counts} />
      <FoldOnPhone summary="Search and filters">
        <InboxFilters params={filters} options={options} onSubmit={submit} />
      </FoldOnPhone>
      <InboxSortLinks params={filters} />
      <TableRegion label="Leads">
        <table className="console-table lead-list card-table">
          <caption className="visually-hidden">
            {byWaiting ? "Leads waiting for a first contact, longest waiting first" : "Leads, newest first"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Company and form</th>
              <th scope="col">Contact</th>
              <th scope="col">Source</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
              <th scope="col">Waited (business hours)</th>
            </tr>
          </thead>
          <tbody>
            {inbox.leads.map((lead) => (
              <tr key={lead.id} className={lead.unread ? "lead-unread" : undefined}>
                <td data-label="Received">{malaysiaTime(lead.receivedAt)}</td>
                <th scope="row">
                  <Link to={`/staff/leads/${lead.id}`}>
                    {lead.name || "(no name)"}
                    {lead.unread && <span className="visually-hidden"> (unread)</span>}
                  </Link>
                  {lead.samePerson > 0 && (
                    <span className="same-person-mark">Same person as {otherLeads(lead.samePerson)}</span>
                  )}
                  <ClientBurstMark lead={lead} />
                </th>
                <td data-label="Company">
                  {lead.company}
                  <span className="cell-aside">{titleOf(lead.form)}</span>
                </td>
                <td data-label="Contact" className="lead-contact">
                  {lead.email}
                  <span className="cell-aside">{lead.phone}</span>
                </td>
                <td data-label="Source">{[lead.source, lead.campaign].filter(Boolean).join(" · ") || "—"}</td>
                <td data-label="Status">{leadStatusLabels[lead.status]}</td>
                <td data-label="Assignee" className="lead-contact">
                  {lead.assignee?.email ?? "—"}
                </td>
                <WaitingCell lead={lead} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {inbox.leads.length === 0 && <p>{byWaiting ? "No lead in this view is waiting." : "No leads in this view."}</p>}
      {inbox.nextCursor !== null && (
        <button type="button" className="button button-secondary" onClick={() => void inbox.loadMore()}>
          Show older leads
        </button>
      )}
    </section>
  );
}
