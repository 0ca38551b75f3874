import { useNavigation, useSubmit } from "react-router";

/** A JSON body for a screen's clientAction: which action (`intent`) and its values. */
export type ScreenAction = { readonly intent: string } & Record<string, string | number | boolean | null | string[]>;

/**
 * Sends one of a screen's actions to its route's clientAction, which calls the console's API (with
 * the CSRF token) and answers the outcome as the route's actionData; the screen's data is read
 * again afterwards. `busy` is true while one is under way, to disable or relabel the button
 * that started it. The page stays where it was scrolled, and an action adds no step to the browser's
 * history (nor does the screen it may lead to, such as the inbox after erasing a lead).
 */
export function useConsoleSubmit() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const send = (action: ScreenAction) =>
    submit(action, { method: "post", encType: "application/json", preventScrollReset: true, replace: true });
  return { send, busy: navigation.formMethod !== undefined };
}
