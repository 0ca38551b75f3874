import { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "@ikey/contracts/campaign-options";
import type { FormEvent, ReactNode } from "react";
import { Field } from "../../forms/field";
import { Honeypot } from "../../forms/honeypot";
import { SUBMIT_FAILED_MESSAGE, SUBMITTING_LABEL } from "../../forms/messages";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { readForm } from "../../forms/read-form";
import { useLeadSubmit } from "../../forms/use-lead-submit";
import { onDemand, warmUp } from "../../lib/on-demand";

// The checks and the sending (zod, attestation) load on first focus, or on submit.
const loadSubmit = onDemand(() => import("./campaign-submit"));
const prepare = () => warmUp(loadSubmit, (logic) => logic.prepareAttestation());

const yesNoFields = ["isExistingRHBCurrentAccount", "isReflexPackage", "isFPXFormCompleted"] as const;

/** The form's values as the contract reads them: ticked boxes become "Yes" or "No", the source is fixed. */
function campaignValues(form: HTMLFormElement) {
  const values = readForm(form);
  for (const field of yesNoFields) values[field] = values[field] ? "Yes" : "No";
  values.source = CAMPAIGN_SOURCE;
  return values;
}

type InvalidProps = ReturnType<typeof useLeadSubmit>["invalidProps"];

function TextInput({
  name,
  label,
  required = false,
  type = "text",
  autoComplete,
  invalidProps,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  invalidProps: InvalidProps;
}) {
  return (
    <Field label={label} required={required}>
      {(id) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          {...invalidProps(name)}
        />
      )}
    </Field>
  );
}

/**
 * The registration form of the bank campaign page (#rhb-form-section).
 * `termsLabel` is the terms box's text; the page passes one whose link opens its terms dialog.
 */
export function CampaignForm({ termsLabel }: { readonly termsLabel: ReactNode }) {
  const { busy, submit, invalidProps } = useLeadSubmit();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = campaignValues(form);
    void submit({
      form,
      check: async () => (await loadSubmit()).checkApplication(values),
      send: async () => (await loadSubmit()).sendApplication(values),
      failureMessage: SUBMIT_FAILED_MESSAGE,
    });
  };

  return (
    <form
      className="lead-form campaign-registration"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label="RHB campaign registration"
    >
      <div className="campaign-form-columns">
        <fieldset className="campaign-staff">
          <legend>For RHB staff only</legend>
          <TextInput name="rhbAgentId" label="RHB agent ID" invalidProps={invalidProps} />
          <TextInput name="rhbAgentEmail" label="RHB agent email" type="email" invalidProps={invalidProps} />
          <TextInput name="rhbAgentPhone" label="RHB agent phone" type="tel" invalidProps={invalidProps} />
          <TextInput name="rhbBranch" label="RHB branch" invalidProps={invalidProps} />
          <label className="checkbox">
            <input type="checkbox" name="isExistingRHBCurrentAccount" />
            <span>Existing RHB business current account</span>
          </label>
          <label className="checkbox">
            <input type="checkbox" name="isReflexPackage" />
            <span>RHB Reflex package</span>
          </label>
          <Field label="Reflex package">
            {(id) => (
              <select id={id} name="reflexType" defaultValue={NIL}>
                {reflexTypes.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </Field>
          <label className="checkbox">
            <input type="checkbox" name="isFPXFormCompleted" />
            <span>FPX form completed</span>
          </label>
        </fieldset>
        <fieldset className="campaign-applicant">
          <legend>Your details</legend>
          <div className="field-row">
            <TextInput
              name="firstName"
              label="First name"
              required
              autoComplete="given-name"
              invalidProps={invalidProps}
            />
            <TextInput
              name="lastName"
              label="Last name"
              required
              autoComplete="family-name"
              invalidProps={invalidProps}
            />
          </div>
          <div className="field-row">
            <TextInput name="areaCode" label="Area code" required type="tel" invalidProps={invalidProps} />
            <TextInput
              name="phoneNumber"
              label="Phone number"
              required
              type="tel"
              autoComplete="tel-national"
              invalidProps={invalidProps}
            />
          </div>
          <TextInput
            name="email"
            label="Email (your login ID)"
            required
            type="email"
            autoComplete="email"
            invalidProps={invalidProps}
          />
          <TextInput
            name="centerName"
            label="Centre name (as per company registration)"
            required
            invalidProps={invalidProps}
          />
          <TextInput
            name="businessRegistrationNumber"
            label="Business registration number"
            required
            invalidProps={invalidProps}
          />
          <Field label="State" required>
            {(id) => (
              <select id={id} name="state" defaultValue={NIL} aria-required="true" {...invalidProps("state")}>
                <option value={NIL}>{NIL}</option>
                {malaysianStates.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
      </div>
      <div className="campaign-form-footer">
        <label className="checkbox">
          <input type="checkbox" name="termsAccepted" aria-required="true" {...invalidProps("termsAccepted")} />
          <span>{termsLabel}</span>
        </label>
        <Honeypot />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? SUBMITTING_LABEL : "Submit"}
        </button>
        <PersonalDataNotice purpose="to register your centre for the campaign, share it with RHB for your account, and contact you about it" />
      </div>
    </form>
  );
}
