import { Field } from "./field";
import type { InvalidProps } from "./use-form-submit";

interface SelectFieldProps<Option extends string> {
  readonly name: string;
  readonly label: string;
  readonly options: readonly Option[];
  /** Each option's label in the page's language; the form sends the contract's value. */
  readonly optionLabels: Record<Option, () => string>;
  /** The value chosen until the visitor chooses. */
  readonly defaultValue: string;
  /** A first option for "nothing chosen yet", with the default value, when the options hold none. */
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly invalidProps?: InvalidProps;
}

/** A labelled choice among a contract's values. */
export function SelectField<Option extends string>({
  name,
  label,
  options,
  optionLabels,
  defaultValue,
  placeholder,
  required = false,
  invalidProps,
}: SelectFieldProps<Option>) {
  return (
    <Field label={label} required={required}>
      {(id) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-required={required ? "true" : undefined}
          {...invalidProps?.(name)}
        >
          {placeholder !== undefined && <option value={defaultValue}>{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels[option]()}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
