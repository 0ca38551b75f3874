import type { ConsoleOutcome } from "../../lib/console/console-outcome";

/**
 * A refused form's problem: the first failing check, as the browser found it with the contract's
 * schema, or as the server answered it (`field` is the body's path either way, such as
 * "weeklyHours.1.0.start"). One control per path, so the sentence goes under the very input.
 */
export type FieldProblem = { readonly field?: string; readonly message: string };

/** The first of a failed parse's issues, which the schema holds in reading order. */
export function firstIssue(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]) {
  const [first] = issues;
  return first ? { field: first.path.map(String).join(".") || undefined, message: first.message } : undefined;
}

/** The refused outcome's problem, when the form's last action was refused. */
export function problemOf(outcome: ConsoleOutcome | null | undefined): FieldProblem | undefined {
  return outcome?.ok === false ? { field: outcome.field, message: outcome.message } : undefined;
}

/** A form's control for a body path: its id, and what marks it invalid and ties it to the sentence. */
export function controlFor(form: string, path: string, problem: FieldProblem | undefined) {
  const id = `${form}-${path.replaceAll(".", "-")}`;
  const problemId = `${id}-problem`;
  const invalid = problem?.field === path;
  return {
    id,
    problemId,
    problem: invalid ? problem.message : undefined,
    invalidProps: invalid ? { "aria-invalid": true as const, "aria-describedby": problemId } : {},
  };
}

/** The problem's sentence under its control (the form's outcome above it announces it). */
export function ProblemText({ id, problem }: { readonly id: string; readonly problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="console-alert">
      {problem}
    </p>
  );
}

/** Moves the keyboard to the control the problem names, when the form has one. */
export function focusProblem(form: string, problem: FieldProblem | undefined): void {
  if (!problem?.field) return;
  document.getElementById(`${form}-${problem.field.replaceAll(".", "-")}`)?.focus();
}
