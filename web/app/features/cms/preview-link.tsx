import { CMS_PREVIEW_LINK_DAYS, type CmsKind } from "@ikey/contracts/cms";
import type { CmsPreviewLink } from "@ikey/contracts/cms-api-schemas";
import type { Language } from "@ikey/contracts/languages";
import { useId, useState } from "react";
import { type ConsoleOutcome, refusalOf } from "../../lib/console/console-outcome";
import { malaysiaTime } from "../../lib/console/malaysia-time";
import { makePreviewLink } from "./cms-data";
import { languageName } from "./cms-kinds";

/**
 * A link to this language's text as it is now, for someone with no console account (a colleague,
 * the centre owner): the server signs it for CMS_PREVIEW_LINK_DAYS days, and it keeps showing
 * these words whatever is typed after (docs/decisions/0045-cms.md, "Preview links"). What was
 * typed is saved first (`beforeAction`), so the link shows what the member sees.
 */
export function PreviewLinkPanel({
  kind,
  itemId,
  language,
  beforeAction,
  disabled,
}: {
  readonly kind: CmsKind;
  readonly itemId: number;
  readonly language: Language;
  /** Saves what was typed; false when it could not be (a conflict to resolve first). */
  readonly beforeAction: () => Promise<boolean>;
  readonly disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<CmsPreviewLink | null>(null);
  const [refusal, setRefusal] = useState<ConsoleOutcome | null>(null);
  const [copied, setCopied] = useState("");
  const id = useId();

  const make = async () => {
    setBusy(true);
    setRefusal(null);
    setCopied("");
    try {
      if (!(await beforeAction())) return;
      setLink(await makePreviewLink(kind, itemId, language));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied("Copied.");
    } catch {
      setCopied("Could not copy: select the link and copy it yourself.");
    }
  };

  return (
    <section className="console-panel cms-preview-link" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Preview link</h3>
      <p>
        For someone without a console account: the {languageName(language)} text as it is now, in the site's page, for{" "}
        {CMS_PREVIEW_LINK_DAYS} days. Anyone with the link can read it; search engines are told not to.
      </p>
      {refusal && (
        <p className="console-alert" role="alert">
          {refusal.message}
        </p>
      )}
      {link && (
        <div className="console-inline-form">
          <div className="field">
            <label htmlFor={`${id}-url`}>Preview link</label>
            <input
              id={`${id}-url`}
              type="text"
              value={link.url}
              readOnly
              aria-describedby={`${id}-expiry`}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            Copy the link
          </button>
          <p id={`${id}-expiry`}>
            Works until {malaysiaTime(link.expiresAt)} (Malaysia time). It shows this version, not later changes.
          </p>
          <p role="status">{copied}</p>
        </div>
      )}
      <div className="console-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={disabled || busy}
          onClick={() => void make()}
        >
          {busy ? "Working…" : link ? "Make a new preview link" : "Make a preview link"}
        </button>
      </div>
    </section>
  );
}
