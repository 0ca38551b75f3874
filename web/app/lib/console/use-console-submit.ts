import { useFetcher, useNavigation, useSubmit } from "react-router";
import type { ScreenOutcome } from "./console-outcome";
import { keepFocus } from "./keep-focus";

/** A value a screen's action carries: JSON, such as a week of stretches. */
export type ActionValue =
  | string
  | number
  | boolean
  | null
  | readonly ActionValue[]
  | { readonly [key: string]: ActionValue };

/** A JSON body for a screen's clientAction: which action (`intent`) and its values. */
export type ScreenAction = { readonly intent: string } & Record<string, ActionValue>;

/**
 * Sends one of a screen's actions to its route's clientAction, which calls the console's API (with
 * the CSRF token) and answers the outcome as the route's actionData; the screen's data is read
 * again afterwards. `busy` is true while one is under way, to disable or relabel the button
 * that started it. The page stays where it was scrolled, and an action adds no step to the browser's
 * history (nor does the screen it may lead to, such as the inbox after erasing a lead), and the
 * focus stays on what had it (lib/console/keep-focus.ts).
 */
export function useConsoleSubmit() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const send = (action: ScreenAction) =>
    keepFocus(() =>
      submit(action, { method: "post", encType: "application/json", preventScrollReset: true, replace: true }),
    );
  return { send, busy: navigation.formMethod !== undefined };
}

/**
 * The same, for one of several forms on a screen, each with its own busy state and outcome (a
 * fetcher: the address, fragment included, stays as it is). `busy` lasts until the screen's data
 * has been read again, and `outcome` (`data` when the action went through) is the last action's
 * once it has: a form that reacts to it finds the screen already showing what changed.
 */
export function useConsoleFetcher<T = unknown>() {
  const fetcher = useFetcher<ScreenOutcome<T>>();
  const busy = fetcher.state !== "idle";
  const send = (action: ScreenAction) =>
    keepFocus(() => fetcher.submit(action, { method: "post", encType: "application/json" }));
  return { send, busy, outcome: busy ? undefined : fetcher.data };
}
