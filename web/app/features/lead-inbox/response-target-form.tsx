import type { ResponseTarget } from "@ikey/contracts/console-api-schemas";
import { RESPONSE_TARGET_BOUNDS } from "@ikey/contracts/first-response";
import { type FormEvent, useEffect, useState } from "react";
import { ActionOutcome } from "../../lib/console/console-outcome";
import { useConsoleFetcher } from "../../lib/console/use-console-submit";

const FIELD_ID = "response-target-minutes";

/**
 * The admins' response target: how many business minutes a new lead may wait for its first
 * contact before the inbox flags it. The server checks the value and answers what is wrong.
 */
export function ResponseTargetForm({ saved }: { readonly saved: number }) {
  const [value, setValue] = useState(String(saved));
  const { send, busy, outcome } = useConsoleFetcher<ResponseTarget>();
  const refused = outcome?.ok === false;
  useEffect(() => {
    if (refused) document.getElementById(FIELD_ID)?.focus();
  }, [refused]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = value.trim() === "" ? Number.NaN : Number(value);
    void send({ intent: "response-target", targetMinutes: Number.isFinite(minutes) ? minutes : null });
  };

  return (
    <>
      <h3 id="response-target-title">Response target</h3>
      <ActionOutcome outcome={outcome} />
      <form className="console-inline-form" onSubmit={save} noValidate aria-labelledby="response-target-title">
        <div className="field">
          <label htmlFor={FIELD_ID}>Business minutes a new lead may wait</label>
          <input
            id={FIELD_ID}
            type="number"
            inputMode="numeric"
            min={RESPONSE_TARGET_BOUNDS.min}
            max={RESPONSE_TARGET_BOUNDS.max}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...(refused ? { "aria-invalid": true as const } : {})}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Saving…" : "Save target"}
        </button>
      </form>
    </>
  );
}
