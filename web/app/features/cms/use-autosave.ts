import { CMS_AUTOSAVE_DELAY_MS } from "@ikey/contracts/cms";
import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { ConsoleApiError } from "../../lib/console/console-api";
import { refusalOf } from "../../lib/console/console-outcome";

/** A text's words as the editor holds them; the audience, the item's, is saved alongside. */
export interface Words {
  readonly title: string;
  readonly summary: string;
  readonly slug: string;
  readonly body: string;
}

export const wordsOf = (text: Pick<CmsText, keyof Words>): Words => ({
  title: text.title,
  summary: text.summary,
  slug: text.slug,
  body: text.body,
});

/** Where the draft stands, as the editor says it (in a live region) and as its buttons depend on it. */
export type SaveState =
  | { readonly kind: "saved"; readonly at: number | null }
  | { readonly kind: "unsaved" }
  | { readonly kind: "saving" }
  | { readonly kind: "failed"; readonly message: string; readonly field?: string }
  /** Someone saved a newer version than the one this editor started from: theirs, to show beside these words. */
  | { readonly kind: "conflict"; readonly theirs: CmsText };

/** Sends the draft over `baseVersion` and answers this language's text as saved. */
export type SaveDraft = (words: Words, baseVersion: number, keepalive: boolean) => Promise<CmsText>;

function conflictOf(error: unknown): CmsText | null {
  if (!(error instanceof ConsoleApiError) || error.status !== 409) return null;
  const current = (error.reply as { current?: CmsText } | null | undefined)?.current;
  return current && typeof current.version === "number" ? current : null;
}

/**
 * One language's draft, saved as its member types (issue 52, point 2): once they pause
 * (CMS_AUTOSAVE_DELAY_MS), when the tab is hidden or the page closed, when the editor goes
 * (another screen), and before anything is published or restored (`flush`). Each save names the
 * version it was made from; the server refuses one made over a newer version (another member,
 * another tab) with that version, which the editor shows beside these words until the member keeps
 * theirs (saved over the newer version) or takes the other. What was typed is never replaced
 * without that choice: a failed save keeps it, to be saved at the next pause or by "Try again",
 * and the page asks before closing while it is unsaved and cannot be saved on the way out.
 */
export function useAutosave({ text, save }: { readonly text: CmsText; readonly save: SaveDraft }) {
  const [words, setWords] = useState<Words>(() => wordsOf(text));
  const [state, setState] = useState<SaveState>({ kind: "saved", at: text.updatedAt });
  const latest = useRef(words);
  const baseVersion = useRef(text.version);
  // Every change counts one; a save that sent the words of change n has saved everything up to n.
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const blocked = useRef<"conflict" | "failed" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveCall = useRef(save);
  saveCall.current = save;

  const dirty = () => edits.current !== savedEdits.current;

  /** One save of the words as they are now, after any save under way (they are sent in order). */
  const saveOnce = useCallback(async (keepalive: boolean): Promise<boolean> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (blocked.current === "conflict") return false;
    if (!dirty()) return true;
    const sending = edits.current;
    const run = (async () => {
      setState({ kind: "saving" });
      try {
        const saved = await saveCall.current(latest.current, baseVersion.current, keepalive);
        baseVersion.current = saved.version;
        savedEdits.current = sending;
        blocked.current = null;
        setState(dirty() ? { kind: "unsaved" } : { kind: "saved", at: saved.updatedAt ?? Date.now() });
        return true;
      } catch (error) {
        const theirs = conflictOf(error);
        blocked.current = theirs ? "conflict" : "failed";
        setState(theirs ? { kind: "conflict", theirs } : { kind: "failed", ...refusalOf(error) });
        return false;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, []);

  /** Saves now, and again while more was typed meanwhile: true once everything typed is saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    while (dirty()) if (!(await saveOnce(false))) return false;
    return blocked.current !== "conflict";
  }, [saveOnce]);

  /** The member changed the words (or the audience, `changed` alone): saved once they pause. */
  const edit = useCallback(
    (next?: Words) => {
      if (next) {
        latest.current = next;
        setWords(next);
      }
      edits.current += 1;
      if (blocked.current === "conflict") return;
      if (blocked.current === null) setState({ kind: "unsaved" });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveOnce(false), CMS_AUTOSAVE_DELAY_MS);
    },
    [saveOnce],
  );

  /** Starts again from a text the server has (theirs after a conflict, a restored revision). */
  const replace = useCallback((from: CmsText) => {
    clearTimeout(timer.current);
    const next = wordsOf(from);
    latest.current = next;
    setWords(next);
    baseVersion.current = from.version;
    savedEdits.current = edits.current;
    blocked.current = null;
    setState({ kind: "saved", at: from.updatedAt });
  }, []);

  /** After a conflict: these words, saved over the other member's version. */
  const keepMine = useCallback(
    (theirs: CmsText) => {
      baseVersion.current = theirs.version;
      blocked.current = null;
      return saveOnce(false);
    },
    [saveOnce],
  );

  useEffect(() => {
    // Whatever is unsaved goes as the page is hidden or closed; `keepalive` lets the save finish
    // after the page is gone.
    const leaving = () => {
      if (dirty()) void saveOnce(true);
    };
    const hidden = () => document.visibilityState === "hidden" && leaving();
    // What cannot be saved on the way out (a conflict to resolve, a save that failed) is asked about.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty() && blocked.current !== null) event.preventDefault();
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leaving);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leaving);
      window.removeEventListener("beforeunload", beforeUnload);
      // The editor goes (another console screen): what was typed since the last save goes too.
      clearTimeout(timer.current);
      leaving();
    };
  }, [saveOnce]);

  return {
    words,
    state,
    edit,
    flush,
    replace,
    keepMine,
    retry: () => void saveOnce(false),
  };
}
