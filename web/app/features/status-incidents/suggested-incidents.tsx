import type { IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { useRef } from "react";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { useConsoleAction } from "../../lib/console/use-console-action";
import { failureLabel, groupTitles } from "./incident-wording";

/**
 * The targets that failed several probes in a row, each offered as an incident to open (the
 * form is filled in from it) or to dismiss.
 */
export function SuggestedIncidents({
  suggestions,
  onOpen,
  onDismissed,
}: {
  readonly suggestions: readonly IncidentSuggestion[];
  readonly onOpen: (suggestion: IncidentSuggestion) => void;
  readonly onDismissed: () => Promise<void>;
}) {
  const { busy, outcome, run } = useConsoleAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const dismiss = async (suggestion: IncidentSuggestion) => {
    const dismissed = await run(
      async () => {
        await consoleApi("POST", `/incident-suggestions/${suggestion.id}/dismiss`);
        await onDismissed();
      },
      `Suggestion for ${groupTitles(suggestion.groups)} dismissed.`,
    );
    // Its button has gone with it: the keyboard goes back to the list rather than to the page's start.
    if (dismissed) heading.current?.focus();
  };
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
                    onClick={() => void dismiss(suggestion)}
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
