import { CAMPAIGN_SOURCE, malaysianStates, NIL, reflexTypes } from "@ikey/contracts/campaign-options";
import { type ReactNode, useId } from "react";
import { Honeypot } from "../../forms/honeypot";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { readForm } from "../../forms/read-form";
import { SelectField } from "../../forms/select-field";
import { TextField } from "../../forms/text-field";
import { leadSent, useFormSubmit } from "../../forms/use-form-submit";
import { onDemand } from "../../lib/on-demand";
import { useHydrated } from "../../lib/use-hydrated";
import * as m from "../../paraglide/messages.js";
import { reflexTypeLabels, stateLabels } from "./option-labels";

// The checks and the sending (zod, attestation) load on first focus, or on submit.
const loadLogic = onDemand(() => import("./campaign-submit"));

const yesNoFields = ["isExistingRHBCurrentAccount", "isReflexPackage", "isFPXFormCompleted"] as const;

/** The form's values as the contract reads them: ticked boxes become "Yes" or "No", the source is fixed. */
function campaignValues(form: HTMLFormElement) {
  const values = readForm(form);
  for (const field of yesNoFields) values[field] = values[field] ? "Yes" : "No";
  values.source = CAMPAIGN_SOURCE;
  return values;
}

/**
 * The registration form of the bank campaign page (#rhb-form-section).
 * `termsLink` is the link inside the terms box's sentence; the page passes one that opens its terms dialog.
 */
export function CampaignForm({ termsLink }: { readonly termsLink: ReactNode }) {
  const { busy, onSubmit, prepare, invalidProps } = useFormSubmit({
    load: loadLogic,
    values: campaignValues,
    onSent: leadSent,
    failureAlert: m.form_submit_failed(),
  });
  const termsId = useId();
  // The form's code loads as it nears the screen (routes/campaign.tsx), after the page's.
  const hydrated = useHydrated();

  return (
    <form
      className="lead-form campaign-registration"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label={m.campaign_form_label()}
    >
      <div className="campaign-form-columns">
        <fieldset className="campaign-staff">
          <legend>{m.campaign_staff_legend()}</legend>
          <TextField name="rhbAgentId" label={m.campaign_agent_id_label()} invalidProps={invalidProps} />
          <TextField
            name="rhbAgentEmail"
            label={m.campaign_agent_email_label()}
            type="email"
            invalidProps={invalidProps}
          />
          <TextField
            name="rhbAgentPhone"
            label={m.campaign_agent_phone_label()}
            type="tel"
            invalidProps={invalidProps}
          />
          <TextField name="rhbBranch" label={m.campaign_branch_label()} invalidProps={invalidProps} />
          <label className="checkbox">
            <input type="checkbox" name="isExistingRHBCurrentAccount" />
            <span>{m.campaign_existing_account_label()}</span>
          </label>
          <label className="checkbox">
            <input type="checkbox" name="isReflexPackage" />
            <span>{m.campaign_reflex_label()}</span>
          </label>
          <SelectField
            name="reflexType"
            label={m.campaign_reflex_type_label()}
            options={reflexTypes}
            optionLabels={reflexTypeLabels}
            defaultValue={NIL}
          />
          <label className="checkbox">
            <input type="checkbox" name="isFPXFormCompleted" />
            <span>{m.campaign_fpx_label()}</span>
          </label>
        </fieldset>
        <fieldset className="campaign-applicant">
          <legend>{m.campaign_applicant_legend()}</legend>
          <div className="field-row">
            <TextField
              name="firstName"
              label={m.campaign_first_name_label()}
              required
              autoComplete="given-name"
              invalidProps={invalidProps}
            />
            <TextField
              name="lastName"
              label={m.campaign_last_name_label()}
              required
              autoComplete="family-name"
              invalidProps={invalidProps}
            />
          </div>
          <div className="field-row">
            {/* The number in two parts: autofill's names for the parts are text fields' names
                (type="tel" takes only the whole number), so a phone keypad comes from inputmode. */}
            <TextField
              name="areaCode"
              label={m.campaign_area_code_label()}
              required
              inputMode="tel"
              autoComplete="tel-country-code"
              invalidProps={invalidProps}
            />
            <TextField
              name="phoneNumber"
              label={m.campaign_phone_number_label()}
              required
              inputMode="tel"
              autoComplete="tel-national"
              invalidProps={invalidProps}
            />
          </div>
          <TextField
            name="email"
            label={m.campaign_email_label()}
            required
            type="email"
            autoComplete="email"
            invalidProps={invalidProps}
          />
          <TextField name="centerName" label={m.campaign_centre_name_label()} required invalidProps={invalidProps} />
          <TextField
            name="businessRegistrationNumber"
            label={m.campaign_registration_number_label()}
            required
            invalidProps={invalidProps}
          />
          <SelectField
            name="state"
            label={m.campaign_state_label()}
            options={malaysianStates}
            optionLabels={stateLabels}
            defaultValue={NIL}
            placeholder={m.campaign_state_nil()}
            required
            invalidProps={invalidProps}
          />
        </fieldset>
      </div>
      <div className="campaign-form-footer">
        {/* A label may hold no control but its own, so the link stands beside it; the box is
            still named by the whole sentence. */}
        <div className="checkbox">
          <input
            type="checkbox"
            id={termsId}
            name="termsAccepted"
            aria-labelledby={`${termsId}-sentence`}
            aria-required="true"
            {...invalidProps("termsAccepted")}
          />
          <span id={`${termsId}-sentence`}>
            <label htmlFor={termsId}>{m.campaign_accept_terms_before()}</label>
            {termsLink}
            {m.campaign_accept_terms_after()}
          </span>
        </div>
        <Honeypot />
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {busy ? m.form_submitting() : m.campaign_submit()}
        </button>
        <PersonalDataNotice purpose={m.campaign_purpose()} />
      </div>
    </form>
  );
}
