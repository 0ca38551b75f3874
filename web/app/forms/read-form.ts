/** A form's values by control name: text as typed, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

/** Reads a form's values; hidden wizard steps stay in the form, so their values are read too. */
export function readForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!element.name) continue;
    values[element.name] =
      element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
  }
  return values;
}

/** Focuses a control by name, e.g. the field an alert was about. */
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
