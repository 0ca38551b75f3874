import type { IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { useEffect, useRef } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { failureLabel, groupTitles } from "./incident-wording";

/**
 * The targets that failed several probes in a row, each offered as an incident to open (the
 * form is filled in from it) or to dismiss. Dismissing has one fetcher for the list, not one per
 * suggestion: a dismissed suggestion leaves the list, and its outcome must stay to be read.
 */
export function SuggestedIncidents({
  suggestions,
  onOpen,
}: {
  readonly suggestions: readonly IncidentSuggestion[];
  readonly onOpen: (suggestion: IncidentSuggestion) => void;
}) {
  const { send, busy, outcome } = useConsoleFetcher();
  const heading = useRef<HTMLHeadingElement>(null);
  // Its button has gone with it: the keyboard goes back to the list rather than to the page's start.
  useEffect(() => {
    if (outcome?.ok) heading.current?.focus();
  }, [outcome]);
  return (
    <section aria-labelledby="suggestions-title" className="console-panel">
      <h2 id="suggestions-title" ref={heading} tabIndex={-1}>
        Suggested incidents
      </h2>
      <ActionOutcome outcome={outcome} />
      {suggestions.length === 0 ? (
        <p>No suggestions: no target has failed enough probes in a row.</p>
      ) : (
        <ul className="incident-suggestions">
          {suggestions.map((suggestion) => {
            const groups = groupTitles(suggestion.groups);
            return (
              <li key={suggestion.id}>
                <h3>{groups}</h3>
                <dl className="console-facts">
                  <div>
                    <dt>Failing since</dt>
                    <dd>
                      <time dateTime={new Date(suggestion.failingSince).toISOString()}>
                        {malaysiaTime(suggestion.failingSince)}
                      </time>
                    </dd>
                  </div>
                  <div>
                    <dt>Failed probes in a row</dt>
                    <dd>{suggestion.failures}</dd>
                  </div>
                  <div>
                    <dt>Last failure</dt>
                    <dd>{failureLabel(suggestion.failure)}</dd>
                  </div>
                </dl>
                <div className="console-actions">
                  <button type="button" className="button button-primary" onClick={() => onOpen(suggestion)}>
                    Open an incident<span className="visually-hidden"> for {groups}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => void send({ intent: "dismiss", id: suggestion.id, groups: suggestion.groups })}
                  >
                    Dismiss<span className="visually-hidden"> the suggestion for {groups}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
