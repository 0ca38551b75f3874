import type { CmsKind } from "@ikey/contracts/cms";
import { type FormEvent, useId, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { cmsKindWords } from "./cms-kinds";

/**
 * The admins' setting for one kind: whether a publication waits until a second member approves it
 * (the member who asked cannot approve their own). Saved with its button, not on ticking, so a
 * keyboard user can look at it without changing it.
 */
export function ApprovalSetting({ kind, approval }: { readonly kind: CmsKind; readonly approval: boolean }) {
  const [checked, setChecked] = useState(approval);
  const { send, busy, outcome } = useConsoleFetcher();
  const headingId = useId();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ intent: "approval", approval: checked });
  };

  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Approval of {cmsKindWords[kind].plural.toLowerCase()}</h2>
      <ActionOutcome outcome={outcome} />
      <form className="console-inline-form" onSubmit={save} aria-labelledby={headingId}>
        <label className="checkbox field-whole-row">
          <input
            type="checkbox"
            name="approval"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <span>Publishing needs a second member's approval</span>
        </label>
        <button type="submit" className="button button-secondary" disabled={busy}>
          {busy ? "Saving…" : "Save the setting"}
        </button>
      </form>
    </section>
  );
}
