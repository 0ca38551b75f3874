import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import { useEffect, useId, useState } from "react";
import { Prose } from "../../components/prose";
import { refusalOf } from "../../lib/console/console-outcome";
import { type CmsPreview, previewBody } from "./cms-data";

/** How long the body must rest before it is previewed: a request per pause, not per key. */
export const PREVIEW_DELAY_MS = 300;

type Problems = CmsText["problems"];

/**
 * The body as the site will show it, kept current as it is typed: the server renders it with the
 * site's own Markdown renderer (so the editor carries no parser), and the site's Prose draws the
 * blocks. Not the screen's data, which its route loads: a preview follows the typing, so it is
 * asked for here, only for the language on show, after each pause. Until the first answer the
 * problems are those the server found in the saved text.
 */
function useBodyPreview(kind: CmsKind, language: Language, body: string, active: boolean) {
  const [preview, setPreview] = useState<(CmsPreview & { readonly body: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upToDate = preview?.body === body;
  useEffect(() => {
    if (!active || upToDate) return;
    let current = true;
    const timer = setTimeout(() => {
      const answer =
        body.trim() === "" ? Promise.resolve({ blocks: [], problems: [] }) : previewBody(kind, language, body);
      answer.then(
        (reply) => {
          if (!current) return;
          setPreview({ ...reply, body });
          setFailure(null);
        },
        (error) => current && setFailure(refusalOf(error).message),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, language, body, active, upToDate]);
  return { preview, failure };
}

/** What the site cannot show, each with its line: the same list publishing would refuse with. */
function ProblemList({ problems, id }: { readonly problems: Problems; readonly id: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="console-alert cms-problems">
      <h4 id={id}>
        {problems.length === 1 ? "1 part of the text" : `${problems.length} parts of the text`} cannot be shown as
        written
      </h4>
      <ul aria-labelledby={id}>
        {problems.map((problem, index) => (
          <li key={`${problem.line ?? "-"}-${index}`}>
            {problem.line === undefined ? "" : `Line ${problem.line}: `}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The preview beside the body (under it on a phone), and the body's problems above it. */
export function BodyPreview({
  kind,
  language,
  body,
  active,
  savedProblems,
}: {
  readonly kind: CmsKind;
  readonly language: Language;
  readonly body: string;
  /** Whether its tab is on show: hidden tabs ask for nothing. */
  readonly active: boolean;
  readonly savedProblems: Problems;
}) {
  const { preview, failure } = useBodyPreview(kind, language, body, active);
  const headingId = useId();
  const problems = preview?.problems ?? savedProblems;
  return (
    <section className="cms-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>Preview</h3>
      <ProblemList problems={problems} id={`${headingId}-problems`} />
      {failure && (
        <p className="console-alert" role="alert">
          The preview could not be made: {failure}
        </p>
      )}
      <div className="cms-preview-page" lang={languageInfo[language].htmlLang}>
        {preview && preview.blocks.length > 0 ? (
          <Prose blocks={preview.blocks} />
        ) : (
          <p className="cms-hint">{preview ? "The text shows here as you write it." : "Making the preview…"}</p>
        )}
      </div>
    </section>
  );
}
