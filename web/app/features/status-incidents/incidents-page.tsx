import type { IncidentDesk, IncidentSuggestion } from "@ikey/contracts/console-api-schemas";
import { useState } from "react";
import { IncidentCard } from "./incident-card";
import { blankDraft, type IncidentDraft, IncidentOpeningForm } from "./incident-opening-form";
import { suggestedTitle } from "./incident-wording";
import { SuggestedIncidents } from "./suggested-incidents";
import { useIncidentDesk } from "./use-incident-desk";

/**
 * Incidents on Check App Status (decision 0016), for support and admins: the suggestions the probes raised, a
 * form to open an incident, and the open and recent incidents, each kept current with updates
 * until it is resolved. `loaded` is the desk as its route loaded it. Each form sends its action
 * to the route's clientAction on its own (a fetcher each: a card's outcome is that card's), and
 * the route's loader reads the desk again after every one.
 */
export function IncidentsPage({ loaded }: { readonly loaded: IncidentDesk }) {
  const desk = useIncidentDesk(loaded);
  // The form is remounted with a suggestion's draft: a new key each time one is picked.
  const [draft, setDraft] = useState<{ readonly key: number; readonly values: IncidentDraft }>({
    key: 0,
    values: blankDraft,
  });

  const fromSuggestion = (suggestion: IncidentSuggestion) =>
    setDraft((before) => ({
      key: before.key + 1,
      values: {
        title: suggestedTitle(suggestion.groups),
        groups: suggestion.groups,
        status: "investigating",
        message: "",
        suggestionId: suggestion.id,
      },
    }));

  const open = desk.incidents.filter((incident) => incident.resolvedAt === null).length;
  return (
    <section aria-labelledby="incidents-title">
      <h1 id="incidents-title">Incidents</h1>
      <p>Open incidents show as a banner on Check App Status and in its feed.</p>
      <SuggestedIncidents suggestions={desk.suggestions} onOpen={fromSuggestion} />
      <IncidentOpeningForm key={draft.key} draft={draft.values} subscribers={desk.subscribers} />
      <section aria-labelledby="incident-list-title">
        <h2 id="incident-list-title">Open and recent incidents</h2>
        <p>{open} open, listed first. Resolved incidents stay here for 90 days.</p>
        {desk.incidents.length === 0 && <p>No incidents in the last 90 days.</p>}
        {/* One list, open and resolved: a resolved incident keeps its card, and the outcome in it. */}
        {desk.incidents.map((incident) => (
          <IncidentCard key={incident.id} incident={incident} subscribers={desk.subscribers} />
        ))}
      </section>
    </section>
  );
}
