import type { ConsoleIncident, IncidentUpdateInput } from "@ikey/contracts/console-api-schemas";
import type { IncidentStatus } from "@ikey/contracts/status-incidents";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { consoleApi } from "../../lib/console/console-api";
import type { useConsoleAction } from "../../lib/console/use-console-action";
import { fieldProblem, focusField } from "./field-problem";
import { IncidentMessageField, IncidentStatusField } from "./incident-fields";
import { subscribersReached } from "./incident-wording";

/**
 * Posts an update to an open incident; the status Resolved resolves it. The incident's card runs
 * the action and shows its outcome, which must outlive this form when the incident is resolved.
 */
export function IncidentUpdateForm({
  incident,
  subscribers,
  action: { busy, outcome, run },
  onPosted,
}: {
  readonly incident: ConsoleIncident;
  readonly subscribers: number;
  readonly action: ReturnType<typeof useConsoleAction>;
  /** Called after every attempt: a refusal may mean someone else resolved it meanwhile (409). */
  readonly onPosted: () => Promise<void>;
}) {
  const form = useRef<HTMLFormElement>(null);
  // The incident's status is the one offered first; after an update, the status just posted is.
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [message, setMessage] = useState("");
  useEffect(() => focusField(form.current, outcome), [outcome]);
  const id = (name: string) => `incident-${incident.id}-${name}`;
  const problem = (name: string) => fieldProblem(outcome, name);

  const post = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const update: IncidentUpdateInput = { status, message };
    const posted = await run(
      () => consoleApi("POST", `/incidents/${incident.id}/updates`, update),
      status === "resolved" ? "Incident resolved." : "Update posted.",
    );
    if (posted) setMessage("");
    await onPosted();
  };

  return (
    <form ref={form} className="console-form" onSubmit={post} aria-labelledby={id("update-title")}>
      <h4 id={id("update-title")}>Post an update</h4>
      <IncidentStatusField id={id("status")} value={status} onChange={setStatus} problem={problem("status")} />
      <IncidentMessageField id={id("message")} value={message} onChange={setMessage} problem={problem("message")} />
      <p className="console-note">{subscribersReached(subscribers)}</p>
      <div className="console-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Posting…" : "Post the update"}
        </button>
      </div>
    </form>
  );
}
