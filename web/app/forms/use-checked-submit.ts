import type { FieldError } from "@ikey/contracts/validation";
import { useCallback, useState } from "react";
import { focusField } from "./read-form";

/** What came of sending: it worked, or the alert to show (the form stays as it is). */
export type SendOutcome = { readonly sent: true } | { readonly sent: false; readonly alert: string };

interface Submission {
  readonly form: HTMLFormElement;
  /** The first failing check, in the requirements' order, or null; its code may still have to load. */
  readonly check: () => FieldError | null | Promise<FieldError | null>;
  readonly send: () => Promise<SendOutcome>;
  /** After a send that worked; the form stays busy, since the page moves on. */
  readonly onSent: () => void;
  /** The alert when the form cannot be sent, or its code cannot load offline (requirements: Error catalogue). */
  readonly failureAlert: string;
}

/** How a submit ended, for forms whose button reads differently after a failure. */
export type SubmitResult = "invalid" | "failed" | "sent";

/** Lets the browser paint the busy label before a blocking alert can appear. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The submit behaviour of the site's forms (requirements: States and transitions,
 * Validation rules, Error catalogue): busy while checking and sending; one alert
 * for the first failing check, after which that field is marked invalid and takes
 * focus; an alert for a failed send, keeping everything typed; and on success
 * whatever the form does next.
 */
export function useCheckedSubmit() {
  const [busy, setBusy] = useState(false);
  const [invalidField, setInvalidField] = useState<string | null>(null);

  /** Alerts one failed check, marks its field invalid and moves focus there once the alert closes. */
  const report = useCallback((form: HTMLFormElement, problem: FieldError) => {
    window.alert(problem.message);
    setInvalidField(problem.field);
    focusField(form, problem.field);
  }, []);

  const submit = useCallback(
    async ({ form, check, send, onSent, failureAlert }: Submission): Promise<SubmitResult> => {
      setBusy(true);
      setInvalidField(null);
      await nextFrame();
      const fail = (alert: string): SubmitResult => {
        window.alert(alert);
        setBusy(false);
        return "failed";
      };
      let problem: FieldError | null;
      try {
        problem = await check();
      } catch {
        return fail(failureAlert);
      }
      if (problem) {
        setBusy(false);
        report(form, problem);
        return "invalid";
      }
      const outcome = await send().catch((): SendOutcome => ({ sent: false, alert: failureAlert }));
      if (outcome.sent) {
        onSent();
        return "sent";
      }
      return fail(outcome.alert);
    },
    [report],
  );

  /** Props for a control: `aria-invalid` while it is the field the last alert was about. */
  const invalidProps = (name: string) => ({ "aria-invalid": invalidField === name ? (true as const) : undefined });

  return { busy, invalidField, setInvalidField, report, submit, invalidProps };
}
