import { signUpStepTitles } from "@ikey/contracts/centre-sign-up-steps";
import type { FieldError } from "@ikey/contracts/validation";
import { type FormEvent, useId, useRef, useState } from "react";
import { Honeypot } from "../../forms/honeypot";
import { SUBMIT_FAILED_MESSAGE, SUBMITTING_LABEL } from "../../forms/messages";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { readForm } from "../../forms/read-form";
import { useLeadSubmit } from "../../forms/use-lead-submit";
import { onDemand, warmUp } from "../../lib/on-demand";
import { AccountStep, CompanyStep, DeclarationStep, PersonalStep } from "./wizard-steps";

const stepBodies = [PersonalStep, CompanyStep, AccountStep, DeclarationStep];
const LAST = stepBodies.length - 1;

// The checks and the sending (zod, attestation) load on first focus, or on the first Next or Submit.
const loadSubmit = onDemand(() => import("./sign-up-submit"));
const prepare = () => warmUp(loadSubmit, (logic) => logic.prepareAttestation());

/**
 * The centre sign-up wizard, at /sign-up and at the foot of /center-management-system.
 * Moving on from a step checks that step, so step 3 is checked on the way to step 4
 * (requirements: Validation rules); going back never checks. All steps stay in the
 * form, hidden, so nothing typed is lost.
 */
export function SignUpWizard() {
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState<"forward" | "back">("forward");
  const { busy, submit, report, invalidProps, setInvalidField } = useLeadSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

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
      problem = (await loadSubmit()).checkStep(step, values);
    } catch {
      // The checks could not load (offline): say so, and stay on this step.
      return window.alert(SUBMIT_FAILED_MESSAGE);
    }
    if (problem) return report(form, problem);
    setInvalidField(null);
    goTo(step + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST) return void next();
    const form = event.currentTarget;
    const values = readForm(form);
    void submit({
      form,
      check: async () => (await loadSubmit()).checkStep(LAST, values),
      send: async () => (await loadSubmit()).sendSignUp(values),
      failureMessage: SUBMIT_FAILED_MESSAGE,
    });
  };

  return (
    <form
      ref={formRef}
      className="lead-form wizard"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label="Centre sign-up application"
    >
      <ol className="wizard-steps">
        {signUpStepTitles.map((title, index) => (
          <li key={title} aria-current={index === step ? "step" : undefined} data-done={index < step}>
            <span className="wizard-step-number">{index + 1}</span> {title}
          </li>
        ))}
      </ol>
      {stepBodies.map((Body, index) => (
        <fieldset
          key={signUpStepTitles[index]}
          className="wizard-step"
          data-direction={direction}
          hidden={index !== step}
          aria-labelledby={`${headingId}-${index}`}
        >
          <h3 id={`${headingId}-${index}`} tabIndex={-1} className="wizard-step-title">
            Step {index + 1} of {stepBodies.length}: {signUpStepTitles[index]}
          </h3>
          <Body invalidProps={invalidProps} />
        </fieldset>
      ))}
      <Honeypot />
      <div className="wizard-buttons">
        {step > 0 && (
          <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)} disabled={busy}>
            Back
          </button>
        )}
        {/* Distinct keys: reusing one <button> would turn the clicked Next into a submit
            button mid-click, and the browser would submit the declaration step at once. */}
        {step < LAST ? (
          <button key="next" type="button" className="button button-primary" onClick={() => void next()}>
            Next
          </button>
        ) : (
          <button key="submit" type="submit" className="button button-primary" disabled={busy}>
            {busy ? SUBMITTING_LABEL : "Submit"}
          </button>
        )}
      </div>
      <PersonalDataNotice purpose="to review your application, set up your centre account and contact you about it" />
    </form>
  );
}
