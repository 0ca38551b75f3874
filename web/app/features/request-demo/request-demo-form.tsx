import { type FormEvent, useState } from "react";
import { Link } from "../../components/localized-link";
import { Field } from "../../forms/field";
import { Honeypot } from "../../forms/honeypot";
import { REQUEST_FAILED_MESSAGE, SUBMITTING_LABEL } from "../../forms/messages";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { readForm } from "../../forms/read-form";
import { useLeadSubmit } from "../../forms/use-lead-submit";
import { onDemand, warmUp } from "../../lib/on-demand";

// The checks and the sending (zod, attestation) load on first focus, or on submit.
const loadSubmit = onDemand(() => import("./request-demo-submit"));
const prepare = () => warmUp(loadSubmit, (logic) => logic.prepareAttestation());

const textFields = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "companyName", label: "Company / institution name", type: "text", autoComplete: "organization" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "contactNumber", label: "Contact number", type: "tel", autoComplete: "tel" },
] as const;

/** A text box that turns into the native date or time picker when focused (requirements: Validation rules). */
function PickerOnFocus({
  id,
  name,
  picker,
  "aria-invalid": invalid,
}: {
  id: string;
  name: string;
  picker: "date" | "time";
  "aria-invalid"?: true;
}) {
  const [focused, setFocused] = useState(false);
  return (
    <input
      id={id}
      name={name}
      type={focused ? picker : "text"}
      placeholder={picker === "date" ? "Choose a date" : "Choose a time"}
      aria-required="true"
      aria-invalid={invalid}
      onFocus={() => setFocused(true)}
    />
  );
}

/** The Request a Demo form inside #requestDemoModal. */
export function RequestDemoForm() {
  const { busy, submit, invalidProps } = useLeadSubmit();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    void submit({
      form,
      check: async () => (await loadSubmit()).checkRequestDemo(values),
      send: async () => (await loadSubmit()).sendRequestDemo(values),
      failureMessage: REQUEST_FAILED_MESSAGE,
    });
  };

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={prepare} aria-label="Request a Demo">
      {textFields.map((field) => (
        <Field key={field.name} label={field.label} required>
          {(id) => (
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-required="true"
              {...invalidProps(field.name)}
            />
          )}
        </Field>
      ))}
      <div className="field-row">
        <Field label="Appointment date" required>
          {(id) => <PickerOnFocus id={id} name="appointmentDate" picker="date" {...invalidProps("appointmentDate")} />}
        </Field>
        <Field label="Appointment time" required>
          {(id) => <PickerOnFocus id={id} name="appointmentTime" picker="time" {...invalidProps("appointmentTime")} />}
        </Field>
      </div>
      <label className="checkbox">
        <input type="checkbox" name="privacyAccepted" aria-required="true" {...invalidProps("privacyAccepted")} />
        <span>
          I have read and accept the <Link to="/privacy-policy">Privacy Policy</Link>.
        </span>
      </label>
      <Honeypot />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? SUBMITTING_LABEL : "Request a Demo"}
      </button>
      <PersonalDataNotice purpose="to arrange your demo and to follow up on it" />
    </form>
  );
}
