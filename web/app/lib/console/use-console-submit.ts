import { useNavigation, useSubmit } from "react-router";

/** A JSON body for a screen's clientAction: which action (`intent`) and its values. */
export type ScreenAction = { readonly intent: string } & Record<string, string | number | boolean | null | string[]>;

/**
 * Sends one of a screen's actions to its route's clientAction, which calls the console's API (with
 * the CSRF token) and answers the outcome as the route's actionData; the screen's data is read
 * again afterwards. `pending` is the action under way, to disable or relabel the button that
 * started it. The page stays where it was scrolled.
 */
export function useConsoleSubmit() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.formMethod ? (navigation.json as ScreenAction | undefined) : undefined;
  const send = (action: ScreenAction) =>
    submit(action, { method: "post", encType: "application/json", preventScrollReset: true });
  return { send, pending, busy: pending !== undefined };
}
