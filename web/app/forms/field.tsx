import { type ReactNode, useId } from "react";

interface FieldProps {
  readonly label: string;
  readonly required?: boolean;
  /** Renders the control, given the id its label points to. */
  readonly children: (id: string) => ReactNode;
}

/** A labelled form control; required ones carry a visible asterisk and `required` for assistive technology. */
export function Field({ label, required = false, children }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label, so the control's name stays the label alone; aria-required says the rest. */}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children(id)}
    </div>
  );
}
