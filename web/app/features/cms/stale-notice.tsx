import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import { useId } from "react";
import { LineDiff } from "./line-diff";

/**
 * On a stale translation's tab: English has changed since this translation was published (the
 * public page keeps the translation as it was), with what changed in English since, line by line,
 * for the translator to carry over. The mark goes once the translation is published again.
 */
export function StaleNotice({ stale }: { readonly stale: NonNullable<CmsText["stale"]> }) {
  const headingId = useId();
  return (
    <section className="console-panel cms-stale" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="cms-mark cms-mark-stale">Stale translation</span> The English text changed after this
        translation was published
      </h3>
      <p>
        The site still shows this translation as it was published. Bring it up to date with the English changes below,
        then publish it again.
      </p>
      <LineDiff before={stale.englishThen} after={stale.englishNow} label="English changes since this was published" />
    </section>
  );
}
