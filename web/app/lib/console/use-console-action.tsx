import { useState } from "react";
import { ConsoleApiError } from "./console-api";

/**
 * Runs a console action and keeps what to tell the member: the server's sentence when it refused,
 * or `done` when it went through. `busy` is true meanwhile, to disable the button that started it.
 */
export function useConsoleAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly message: string } | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setOutcome({ ok: true, message: done });
      return true;
    } catch (error) {
      const message = error instanceof ConsoleApiError ? error.message : "The console could not be reached. Try again.";
      setOutcome({ ok: false, message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}

/** The outcome of the last action: an alert when refused, a status message when done. */
export function ActionOutcome({
  outcome,
}: {
  readonly outcome: { readonly ok: boolean; readonly message: string } | null;
}) {
  return (
    <p
      className={outcome?.ok === false ? "console-alert" : "console-status"}
      role={outcome?.ok === false ? "alert" : "status"}
    >
      {outcome?.message}
    </p>
  );
}
