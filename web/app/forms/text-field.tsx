import { Field } from "./field";
import type { InvalidProps } from "./use-form-submit";

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly type?: "text" | "email" | "tel" | "url";
  readonly autoComplete?: string;
  /** The keyboard a phone shows, where `type` would change what the browser accepts. */
  readonly inputMode?: "tel";
  /** Several lines (a textarea) instead of one. */
  readonly multiline?: boolean;
  readonly invalidProps: InvalidProps;
}

/** A labelled text control whose `name` is its field name in the contract. */
export function TextField({
  name,
  label,
  required = false,
  type = "text",
  autoComplete,
  inputMode,
  multiline = false,
  invalidProps,
}: TextFieldProps) {
  const ariaRequired = required ? "true" : undefined;
  return (
    <Field label={label} required={required}>
      {(id) =>
        multiline ? (
          <textarea id={id} name={name} aria-required={ariaRequired} {...invalidProps(name)} />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            aria-required={ariaRequired}
            {...invalidProps(name)}
          />
        )
      }
    </Field>
  );
}
