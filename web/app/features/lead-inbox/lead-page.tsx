import type { InboxOptions, LeadDetail } from "@ikey/contracts/console-api-schemas";
import { leadStatusLabels } from "@ikey/contracts/lead-inbox";
import { mayOpen } from "@ikey/contracts/staff";
import { useCallback, useEffect, useState } from "react";
import { Link } from "../../components/localized-link";
import { ConsoleApiError, consoleApi } from "../../lib/console/console-api";
import { useConsole } from "../../lib/console/staff-session";
import { EraseLead } from "./erase-lead";
import { LeadFacts } from "./lead-facts";
import { LeadTimeline } from "./lead-timeline";
import { LeadWorkflowForm } from "./lead-workflow-form";

/** A lead's page: its workflow, everything it said, where it came from, and its timeline. */
export function LeadPage({ leadId }: { readonly leadId: number }) {
  const { session } = useConsole();
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [problem, setProblem] = useState("");
  const [options, setOptions] = useState<InboxOptions | null>(null);
  const load = useCallback(
    () =>
      consoleApi<LeadDetail>("GET", `/leads/${leadId}`).then(setLead, (error: unknown) =>
        setProblem(error instanceof ConsoleApiError ? error.message : "This lead could not be loaded."),
      ),
    [leadId],
  );
  useEffect(() => {
    void load();
    consoleApi<InboxOptions>("GET", "/leads/options").then(setOptions, () => {});
  }, [load]);

  if (!lead) {
    return (
      <section aria-labelledby="lead-title">
        <h1 id="lead-title">Lead</h1>
        {problem ? <p role="alert">{problem}</p> : <p>Loading…</p>}
        <Link to="/staff/leads">Back to the inbox</Link>
      </section>
    );
  }
  return (
    <article aria-labelledby="lead-title" className="lead-page">
      <p>
        <Link to="/staff/leads">Back to the inbox</Link>
      </p>
      <div className="console-heading">
        <h1 id="lead-title">
          {lead.name || "(no name)"}
          {lead.company && `, ${lead.company}`}
        </h1>
        <span className="status-badge">{leadStatusLabels[lead.status]}</span>
      </div>
      <LeadWorkflowForm lead={lead} options={options} onChanged={load} />
      <LeadFacts lead={lead} />
      <LeadTimeline lead={lead} />
      {session && mayOpen(session.role, "erasure") && <EraseLead leadId={lead.id} name={lead.name || "This lead"} />}
    </article>
  );
}
