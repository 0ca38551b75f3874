import { useState } from "react";
import { ConsoleApiError } from "./console-api";

/** What to tell the member after an action, and the form field at fault when the server named one. */
export interface ConsoleOutcome {
  readonly ok: boolean;
  readonly message: string;
  readonly field?: string;
}

/**
 * Runs a console action and keeps what to tell the member: the server's sentence (and field) when
 * it refused, or `done` when it went through. `busy` is true meanwhile, to disable the button that
 * started it.
 */
export function useConsoleAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ConsoleOutcome | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setOutcome({ ok: true, message: done });
      return true;
    } catch (error) {
      if (error instanceof ConsoleApiError) setOutcome({ ok: false, message: error.message, field: error.field });
      else setOutcome({ ok: false, message: "The console could not be reached. Try again." });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}

/** The outcome of the last action: an alert when refused, a status message when done. */
export function ActionOutcome({ outcome }: { readonly outcome: ConsoleOutcome | null }) {
  return (
    <p
      className={outcome?.ok === false ? "console-alert" : "console-status"}
      role={outcome?.ok === false ? "alert" : "status"}
    >
      {outcome?.message}
    </p>
  );
}
