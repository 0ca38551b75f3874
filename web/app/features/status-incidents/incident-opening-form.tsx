import type { IncidentOpening } from "@ikey/contracts/console-api-schemas";
import { englishGroupTitles, statusGroups } from "@ikey/contracts/status-history";
import { INCIDENT_TITLE_MAX } from "@ikey/contracts/status-incidents";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { FieldProblem, fieldProblem, focusField, invalidProps } from "../../lib/console/field-problem";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import type { IncidentOpened } from "./incident-actions";
import { incidentHeadingId } from "./incident-card";
import { IncidentMessageField, IncidentStatusField } from "./incident-fields";
import { subscribersReached } from "./incident-wording";

/** What the form holds: the body it sends, so a suggestion can fill it in (and name itself). */
export type IncidentDraft = IncidentOpening;
export const blankDraft: IncidentDraft = { title: "", groups: [], status: "investigating", message: "" };

/**
 * Opens an incident: it shows on Check App Status at once and its message is its first update.
 * Remounted (by key) with a suggestion's draft when the member picks one, which also clears the
 * last outcome (the form's own fetcher goes with it).
 */
export function IncidentOpeningForm({
  draft,
  subscribers,
}: {
  readonly draft: IncidentDraft;
  readonly subscribers: number;
}) {
  const [values, setValues] = useState(draft);
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLInputElement>(null);
  const { send, busy, outcome } = useConsoleFetcher<IncidentOpened>();
  // A suggestion's draft takes the member to the form, to check it and write the message.
  useEffect(() => {
    if (draft.suggestionId !== undefined) title.current?.focus();
  }, [draft.suggestionId]);
  // Opened: the form starts empty again, in the same render as the outcome saying so.
  const [shown, setShown] = useState(outcome);
  if (outcome !== shown) {
    setShown(outcome);
    if (outcome?.ok) setValues(blankDraft);
  }
  useEffect(() => {
    focusField(form.current, outcome);
    // The keyboard goes to the new incident, which the desk (read again before the outcome
    // arrives) already shows.
    if (outcome?.ok && outcome.data) document.getElementById(incidentHeadingId(outcome.data.incident.id))?.focus();
  }, [outcome]);

  const problem = (name: keyof IncidentDraft) => fieldProblem(outcome, name);
  const toggleGroup = (id: IncidentDraft["groups"][number], checked: boolean) =>
    setValues((before) => {
      const chosen = new Set(before.groups);
      if (checked) chosen.add(id);
      else chosen.delete(id);
      // In the page's order, whatever order they were ticked in.
      return { ...before, groups: statusGroups.map((group) => group.id).filter((group) => chosen.has(group)) };
    });
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ intent: "open", ...values });
  };

  return (
    <section aria-labelledby="open-incident-title" className="console-panel">
      <h2 id="open-incident-title">Open an incident</h2>
      <p>
        It shows on Check App Status at once, and its message is its first update. Choose Resolved to record an incident
        that is already over. {subscribersReached(subscribers)}
      </p>
      {values.suggestionId !== undefined && (
        <p className="console-note">Filled in from a suggestion: opening it takes the suggestion off the list.</p>
      )}
      <ActionOutcome outcome={outcome} />
      <form ref={form} className="console-form" onSubmit={open}>
        <div className="field">
          <label htmlFor="incident-title">Title</label>
          <input
            ref={title}
            id="incident-title"
            name="title"
            required
            maxLength={INCIDENT_TITLE_MAX}
            value={values.title}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            {...invalidProps(problem("title"), "incident-title-problem")}
          />
          <FieldProblem id="incident-title-problem" problem={problem("title")} />
        </div>
        <fieldset
          className="console-fieldset"
          aria-describedby={problem("groups") ? "incident-groups-problem" : undefined}
        >
          <legend>Affected groups</legend>
          {statusGroups.map((group) => (
            <label key={group.id} className="checkbox">
              <input
                type="checkbox"
                name="groups"
                value={group.id}
                checked={values.groups.includes(group.id)}
                onChange={(event) => toggleGroup(group.id, event.target.checked)}
                aria-invalid={problem("groups") ? true : undefined}
              />
              <span>{englishGroupTitles[group.id]}</span>
            </label>
          ))}
          <FieldProblem id="incident-groups-problem" problem={problem("groups")} />
        </fieldset>
        <IncidentStatusField
          id="incident-status"
          value={values.status}
          onChange={(status) => setValues({ ...values, status })}
          problem={problem("status")}
        />
        <IncidentMessageField
          id="incident-message"
          value={values.message}
          onChange={(message) => setValues({ ...values, message })}
          problem={problem("message")}
        />
        <div className="console-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Opening…" : "Open the incident"}
          </button>
        </div>
      </form>
    </section>
  );
}
