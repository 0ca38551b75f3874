import { business } from "@ikey/contracts/business";
import { genders, nationalities } from "@ikey/contracts/centre-sign-up-steps";
import { SelectField } from "../../forms/select-field";
import { TextField, type TextFieldProps } from "../../forms/text-field";
import type { InvalidProps } from "../../forms/use-form-submit";
import * as m from "../../paraglide/messages.js";

type TextFieldSpec = Omit<TextFieldProps, "invalidProps">;

function TextFields({ fields, invalidProps }: { fields: readonly TextFieldSpec[]; invalidProps: InvalidProps }) {
  return fields.map((field) => <TextField key={field.name} {...field} invalidProps={invalidProps} />);
}

const genderLabels = {
  Male: m.sign_up_gender_male,
  Female: m.sign_up_gender_female,
  "Prefer not to say": m.sign_up_gender_unsaid,
} satisfies Record<(typeof genders)[number], () => string>;

const nationalityLabels = {
  Malaysian: m.sign_up_nationality_malaysian,
  "Non-Malaysian": m.sign_up_nationality_non_malaysian,
} satisfies Record<(typeof nationalities)[number], () => string>;

export function PersonalStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <>
      <div className="field-row">
        <TextFields
          invalidProps={invalidProps}
          fields={[
            { name: "firstName", label: m.sign_up_first_name_label(), required: true, autoComplete: "given-name" },
            { name: "lastName", label: m.sign_up_last_name_label(), required: true, autoComplete: "family-name" },
          ]}
        />
      </div>
      <div className="field-row">
        <SelectField
          name="gender"
          label={m.sign_up_gender_label()}
          options={genders}
          optionLabels={genderLabels}
          defaultValue=""
          placeholder={m.sign_up_please_select()}
          required
          invalidProps={invalidProps}
        />
        <SelectField
          name="nationality"
          label={m.sign_up_nationality_label()}
          options={nationalities}
          optionLabels={nationalityLabels}
          defaultValue=""
          placeholder={m.sign_up_please_select()}
          required
          invalidProps={invalidProps}
        />
      </div>
      <TextFields
        invalidProps={invalidProps}
        fields={[{ name: "nameOfSalesPerson", label: m.sign_up_sales_person_label() }]}
      />
    </>
  );
}

export function CompanyStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <TextFields
      invalidProps={invalidProps}
      fields={[
        { name: "companyName", label: m.sign_up_company_name_label(), required: true, autoComplete: "organization" },
        { name: "registrationNo", label: m.sign_up_registration_no_label(), required: true },
        { name: "email", label: m.sign_up_company_email_label(), required: true, type: "email", autoComplete: "email" },
        { name: "address", label: m.sign_up_company_address_label(), required: true, multiline: true },
        { name: "websiteUrl", label: m.sign_up_website_label(), type: "url", autoComplete: "url" },
      ]}
    />
  );
}

export function AccountStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <TextFields
      invalidProps={invalidProps}
      fields={[
        { name: "loginEmail", label: m.sign_up_login_email_label(), required: true, type: "email" },
        { name: "businessName", label: m.sign_up_business_name_label(), required: true },
        { name: "contactPerson", label: m.sign_up_contact_person_label(), required: true, autoComplete: "name" },
        {
          name: "contactNumber",
          label: m.sign_up_phone_number_label(),
          required: true,
          type: "tel",
          autoComplete: "tel",
        },
      ]}
    />
  );
}

export function DeclarationStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <>
      <p className="notice">{m.sign_up_huawei_notice()}</p>
      <h3>{m.sign_up_payment_heading()}</h3>
      <p>{m.sign_up_payment_text()}</p>
      <dl className="bank-details">
        <dt>{m.sign_up_bank()}</dt>
        <dd>{business.bank.name}</dd>
        <dt>{m.sign_up_account_holder()}</dt>
        <dd>{business.bank.accountHolder}</dd>
        <dt>{m.sign_up_account_number()}</dt>
        <dd>{business.bank.accountNumber}</dd>
      </dl>
      <label className="checkbox">
        <input type="checkbox" name="agreed" aria-required="true" {...invalidProps("agreed")} />
        <span>{m.sign_up_declaration()}</span>
      </label>
    </>
  );
}
