import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsRevision } from "@ikey/contracts/cms-api-schemas";
import type { Language } from "@ikey/contracts/languages";
import { useId, useState } from "react";
import { ActionOutcome, refusalOf } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import type { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { readRevisions } from "./cms-data";
import { LineDiff } from "./line-diff";
import type { Words } from "./use-autosave";

/** A version's words as one text to compare: the fields on lines of their own, then the body. */
const comparable = (words: Words) =>
  `Title: ${words.title}\nSummary: ${words.summary}\nAddress: ${words.slug}\n\n${words.body}`;

type Listing =
  | { readonly kind: "closed" }
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "shown"; readonly revisions: readonly CmsRevision[] };

/**
 * The open language's history (issue 52, point 3: every save is a revision, a sitting's typing one
 * of them): each revision's time, who saved it and why; one chosen is compared with the draft as it
 * is now, and can be restored (as a new revision, so nothing in the history is lost). Read when
 * the member asks for it, not with the screen: most visits never look.
 */
export function RevisionHistory({
  kind,
  itemId,
  language,
  current,
  action,
  beforeAction,
  disabled,
}: {
  readonly kind: CmsKind;
  readonly itemId: number;
  readonly language: Language;
  /** The draft as the editor has it, to compare a revision with. */
  readonly current: Words;
  readonly action: ReturnType<typeof useConsoleFetcher>;
  readonly beforeAction: () => Promise<boolean>;
  readonly disabled: boolean;
}) {
  const [listing, setListing] = useState<Listing>({ kind: "closed" });
  const [chosen, setChosen] = useState<number | null>(null);
  const headingId = useId();

  const load = () => {
    setListing({ kind: "loading" });
    readRevisions(kind, itemId, language).then(
      (revisions) => setListing({ kind: "shown", revisions }),
      (error) => setListing({ kind: "failed", message: refusalOf(error).message }),
    );
  };

  // Restored: the history has a new revision at its top, so it is read again.
  const [answered, setAnswered] = useState(action.outcome);
  if (action.outcome !== answered) {
    setAnswered(action.outcome);
    if (action.outcome?.ok && listing.kind === "shown") {
      setChosen(null);
      load();
    }
  }

  const restore = async (revision: number) => {
    if (await beforeAction()) await action.send({ intent: "restore", language, revision });
  };

  const revision = listing.kind === "shown" ? listing.revisions.find((entry) => entry.id === chosen) : undefined;
  return (
    <section className="console-panel cms-history" aria-labelledby={headingId}>
      <h3 id={headingId}>History</h3>
      <ActionOutcome outcome={action.outcome} />
      {listing.kind === "closed" || listing.kind === "failed" ? (
        <>
          {listing.kind === "failed" && (
            <p className="console-alert" role="alert">
              The history could not be read: {listing.message}
            </p>
          )}
          <button type="button" className="button button-secondary" onClick={load}>
            Show the history
          </button>
        </>
      ) : listing.kind === "loading" ? (
        <p role="status">Reading the history…</p>
      ) : listing.revisions.length === 0 ? (
        <p>Nothing saved yet.</p>
      ) : (
        <>
          <p className="cms-hint">Newest first, in Malaysia time. Choose one to compare it with the draft.</p>
          <ol className="cms-revisions">
            {listing.revisions.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="cms-revision-choice"
                  aria-pressed={entry.id === chosen}
                  onClick={() => setChosen(entry.id === chosen ? null : entry.id)}
                >
                  <time dateTime={new Date(entry.savedAt).toISOString()}>{malaysiaTime(entry.savedAt)}</time>
                  {" · "}
                  {entry.savedBy?.name ?? "Automatic"}
                  {entry.note && ` · ${entry.note}`}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      {revision && (
        <div className="cms-revision">
          <h4>{malaysiaTime(revision.savedAt)} (Malaysia time), compared with the draft now</h4>
          <LineDiff
            before={comparable(revision)}
            after={comparable(current)}
            label="Changes from this version to the draft now"
          />
          <button
            type="button"
            className="button button-primary"
            disabled={disabled || action.busy}
            onClick={() => void restore(revision.id)}
          >
            {action.busy ? "Restoring…" : "Restore this version"}
          </button>
        </div>
      )}
    </section>
  );
}
