import { useState } from "react";
import { type ConsoleOutcome, refusalOf } from "./console-outcome";

/**
 * Runs a console action from a screen's own handler (where a step's answer feeds the next, as in
 * a form that stays open) and keeps what to tell the member: the server's sentence (and field)
 * when it refused, or `done` when it went through. `busy` is true meanwhile, to disable the button
 * that started it. Screens whose actions only change what their route loads send them to the
 * route's clientAction instead (use-console-submit.ts).
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
      setOutcome(refusalOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}
