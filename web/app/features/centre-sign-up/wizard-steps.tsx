import { genders, nationalities } from "@ikey/contracts/centre-sign-up-steps";
import { Field } from "../../forms/field";
import { siteConfig } from "../../lib/site-config";

type InvalidProps = (name: string) => { "aria-invalid"?: true };

interface TextFieldSpec {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly type?: "text" | "email" | "tel" | "url";
  readonly autoComplete?: string;
  readonly multiline?: boolean;
}

function TextFields({ fields, invalidProps }: { fields: readonly TextFieldSpec[]; invalidProps: InvalidProps }) {
  return fields.map((field) => (
    <Field key={field.name} label={field.label} required={field.required}>
      {(id) =>
        field.multiline ? (
          <textarea id={id} name={field.name} aria-required={field.required} {...invalidProps(field.name)} />
        ) : (
          <input
            id={id}
            name={field.name}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            aria-required={field.required}
            {...invalidProps(field.name)}
          />
        )
      }
    </Field>
  ));
}

function Choice({
  name,
  label,
  options,
  invalidProps,
}: {
  name: string;
  label: string;
  options: readonly string[];
  invalidProps: InvalidProps;
}) {
  return (
    <Field label={label} required>
      {(id) => (
        <select id={id} name={name} defaultValue="" aria-required="true" {...invalidProps(name)}>
          <option value="">Please select</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function PersonalStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <>
      <div className="field-row">
        <TextFields
          invalidProps={invalidProps}
          fields={[
            { name: "firstName", label: "First name", required: true, autoComplete: "given-name" },
            { name: "lastName", label: "Last name", required: true, autoComplete: "family-name" },
          ]}
        />
      </div>
      <div className="field-row">
        <Choice name="gender" label="Gender" options={genders} invalidProps={invalidProps} />
        <Choice name="nationality" label="Nationality" options={nationalities} invalidProps={invalidProps} />
      </div>
      <TextFields
        invalidProps={invalidProps}
        fields={[{ name: "nameOfSalesPerson", label: "Name of sales person (optional)" }]}
      />
    </>
  );
}

export function CompanyStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <TextFields
      invalidProps={invalidProps}
      fields={[
        { name: "companyName", label: "Company name", required: true, autoComplete: "organization" },
        { name: "registrationNo", label: "Registration number", required: true },
        { name: "email", label: "Company email", required: true, type: "email", autoComplete: "email" },
        { name: "address", label: "Company address", required: true, multiline: true },
        { name: "websiteUrl", label: "Website (optional)", type: "url", autoComplete: "url" },
      ]}
    />
  );
}

export function AccountStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <TextFields
      invalidProps={invalidProps}
      fields={[
        { name: "loginEmail", label: "Login email for the CMS", required: true, type: "email" },
        { name: "businessName", label: "Name of business / centre", required: true },
        { name: "contactPerson", label: "Contact person name", required: true, autoComplete: "name" },
        { name: "contactNumber", label: "Phone number", required: true, type: "tel", autoComplete: "tel" },
      ]}
    />
  );
}

export function DeclarationStep({ invalidProps }: { invalidProps: InvalidProps }) {
  return (
    <>
      <p className="notice">
        Please note: Huawei phones without the Google Play Store cannot use the iKEY mobile apps. Teachers and parents
        with such phones can still receive notices by e-mail.
      </p>
      <h3>Payment</h3>
      <p>After we approve your application, pay the subscription by bank transfer to:</p>
      <dl className="bank-details">
        <dt>Bank</dt>
        <dd>{siteConfig.BANK_NAME}</dd>
        <dt>Account holder</dt>
        <dd>{siteConfig.BANK_ACCOUNT_HOLDER}</dd>
        <dt>Account number</dt>
        <dd>{siteConfig.BANK_ACCOUNT_NUMBER}</dd>
      </dl>
      <label className="checkbox">
        <input type="checkbox" name="agreed" aria-required="true" {...invalidProps("agreed")} />
        <span>
          Agree: I declare that the information given is true and complete, and I agree to iKEY's terms and conditions.
        </span>
      </label>
    </>
  );
}
