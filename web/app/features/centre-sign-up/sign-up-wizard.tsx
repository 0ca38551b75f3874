import type { FieldError } from "@ikey/contracts/validation";
import { type FormEvent, useId, useRef, useState } from "react";
import { Honeypot } from "../../forms/honeypot";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { readForm } from "../../forms/read-form";
import { leadSent, useFormSubmit } from "../../forms/use-form-submit";
import { onDemand } from "../../lib/on-demand";
import { useHydrated } from "../../lib/use-hydrated";
import * as m from "../../paraglide/messages.js";
import { AccountStep, CompanyStep, DeclarationStep, PersonalStep } from "./wizard-steps";

const steps = [
  { id: "personal", title: m.sign_up_step_personal, Body: PersonalStep },
  { id: "company", title: m.sign_up_step_company, Body: CompanyStep },
  { id: "account", title: m.sign_up_step_account, Body: AccountStep },
  { id: "declaration", title: m.sign_up_step_declaration, Body: DeclarationStep },
];
const LAST = steps.length - 1;

// The checks and the sending (zod, attestation) load on first focus, or on the first Next or Submit.
const loadLogic = onDemand(() => import("./sign-up-submit"));

/**
 * The centre sign-up wizard, at /sign-up and at the foot of /center-management-system.
 * Moving on from a step checks that step, so step 3 is checked on the way to step 4
 * (requirements: Validation rules); going back never checks. All steps stay in the
 * form, hidden, so nothing typed is lost.
 */
export function SignUpWizard() {
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState<"forward" | "back">("forward");
  const { busy, submit, prepare, report, invalidProps, setInvalidField } = useFormSubmit({
    load: loadLogic,
    onSent: leadSent,
    failureAlert: m.form_submit_failed(),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  // At the foot of /center-management-system the wizard's code loads after the page's.
  const hydrated = useHydrated();

  const goTo = (next: number) => {
    setDirection(next > step ? "forward" : "back");
    setStep(next);
    // Keyboard and screen-reader users continue at the new step's heading.
    requestAnimationFrame(() => document.getElementById(`${headingId}-${next}`)?.focus());
  };

  const next = async () => {
    const form = formRef.current;
    if (!form) return;
    const values = readForm(form);
    let problem: FieldError | null;
    try {
      problem = (await loadLogic()).checkStep(step, values);
    } catch {
      // The checks could not load (offline): say so, and stay on this step.
      return window.alert(m.form_submit_failed());
    }
    if (problem) return report(form, problem);
    setInvalidField(null);
    goTo(step + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (step < LAST ? next() : submit(event.currentTarget));
  };

  return (
    <form
      ref={formRef}
      className="lead-form wizard"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label={m.sign_up_form_label()}
    >
      <ol className="wizard-steps">
        {steps.map(({ id, title }, index) => (
          <li key={id} aria-current={index === step ? "step" : undefined} data-done={index < step}>
            <span className="wizard-step-number">{index + 1}</span> {title()}
          </li>
        ))}
      </ol>
      {steps.map(({ id, title, Body }, index) => (
        <fieldset key={id} className="wizard-step" data-direction={direction} hidden={index !== step}>
          {/* The legend names the step's group; the heading inside it keeps the step in the page's outline. */}
          <legend className="wizard-step-legend">
            <h3 id={`${headingId}-${index}`} tabIndex={-1} className="wizard-step-title">
              {m.sign_up_step_heading({ step: index + 1, count: steps.length, title: title() })}
            </h3>
          </legend>
          <Body invalidProps={invalidProps} />
        </fieldset>
      ))}
      <Honeypot />
      <div className="wizard-buttons">
        {step > 0 && (
          <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)} disabled={busy}>
            {m.sign_up_back()}
          </button>
        )}
        {/* Both submit the form, so Enter in a field moves on too (onSubmit checks the step);
            until the wizard's code has hydrated them they are disabled, as a press would send the
            form the browser's way. Distinct keys: the last step's Submit is a button of its own. */}
        {step < LAST ? (
          <button key="next" type="submit" className="button button-primary" disabled={!hydrated}>
            {m.sign_up_next()}
          </button>
        ) : (
          <button key="submit" type="submit" className="button button-primary" disabled={busy}>
            {busy ? m.form_submitting() : m.sign_up_submit()}
          </button>
        )}
      </div>
      <PersonalDataNotice purpose={m.sign_up_purpose()} />
    </form>
  );
}
