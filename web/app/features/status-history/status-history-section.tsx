import type { StatusHistory } from "@ikey/contracts/api-schemas";
import { type ComponentType, startTransition, useEffect, useState } from "react";
import { nearViewport } from "../../lib/lazy-when-visible";
import { onDemand } from "../../lib/on-demand";
import * as m from "../../paraglide/messages.js";
import { formatDateTime } from "./format";
import { type HistoryState, loadStatusHistory, useStatusHistory } from "./history-store";

type HistoryContentProps = { readonly history: StatusHistory };
type Drawing = ComponentType<HistoryContentProps> | "waiting" | "failed";

const HEADING_ID = "status-history-heading";

// What draws the history (bars, charts, incidents) loads as the section nears the screen, a screen
// ahead of it: on a phone the section starts two screens down, under the live board, and a visitor
// who only checks the board never loads it. The request itself goes as soon as the live checks are
// done, because the incident banner at the top of the page shows its answer.
const loadHistoryContent = onDemand(() => import("./history-content").then((module) => module.HistoryContent));

function useHistoryDrawing(): Drawing {
  const [drawing, setDrawing] = useState<Drawing>("waiting");
  useEffect(() => {
    let current = true;
    nearViewport(HEADING_ID, "100% 0px")
      .then(loadHistoryContent)
      .then(
        (content) => current && startTransition(() => setDrawing(() => content)),
        () => current && setDrawing("failed"),
      );
    return () => {
      current = false;
    };
  }, []);
  return drawing;
}

function noteOf(state: HistoryState, drawing: Drawing): string {
  if (state.kind === "unavailable" || drawing === "failed") return m.status_history_unavailable();
  if (state.kind === "loading" || drawing === "waiting") return m.status_history_loading();
  return m.status_history_updated({ time: formatDateTime(state.history.generatedAt) });
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
  const drawing = useHistoryDrawing();
  useEffect(() => loadStatusHistory(), []);
  const HistoryContent = typeof drawing === "string" ? null : drawing;
  return (
    <section className="status-history" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{m.status_history_heading()}</h2>
      <p className="status-history-note">{noteOf(state, drawing)}</p>
      {state.kind === "ready" && HistoryContent && <HistoryContent history={state.history} />}
    </section>
  );
}
