import { HONEYPOT_FIELD } from "@ikey/contracts/validation";

/**
 * A field people never see or reach with the keyboard. Bots that fill every
 * input fill it too; the server then keeps their submission as spam.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Fax number (leave empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
