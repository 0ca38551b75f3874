import type { FieldError } from "@ikey/contracts/validation";
import { type FormEvent, useState } from "react";
import { warmUp } from "../lib/on-demand";
import * as m from "../paraglide/messages.js";
import { type FormValues, focusField, readForm } from "./read-form";

/** What came of sending: it worked, or not, with the words to alert (without them, the form's failure alert). */
export interface SendOutcome {
  readonly sent: boolean;
  readonly alert?: string | null;
}

/**
 * A form's checks and sending: a module of its own, with the contract's zod schema, that loads on
 * the form's first focus or submit (lib/on-demand.ts), so no page loads it before the visitor starts.
 */
export interface FormLogic {
  /** The first failing check, in the requirements' order, or null. */
  readonly check: (values: FormValues) => FieldError | null;
  readonly send: (values: FormValues) => Promise<SendOutcome>;
  /** Work to start on first focus, ahead of the submit (an attestation token). */
  readonly prepare?: () => void;
}

interface FormSubmitOptions {
  /** The form's logic, loaded once (an `onDemand` import). */
  readonly load: () => Promise<FormLogic>;
  /** The values the logic reads; the controls' own by default. */
  readonly values?: (form: HTMLFormElement) => FormValues;
  /** After a send that worked; the form stays busy, since the page moves on. */
  readonly onSent: () => void;
  /** The alert when the form cannot be sent, or its code cannot load offline (requirements: Error catalogue). */
  readonly failureAlert: string;
}

/** Props for a control: `aria-invalid` while it is the field the form's last alert was about. */
export type InvalidProps = (name: string) => { "aria-invalid"?: true };

/** How a submit ended, for forms whose button reads differently after a failure. */
export type SubmitResult = "invalid" | "failed" | "sent";

/** Lets the browser paint the busy label before a blocking alert can appear. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A lead form's end (requirements: States and transitions): the success alert, then a fresh page. */
export function leadSent(): void {
  window.alert(m.form_submitted());
  window.location.reload();
}

/**
 * The submit behaviour of the site's forms (requirements: States and transitions,
 * Validation rules, Error catalogue): busy while checking and sending; one alert
 * for the first failing check, after which that field is marked invalid and takes
 * focus; an alert for a failed send, keeping everything typed; and on success
 * whatever the form does next.
 */
export function useFormSubmit({ load, values = readForm, onSent, failureAlert }: FormSubmitOptions) {
  const [busy, setBusy] = useState(false);
  const [invalidField, setInvalidField] = useState<string | null>(null);

  /** Alerts one failed check, marks its field invalid and moves focus there once the alert closes. */
  const report = (form: HTMLFormElement, problem: FieldError) => {
    window.alert(problem.message);
    setInvalidField(problem.field);
    focusField(form, problem.field);
  };

  /** Checks and sends the form's values as they are now. */
  const submit = async (form: HTMLFormElement): Promise<SubmitResult> => {
    const typed = values(form);
    setBusy(true);
    setInvalidField(null);
    await nextFrame();
    const fail = (alert?: string | null): SubmitResult => {
      window.alert(alert ?? failureAlert);
      setBusy(false);
      return "failed";
    };
    let logic: FormLogic;
    let problem: FieldError | null;
    try {
      logic = await load();
      problem = logic.check(typed);
    } catch {
      return fail();
    }
    if (problem) {
      setBusy(false);
      report(form, problem);
      return "invalid";
    }
    let outcome: SendOutcome;
    try {
      outcome = await logic.send(typed);
    } catch {
      outcome = { sent: false };
    }
    if (outcome.sent) {
      onSent();
      return "sent";
    }
    return fail(outcome.alert);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  /** For the form's focus: starts loading its logic before the first submit. */
  const prepare = () => warmUp(load, (logic) => logic.prepare?.());

  const invalidProps: InvalidProps = (name) => (invalidField === name ? { "aria-invalid": true } : {});

  return { busy, setInvalidField, report, submit, onSubmit, prepare, invalidProps };
}
