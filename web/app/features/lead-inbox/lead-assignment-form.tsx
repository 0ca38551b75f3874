import type { LeadAssignment } from "@ikey/contracts/console-api-schemas";
import {
  LEAD_ASSIGNMENT_MODES,
  type LeadAssignmentMode,
  leadAssignmentModeLabels,
} from "@ikey/contracts/lead-assignment";
import { type FormEvent, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";

/**
 * The admins' switch between automatic assignment (round robin among the sales members on duty,
 * and one re-offer past the response target) and assignment by hand only.
 */
export function LeadAssignmentForm({ saved }: { readonly saved: LeadAssignmentMode }) {
  const [mode, setMode] = useState<LeadAssignmentMode>(saved);
  const { send, busy, outcome } = useConsoleFetcher<LeadAssignment>();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ intent: "lead-assignment", mode });
  };

  return (
    <>
      <h3 id="lead-assignment-title">Assigning new leads</h3>
      <ActionOutcome outcome={outcome} />
      <form className="console-inline-form" onSubmit={save} aria-labelledby="lead-assignment-title">
        <fieldset className="console-fieldset">
          <legend>How new leads reach a member</legend>
          {LEAD_ASSIGNMENT_MODES.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name="lead-assignment-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              <span>{leadAssignmentModeLabels[option]}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Saving…" : "Save assignment"}
        </button>
      </form>
    </>
  );
}
