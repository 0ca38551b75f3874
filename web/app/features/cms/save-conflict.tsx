import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import { useId } from "react";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import type { Words } from "./use-autosave";

const FIELDS: readonly { readonly name: keyof Words; readonly label: string }[] = [
  { name: "title", label: "Title" },
  { name: "summary", label: "Summary" },
  { name: "slug", label: "Address" },
  { name: "body", label: "Text" },
];

function Version({ words, lang }: { readonly words: Words; readonly lang: string }) {
  return (
    <dl className="cms-version">
      {FIELDS.map(({ name, label }) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd lang={lang} className="cms-version-text">
            {words[name] || "(empty)"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Someone else saved this text after this editor loaded it: their version beside the member's own,
 * and the two ways on: "Keep mine" saves these words over their version (theirs stays in the
 * history), "Use theirs" loads theirs into the editor (these words stay here until then). Nothing
 * saves meanwhile. The keyboard stays where it was (the member may be mid-sentence); the save
 * status's live region says what happened, and this panel comes right after the fields.
 */
export function SaveConflict({
  theirs,
  mine,
  language,
  onKeepMine,
  onUseTheirs,
}: {
  readonly theirs: CmsText;
  readonly mine: Words;
  readonly language: Language;
  readonly onKeepMine: () => void;
  readonly onUseTheirs: () => void;
}) {
  const headingId = useId();
  const lang = languageInfo[language].htmlLang;
  const who = theirs.updatedBy?.name ?? "Another member";
  return (
    <section className="console-panel cms-conflict" aria-labelledby={headingId}>
      <h3 id={headingId}>Someone else saved this text</h3>
      <p>
        {who} saved version {theirs.version}
        {theirs.updatedAt === null ? "" : ` at ${malaysiaTime(theirs.updatedAt)}`} after you opened it. Your words are
        not saved yet: choose which version to keep.
      </p>
      <div className="cms-conflict-versions">
        <section aria-label="Their version">
          <h4>
            Their version ({who}, version {theirs.version})
          </h4>
          <Version words={theirs} lang={lang} />
        </section>
        <section aria-label="Your version">
          <h4>Your version</h4>
          <Version words={mine} lang={lang} />
        </section>
      </div>
      <div className="console-actions">
        <button type="button" className="button button-primary" onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="button button-secondary" onClick={onUseTheirs}>
          Use theirs
        </button>
      </div>
    </section>
  );
}
