import type { InboxOptions, LeadDetail } from "@ikey/contracts/console-api-schemas";
import { LEAD_STATUSES, leadStatusLabels } from "@ikey/contracts/lead-inbox";
import type { FormEvent } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, useConsoleAction } from "../../lib/console/use-console-action";
import { AssigneeOptions } from "./assignee-options";

/** A lead's status, assignee and a new note: each change goes on its timeline. */
export function LeadWorkflowForm({
  lead,
  options,
  onChanged,
}: {
  readonly lead: LeadDetail;
  readonly options: InboxOptions | null;
  readonly onChanged: () => Promise<void>;
}) {
  const { busy, outcome, run } = useConsoleAction();
  const change =
    (send: (values: FormData) => Promise<unknown>, done: string) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (await run(() => send(new FormData(form)), done)) {
        form.reset();
        await onChanged();
      }
    };
  return (
    <section aria-labelledby="workflow-title" className="console-panel">
      <h2 id="workflow-title">Work this lead</h2>
      <ActionOutcome outcome={outcome} />
      <form
        className="console-inline-form"
        key={`status-${lead.status}`}
        onSubmit={change(
          (values) => consoleApi("POST", `/leads/${lead.id}/status`, { status: values.get("status") }),
          "Status saved.",
        )}
      >
        <div className="field">
          <label htmlFor="lead-status">Status</label>
          <select id="lead-status" name="status" defaultValue={lead.status}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
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
          return consoleApi("POST", `/leads/${lead.id}/assignee`, { assigneeId: chosen ? Number(chosen) : null });
        }, "Assignee saved.")}
      >
        <div className="field">
          <label htmlFor="lead-assignee">Assignee</label>
          <select id="lead-assignee" name="assignee" defaultValue={lead.assignee?.id ?? ""}>
            <option value="">Nobody</option>
            <AssigneeOptions options={options} />
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Assign
        </button>
      </form>
      <form
        className="console-form"
        onSubmit={change(
          (values) => consoleApi("POST", `/leads/${lead.id}/notes`, { text: values.get("text") }),
          "Note added.",
        )}
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
