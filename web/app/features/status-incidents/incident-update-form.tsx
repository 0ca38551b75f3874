import type { ConsoleIncident } from "@ikey/contracts/console-api-schemas";
import type { IncidentStatus } from "@ikey/contracts/status-incidents";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldProblem, focusField } from "../../lib/console/field-problem";
import type { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { IncidentMessageField, IncidentStatusField } from "./incident-fields";
import { subscribersReached } from "./incident-wording";

/**
 * Posts an update to an open incident; the status Resolved resolves it. The incident's card holds
 * the action and shows its outcome, which must outlive this form when the incident is resolved.
 * The desk is read again after every attempt, a refusal too: it may mean someone else resolved
 * the incident meanwhile (409), and the card then shows it resolved.
 */
export function IncidentUpdateForm({
  incident,
  subscribers,
  action: { send, busy, outcome },
}: {
  readonly incident: ConsoleIncident;
  readonly subscribers: number;
  readonly action: ReturnType<typeof useConsoleFetcher>;
}) {
  const form = useRef<HTMLFormElement>(null);
  // The incident's status is the one offered first; after an update, the status just posted is.
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [message, setMessage] = useState("");
  // Posted: the message starts empty again, in the same render as the outcome saying so.
  const [shown, setShown] = useState(outcome);
  if (outcome !== shown) {
    setShown(outcome);
    if (outcome?.ok) setMessage("");
  }
  useEffect(() => focusField(form.current, outcome), [outcome]);
  const id = (name: string) => `incident-${incident.id}-${name}`;
  const problem = (name: string) => fieldProblem(outcome, name);

  const post = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ intent: "update", id: incident.id, status, message });
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
