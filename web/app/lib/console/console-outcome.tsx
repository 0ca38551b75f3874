import { ConsoleApiError } from "./console-api";

/** What to tell the member after an action, and the form field at fault when the server named one. */
export interface ConsoleOutcome {
  readonly ok: boolean;
  readonly message: string;
  readonly field?: string;
}

/** A console action's refusal in the member's words: the server's sentence, or that it could not be reached. */
export function refusalOf(error: unknown): ConsoleOutcome {
  if (error instanceof ConsoleApiError) return { ok: false, message: error.message, field: error.field };
  return { ok: false, message: "The console could not be reached. Try again." };
}

/**
 * A route action's outcome: which of the screen's actions it was (`intent`), a number that is new
 * for every action (a form keyed by it starts empty again after it went through), and what the
 * action answered.
 */
export interface ScreenOutcome<T = unknown> extends ConsoleOutcome {
  readonly intent: string;
  readonly serial: number;
  readonly data?: T;
}

let serial = 0;

/** Runs one of a screen's actions (in its route's clientAction) and says what to tell the member. */
export async function outcomeOf<T>(
  intent: string,
  action: () => Promise<T>,
  done: string | ((data: T) => string),
): Promise<ScreenOutcome<T>> {
  serial += 1;
  try {
    const data = await action();
    return { intent, serial, ok: true, message: typeof done === "string" ? done : done(data), data };
  } catch (error) {
    return { intent, serial, ...refusalOf(error) };
  }
}

/** The outcome of the last action: an alert when refused, a status message when done (empty meanwhile). */
export function ActionOutcome({ outcome }: { readonly outcome: ConsoleOutcome | null | undefined }) {
  return (
    <p
      className={outcome?.ok === false ? "console-alert" : "console-status"}
      role={outcome?.ok === false ? "alert" : "status"}
    >
      {outcome?.message}
    </p>
  );
}
