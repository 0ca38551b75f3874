import type { PublicIncident } from "@ikey/contracts/api-schemas";
import { useEffect, useState } from "react";
import { Link } from "../../components/localized-link";
import { fetchStatusHistory, incidentAnchor } from "../../lib/status-history";
import * as m from "../../paraglide/messages.js";

type StatusState =
  | { readonly kind: "checking" }
  | { readonly kind: "working" }
  | { readonly kind: "incident"; readonly incident: PublicIncident }
  | { readonly kind: "unknown" };

/**
 * The help home's status line, from Check App Status's history (GET /status/history): "All
 * systems working", or a link to the open incident. Read after the page has loaded, since a
 * prerendered page cannot know; its box has one line's room in every state, so nothing moves.
 */
export function StatusLine() {
  const [state, setState] = useState<StatusState>({ kind: "checking" });
  useEffect(() => {
    let current = true;
    void fetchStatusHistory().then((history) => {
      if (!current) return;
      if (!history) return setState({ kind: "unknown" });
      const open = history.incidents.find((incident) => incident.resolvedAt === null);
      setState(open ? { kind: "incident", incident: open } : { kind: "working" });
    });
    return () => {
      current = false;
    };
  }, []);

  // One link in every state, its words and target changing in place: the prerendered "checking"
  // text is updated, never removed, and every state leads to Check App Status.
  const [text, target] =
    state.kind === "checking"
      ? [m.help_status_checking(), "/check-app-status"]
      : state.kind === "working"
        ? [m.help_status_working(), "/check-app-status"]
        : state.kind === "incident"
          ? [
              m.help_status_incident({ title: state.incident.title }),
              `/check-app-status#${incidentAnchor(state.incident)}`,
            ]
          : [m.help_status_unknown(), "/check-app-status"];
  return (
    <p className="help-status" role="status" data-state={state.kind} data-pagefind-ignore="">
      <Link to={target}>{text}</Link>
    </p>
  );
}
