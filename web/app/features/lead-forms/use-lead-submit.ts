import type { FieldError } from "@ikey/contracts/validation";
import { useCallback, useState } from "react";
import { SUBMITTED_MESSAGE } from "./messages";
import { focusField } from "./read-form";

interface Submission {
  readonly form: HTMLFormElement;
  /** The first failing check, in the spec's order, or null. */
  readonly check: () => FieldError | null;
  readonly send: () => Promise<boolean>;
  readonly failureMessage: string;
}

/** Lets the browser paint the busy label before a blocking alert can appear. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The submit behaviour the lead forms share (spec points 4, 5 and 8): busy while
 * checking and sending; one alert for the first failing check, after which that
 * field takes focus and is marked invalid; the success alert, then a reload;
 * the failure alert, keeping everything typed.
 */
export function useLeadSubmit() {
  const [busy, setBusy] = useState(false);
  const [invalidField, setInvalidField] = useState<string | null>(null);

  /** Alerts one failed check, marks its field invalid and moves focus there once the alert closes. */
  const report = useCallback((form: HTMLFormElement, problem: FieldError) => {
    window.alert(problem.message);
    setInvalidField(problem.field);
    focusField(form, problem.field);
  }, []);

  const submit = useCallback(
    async ({ form, check, send, failureMessage }: Submission) => {
      setBusy(true);
      setInvalidField(null);
      await nextFrame();
      const problem = check();
      if (problem) {
        setBusy(false);
        report(form, problem);
        return;
      }
      if (await send()) {
        window.alert(SUBMITTED_MESSAGE);
        window.location.reload();
        return;
      }
      window.alert(failureMessage);
      setBusy(false);
    },
    [report],
  );

  /** Props for a control: `aria-invalid` while it is the field the last alert was about. */
  const invalidProps = (name: string) => ({ "aria-invalid": invalidField === name ? (true as const) : undefined });

  return { busy, invalidField, setInvalidField, report, submit, invalidProps };
}
