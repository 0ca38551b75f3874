import { HONEYPOT_FIELD } from "@ikey/contracts/validation";
import * as m from "../paraglide/messages.js";
import type { FormValues } from "./read-form";

/**
 * A field people never see or reach with the keyboard. Bots that fill every
 * input fill it too; the server then keeps their submission as spam.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {m.form_honeypot_label()}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value for the request body, when a bot filled it; the server files such a lead as spam. */
export function honeypotOf(values: FormValues): FormValues {
  const value = values[HONEYPOT_FIELD];
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
