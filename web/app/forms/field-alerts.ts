import type { FieldMessages } from "@ikey/contracts/fields";
import * as m from "../paraglide/messages.js";

/** The shared field builders' own alerts (contracts/fields.ts) in the page's language. */
export const fieldAlerts = (): FieldMessages => ({
  tooLong: m.form_answer_too_long(),
  notText: m.form_enter_text(),
});
