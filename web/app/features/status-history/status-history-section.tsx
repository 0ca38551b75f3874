import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { type ComponentType, useEffect } from "react";
import { historyCopy as copy } from "../../content/status-history";
import { onDemand } from "../../lib/on-demand";
import { formatDateTime } from "./format";
import { type HistoryState, loadStatusHistory, useStatusHistory } from "./history-store";

type HistoryContentProps = { readonly history: StatusHistory };

// What draws the history (bars, charts, incidents) is needed only once the answer is here: it
// loads alongside the request, so the page hydrates without it and the answer finds it ready.
let HistoryContent: ComponentType<HistoryContentProps> | null = null;
const loadHistoryContent = onDemand(() =>
  import("./history-content").then((module) => {
    HistoryContent = module.HistoryContent;
  }),
);

function noteOf(state: HistoryState): string {
  if (state.kind === "loading") return copy.loading;
  if (state.kind === "unavailable") return copy.unavailable;
  return copy.updated(formatDateTime(state.history.generatedAt));
}

/**
 * The history under the live board. The prerendered page holds only its heading and a note, in a
 * box at least a screen tall (status-history.css), so hydration costs next to nothing and the
 * history, when it comes, moves nothing on screen. The request waits until the live checks are
 * done; the answer renders in a transition, one group per frame (history-content.tsx). The note's
 * text node is the prerendered one, changing its words only.
 */
export function StatusHistorySection() {
  const state = useStatusHistory();
  useEffect(() => loadStatusHistory(loadHistoryContent), []);
  return (
    <section className="status-history" aria-labelledby="status-history-heading">
      <h2 id="status-history-heading">{copy.heading}</h2>
      <p className="status-history-note">{noteOf(state)}</p>
      {state.kind === "ready" && HistoryContent && <HistoryContent history={state.history} />}
    </section>
  );
}
