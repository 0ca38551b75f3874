import type { InboxOptions, LeadDetail } from "@ikey/contracts/console-api-schemas";
import { LEAD_STATUSES, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import type { FormEvent } from "react";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";
import * as m from "../../paraglide/messages.js";
import { AssigneeOptions } from "./assignee-options";
import type { LeadAction } from "./lead-data";

/** A lead's status, assignee and a new note: each change goes on its timeline (routes/staff-lead.tsx sends them). */
export function LeadWorkflowForm({
  lead,
  options,
  outcome,
}: {
  readonly lead: LeadDetail;
  readonly options: InboxOptions | null;
  readonly outcome: ScreenOutcome | undefined;
}) {
  const { send, busy } = useConsoleSubmit();
  const change = (actionOf: (values: FormData) => LeadAction) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(actionOf(new FormData(event.currentTarget)));
  };
  // A note that went through leaves its form empty: the form is keyed by the last one added.
  const noted = outcome?.intent === "note" && outcome.ok ? outcome.serial : 0;
  return (
    <section aria-labelledby="workflow-title" className="console-panel">
      <h2 id="workflow-title">Work this lead</h2>
      <ActionOutcome outcome={busy ? null : (outcome ?? null)} />
      <form
        className="console-inline-form"
        key={`status-${lead.status}`}
        onSubmit={change((values) => ({ intent: "status", status: String(values.get("status")) }))}
      >
        <div className="field">
          <label htmlFor="lead-status">Status</label>
          <select id="lead-status" name="status" defaultValue={lead.status} aria-describedby="lead-status-by-booking">
            {LEAD_STATUSES.map((status) => (
              // "Demo scheduled" comes with a booking (Book a demo, above), never chosen alone.
              <option key={status} value={status} disabled={status === "demo-scheduled" && lead.status !== status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
          <p id="lead-status-by-booking" className="lead-status-hint">
            {m.lead_demo_status_by_booking()}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Save status
        </button>
      </form>
      <form
        className="console-inline-form"
        key={`assignee-${lead.assignee?.id ?? "none"}`}
        onSubmit={change((values) => {
          const chosen = String(values.get("assignee"));
          const note = String(values.get("hand-off-note") ?? "").trim();
          return { intent: "assignee", assigneeId: chosen ? Number(chosen) : null, ...(note ? { note } : {}) };
        })}
      >
        <div className="field">
          <label htmlFor="lead-assignee">Assignee</label>
          <select id="lead-assignee" name="assignee" defaultValue={lead.assignee?.id ?? ""}>
            <option value="">Nobody</option>
            {/* One who no longer takes leads (disabled before hand-overs existed) is still named, never "Nobody". */}
            {lead.assignee && !options?.assignees.some((member) => member.id === lead.assignee?.id) && (
              <option value={lead.assignee.id}>{lead.assignee.email} (no longer takes leads)</option>
            )}
            <AssigneeOptions options={options} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="lead-hand-off-note">Note for the new assignee (optional)</label>
          <textarea id="lead-hand-off-note" name="hand-off-note" maxLength={1000} rows={2} />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Assign
        </button>
      </form>
      <form
        className="console-form"
        key={`note-${noted}`}
        onSubmit={change((values) => ({ intent: "note", text: String(values.get("text")) }))}
      >
        <div className="field">
          <label htmlFor="lead-note">Note</label>
          <textarea id="lead-note" name="text" maxLength={2000} required />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Add note
        </button>
      </form>
    </section>
  );
}
