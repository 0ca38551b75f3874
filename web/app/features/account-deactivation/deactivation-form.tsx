import pageIntro from "virtual:page-intro/deactivate-account";
import { DELETION_DAYS } from "@ikey/contracts/account-rules";
import { business } from "@ikey/contracts/business";
import { pageById } from "@ikey/contracts/site-pages";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { Field } from "../../forms/field";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { useFormSubmit } from "../../forms/use-form-submit";
import { withElements } from "../../forms/with-elements";
import { onDemand } from "../../lib/on-demand";
import { localizePath } from "../../lib/site-language";
import * as m from "../../paraglide/messages.js";

const SUCCESS_PATH = pageById("deactivate-account-success").path;

// The checks and the call (zod, attestation) load on first focus, or on the first confirm.
const loadLogic = onDemand(() => import("./deactivation-submit"));

/**
 * The two-step deactivation box (requirements: Deactivate Account). Step 1 takes
 * Email and Password and moves on without checking them; step 2 explains what
 * deactivation means and sends the request. Both steps stay in the form, the
 * hidden one hidden, so nothing typed is lost going back and forth.
 */
export function DeactivationForm() {
  const [step, setStep] = useState<1 | 2>(1);
  // After a failed confirm the button reads 'Deactivate Account', with a capital A,
  // where it first read 'Deactivate account' (requirements: States and transitions).
  const [failedOnce, setFailedOnce] = useState(false);
  const navigate = useNavigate();
  const { busy, submit, prepare, invalidProps } = useFormSubmit({
    load: loadLogic,
    onSent: () => navigate(localizePath(SUCCESS_PATH)),
    failureAlert: m.form_request_failed(),
  });
  const headingId = useId();

  const goTo = (next: 1 | 2) => {
    setStep(next);
    // Keyboard and screen-reader users continue at the new step's heading.
    requestAnimationFrame(() => document.getElementById(`${headingId}-${next}`)?.focus());
  };

  const confirm = async (form: HTMLFormElement) => {
    if ((await submit(form)) !== "sent") setFailedOnce(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a step 1 field means Continue, which checks nothing
    // (requirements: States and transitions).
    if (step === 1) return goTo(2);
    void confirm(event.currentTarget);
  };

  return (
    <form className="lead-form deactivation-form" noValidate onSubmit={onSubmit} onFocus={prepare}>
      <section className="deactivation-step" hidden={step !== 1} aria-labelledby={`${headingId}-1`}>
        <PageHeader intro={pageIntro} headingId={`${headingId}-1`} focusable />
        <Field label={m.deactivation_email_label()} required>
          {(id) => (
            <input
              id={id}
              name="Email"
              type="email"
              autoComplete="username"
              aria-required="true"
              {...invalidProps("Email")}
            />
          )}
        </Field>
        <Field label={m.deactivation_password_label()} required>
          {(id) => (
            <input
              id={id}
              name="Password"
              type="password"
              autoComplete="current-password"
              // A password box has no ARIA role to carry aria-required; the form's noValidate
              // keeps the browser from checking it, so the required alerts still come in order.
              required
              {...invalidProps("Password")}
            />
          )}
        </Field>
        <p className="deactivation-reset">
          <a href={business.resetPasswordUrl} target="_blank" rel="noopener noreferrer">
            {m.deactivation_forgot_password()}
          </a>
        </p>
        <div className="wizard-buttons deactivation-buttons">
          {/* A submit button, so Enter in a field continues too; onSubmit moves on without checking. */}
          <button key="continue" type="submit" className="button button-primary">
            {m.deactivation_continue()}
          </button>
        </div>
        <PersonalDataNotice
          purpose={m.deactivation_purpose()}
          keeping={m.deactivation_personal_data_keeping({ days: String(DELETION_DAYS) })}
        />
      </section>

      <section className="deactivation-step" hidden={step !== 2} aria-labelledby={`${headingId}-2`}>
        <div className="page-header">
          <h1 id={`${headingId}-2`} tabIndex={-1}>
            {m.deactivation_confirm_heading()}
          </h1>
        </div>
        <p>{m.deactivation_confirm_text()}</p>
        <p className="deactivation-warning">
          {withElements(m.deactivation_warning, {
            note: <strong>{m.deactivation_warning_note()}</strong>,
            days: String(DELETION_DAYS),
          })}
        </p>
        <div className="wizard-buttons deactivation-buttons">
          <button key="confirm" type="submit" className="button button-primary" disabled={busy}>
            {busy ? m.form_submitting() : failedOnce ? m.deactivation_confirm_again() : m.deactivation_confirm()}
          </button>
          <button key="back" type="button" className="button button-secondary" onClick={() => goTo(1)} disabled={busy}>
            {m.deactivation_back()}
          </button>
        </div>
      </section>
    </form>
  );
}
