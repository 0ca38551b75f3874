import type { ConsoleOutcome } from "./console-outcome";

/**
 * The server's sentence when it named this field (a check of the body failed). Its `field` is
 * the body's path, so an unknown group is "groups.0": the form's field is the path's first part.
 */
export function fieldProblem(outcome: ConsoleOutcome | undefined, name: string): string | undefined {
  if (outcome?.ok !== false || !outcome.field) return undefined;
  return outcome.field.split(".")[0] === name ? outcome.message : undefined;
}

/** What marks a control invalid and points it at its problem's sentence, so both are read with it. */
export function invalidProps(problem: string | undefined, problemId: string) {
  return problem ? { "aria-invalid": true as const, "aria-describedby": problemId } : {};
}

/** The problem's sentence under its field (the action's outcome above the form announces it). */
export function FieldProblem({ id, problem }: { readonly id: string; readonly problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="console-alert">
      {problem}
    </p>
  );
}

/** Moves the keyboard to the field the server refused (for a group of checkboxes, its first). */
export function focusField(form: HTMLFormElement | null, outcome: ConsoleOutcome | undefined): void {
  const name = outcome?.ok === false ? outcome.field?.split(".")[0] : undefined;
  if (!form || !name) return;
  const first = [...form.elements].find((control) => control.getAttribute("name") === name);
  if (first instanceof HTMLElement) first.focus();
}
