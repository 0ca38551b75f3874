import { useRef } from "react";
import { clockTime, malaysiaDayOf, malaysiaTime } from "../../lib/console/malaysia-time";
import type { SaveState } from "./use-autosave";

/** The draft's state in words, once it is saved, saving or refused. */
function sentenceOf(state: Exclude<SaveState, { kind: "unsaved" }>): string {
  switch (state.kind) {
    case "saved":
      if (state.at === null) return "Nothing saved yet.";
      // A save of today by its time; one of another day (the text as it was opened) with its date.
      return malaysiaDayOf(state.at) === malaysiaDayOf(Date.now())
        ? `Saved at ${clockTime(state.at)}.`
        : `Last saved ${malaysiaTime(state.at)}.`;
    case "saving":
      return "Saving…";
    case "failed":
      return `Not saved: ${state.message} What you typed is kept here.`;
    case "conflict":
      return "Not saved: someone else saved this text. Choose below which version to keep.";
  }
}

/**
 * "Saving…", "Saved at 14:05" (Malaysia time, as everywhere in the console) or why not, in a live
 * region, so it is heard without leaving the field. Changes waiting for the pause are shown beside
 * it but not announced: a screen reader would otherwise speak at every first key after a save. A
 * failed save offers to try again at once; it is also tried at the next pause in typing.
 */
export function SaveStatus({ state, onRetry }: { readonly state: SaveState; readonly onRetry: () => void }) {
  const announced = useRef<Exclude<SaveState, { kind: "unsaved" }>>({ kind: "saved", at: null });
  if (state.kind !== "unsaved") announced.current = state;
  const last = announced.current;
  const failed = last.kind === "failed" || last.kind === "conflict";
  return (
    <div className="cms-save-status">
      <p role="status" className={failed ? "cms-save-failed" : undefined}>
        {sentenceOf(last)}
      </p>
      {state.kind === "unsaved" && <p className="cms-hint">Unsaved changes: they save when you pause.</p>}
      {state.kind === "failed" && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
