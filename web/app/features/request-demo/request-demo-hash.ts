import { useCallback } from "react";
import { useDialogs } from "../../components/dialogs";
import { useHashEffect } from "../../lib/use-hash";

/** Links anywhere on the web can open the Request a Demo dialog with this fragment. */
export const REQUEST_DEMO_HASH = "request-a-demo";

/**
 * Opens the dialog when the address carries the fragment, on load and on later
 * fragment changes. It lives in the shell, apart from the dialog, whose code only
 * loads once it is opened.
 */
export function useRequestDemoHash(): void {
  const { open } = useDialogs();
  const followHash = useCallback(
    (hash: string) => {
      if (hash === REQUEST_DEMO_HASH) open("request-demo");
    },
    [open],
  );
  useHashEffect(followHash);
}
