import type { FieldError } from "@ikey/contracts/validation";
import { useCallback } from "react";
import * as m from "../paraglide/messages.js";
import { useCheckedSubmit } from "./use-checked-submit";

interface LeadSubmission {
  readonly form: HTMLFormElement;
  /** The first failing check, in the requirements' order, or null. */
  readonly check: () => FieldError | null | Promise<FieldError | null>;
  /** Resolves true when the lead was accepted. */
  readonly send: () => Promise<boolean>;
  readonly failureMessage: string;
}

/**
 * The lead forms' submit (requirements: States and transitions, Validation rules,
 * Error catalogue): the shared checked submit, ending in the success alert and a
 * reload, or the form's failure alert.
 */
export function useLeadSubmit() {
  const checked = useCheckedSubmit();
  const { submit: checkedSubmit } = checked;

  const submit = useCallback(
    ({ form, check, send, failureMessage }: LeadSubmission) =>
      checkedSubmit({
        form,
        check,
        send: async () => ((await send()) ? { sent: true } : { sent: false, alert: failureMessage }),
        onSent: () => {
          window.alert(m.form_submitted());
          window.location.reload();
        },
        failureAlert: failureMessage,
      }),
    [checkedSubmit],
  );

  return { ...checked, submit };
}
