import type { CmsKind } from "@ikey/contracts/cms";
import { HELP_AUDIENCES, type HelpAudience } from "@ikey/contracts/help-centre";
import { type FormEvent, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { FieldProblem, fieldProblem, invalidProps } from "../../lib/console/field-problem";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";
import { audienceLabels, cmsKindWords } from "./cms-kinds";

/**
 * **New**: creates an item (a help article asks first whom it is for) and opens its editor, where
 * every language starts as an empty draft. The route's action leads there once the server has it.
 */
export function NewItemForm({ kind }: { readonly kind: CmsKind }) {
  const { send, busy, outcome } = useConsoleFetcher();
  const [audience, setAudience] = useState<HelpAudience | "">("");
  const words = cmsKindWords[kind];
  const asksAudience = kind === "help-article";
  const audienceProblem = fieldProblem(outcome, "audience");

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ intent: "create", audience: asksAudience ? audience || null : null });
  };

  return (
    <form className="console-inline-form" onSubmit={create} aria-label={`New ${words.one}`}>
      {asksAudience && (
        <div className="field">
          <label htmlFor="cms-new-audience">Who it is for</label>
          <select
            id="cms-new-audience"
            name="audience"
            required
            value={audience}
            onChange={(event) => setAudience(event.target.value as HelpAudience | "")}
            {...invalidProps(audienceProblem, "cms-new-audience-problem")}
          >
            <option value="">Choose…</option>
            {HELP_AUDIENCES.map((option) => (
              <option key={option} value={option}>
                {audienceLabels[option]}
              </option>
            ))}
          </select>
          <FieldProblem id="cms-new-audience-problem" problem={audienceProblem} />
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? "Creating…" : `New ${words.one}`}
      </button>
      {/* A refusal the server gave without naming the audience (a role that may not write this kind). */}
      {!audienceProblem && outcome?.ok === false && <ActionOutcome outcome={outcome} />}
    </form>
  );
}
