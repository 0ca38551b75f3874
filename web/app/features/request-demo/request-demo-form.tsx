import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "../../components/localized-link";
import { isDay, SlotsBox } from "../../forms/demo-slots/slots-box";
import { Field } from "../../forms/field";
import { Honeypot } from "../../forms/honeypot";
import { PersonalDataNotice } from "../../forms/personal-data-notice";
import { TextField } from "../../forms/text-field";
import { leadSent, useFormSubmit } from "../../forms/use-form-submit";
import { withElements } from "../../forms/with-elements";
import { onDemand } from "../../lib/on-demand";
import * as m from "../../paraglide/messages.js";

// The checks and the sending (zod, attestation) load on first focus, or on submit.
const loadLogic = onDemand(() => import("./request-demo-submit"));
// The free times load with the dialog, not with the page.
const DemoSlotPicker = lazy(() => import("../../forms/demo-slots/demo-slot-picker"));

const textFields = [
  { name: "name", label: m.request_demo_name_label, type: "text", autoComplete: "name" },
  {
    name: "companyName",
    label: m.request_demo_company_name_label,
    type: "text",
    autoComplete: "organization",
  },
  { name: "email", label: m.request_demo_email_label, type: "email", autoComplete: "email" },
  { name: "contactNumber", label: m.request_demo_contact_number_label, type: "tel", autoComplete: "tel" },
] as const;

/** A text box that turns into the native date or time picker when focused (requirements: Validation rules). */
function PickerOnFocus({
  id,
  name,
  picker,
  onValue,
  "aria-invalid": invalid,
}: {
  id: string;
  name: string;
  picker: "date" | "time";
  onValue?: (value: string) => void;
  "aria-invalid"?: true;
}) {
  const [focused, setFocused] = useState(false);
  return (
    <input
      id={id}
      name={name}
      type={focused ? picker : "text"}
      placeholder={picker === "date" ? m.request_demo_date_placeholder() : m.request_demo_time_placeholder()}
      aria-required="true"
      aria-invalid={invalid}
      onFocus={() => setFocused(true)}
      onChange={onValue ? (event) => onValue(event.currentTarget.value) : undefined}
    />
  );
}

/** The Request a Demo form inside #requestDemoModal. */
export function RequestDemoForm() {
  const { busy, onSubmit, prepare, invalidProps } = useFormSubmit({
    load: loadLogic,
    onSent: leadSent,
    failureAlert: m.form_request_failed(),
  });

  const form = useRef<HTMLFormElement>(null);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  // The slot picker writes into the form's own fields, which are what the form sends.
  const setField = (name: "appointmentDate" | "appointmentTime", value: string) => {
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = value;
  };

  return (
    <form
      ref={form}
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label={m.request_demo_title()}
    >
      {textFields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label()}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          invalidProps={invalidProps}
        />
      ))}
      <div className="field-row">
        <Field label={m.request_demo_appointment_date_label()} required>
          {(id) => (
            <PickerOnFocus
              id={id}
              name="appointmentDate"
              picker="date"
              onValue={setDate}
              {...invalidProps("appointmentDate")}
            />
          )}
        </Field>
        <Field label={m.request_demo_appointment_time_label()} required>
          {(id) => (
            <PickerOnFocus
              id={id}
              name="appointmentTime"
              picker="time"
              onValue={setTime}
              {...invalidProps("appointmentTime")}
            />
          )}
        </Field>
      </div>
      {/* Should the date come before the picker's code, its room is kept already. */}
      <Suspense fallback={isDay(date) ? <SlotsBox date={date} /> : null}>
        <DemoSlotPicker
          date={date}
          chosen={time}
          onChoose={(chosen) => {
            setField("appointmentTime", chosen);
            setTime(chosen);
          }}
          onShowDate={(next) => {
            setField("appointmentDate", next);
            setDate(next);
          }}
        />
      </Suspense>
      <label className="checkbox">
        <input type="checkbox" name="privacyAccepted" aria-required="true" {...invalidProps("privacyAccepted")} />
        <span>
          {withElements(m.request_demo_privacy_consent, {
            privacyPolicy: <Link to="/privacy-policy">{m.form_privacy_policy_link()}</Link>,
          })}
        </span>
      </label>
      <Honeypot />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? m.form_submitting() : m.request_demo_submit()}
      </button>
      <PersonalDataNotice purpose={m.request_demo_purpose()} />
    </form>
  );
}
