import { diffLines } from "diff";

/** Lines of a change, each kept whole ("a\nb\n" → "a", "b"), without the last line's break. */
const linesOf = (value: string) => value.replace(/\n$/, "").split("\n");

/**
 * What changed between two texts, line by line (jsdiff's diffLines): removed lines marked "−" and
 * struck through, added ones "+", both named for screen readers, so no change is told by colour
 * alone. The console's alone: the public pages never load it.
 */
export function LineDiff({
  before,
  after,
  label,
}: {
  readonly before: string;
  readonly after: string;
  /** What is compared, for the list's name: "English, as published then and now". */
  readonly label: string;
}) {
  const changes = diffLines(before, after);
  if (!changes.some((change) => change.added || change.removed)) return <p>No differences.</p>;
  return (
    <ol className="cms-diff" aria-label={label}>
      {changes.flatMap((change, changeIndex) =>
        linesOf(change.value).map((line, lineIndex) => {
          const key = `${changeIndex}-${lineIndex}`;
          if (change.added)
            return (
              <li key={key} className="cms-diff-line cms-diff-added">
                <span aria-hidden="true">+ </span>
                <ins>
                  <span className="visually-hidden">Added: </span>
                  {line}
                </ins>
              </li>
            );
          if (change.removed)
            return (
              <li key={key} className="cms-diff-line cms-diff-removed">
                <span aria-hidden="true">− </span>
                <del>
                  <span className="visually-hidden">Removed: </span>
                  {line}
                </del>
              </li>
            );
          return (
            <li key={key} className="cms-diff-line cms-diff-same">
              <span aria-hidden="true">{"  "}</span>
              {line}
            </li>
          );
        }),
      )}
    </ol>
  );
}
