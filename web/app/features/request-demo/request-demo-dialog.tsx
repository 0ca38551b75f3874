import { lazy, Suspense, useCallback } from "react";
import { useDialogs } from "../../components/shell/dialogs";
import { Modal } from "../../components/ui/modal";
import { replaceHash, useHashEffect } from "../../lib/use-hash";

// The form brings the shared zod contracts with it; every page has this dialog, few open it.
// Load the form when the dialog opens instead of on every page view.
const RequestDemoForm = lazy(() =>
  import("./request-demo-form").then((module) => ({ default: module.RequestDemoForm })),
);

/** Links anywhere on the web can open the dialog with this fragment. */
export const REQUEST_DEMO_HASH = "request-a-demo";

export function RequestDemoDialog() {
  const dialogs = useDialogs();
  const { open } = dialogs;

  const followHash = useCallback(
    (hash: string) => {
      if (hash === REQUEST_DEMO_HASH) open("request-demo");
    },
    [open],
  );
  useHashEffect(followHash);

  const onOpenChange = (next: boolean) => {
    if (next) return;
    dialogs.close();
    // Clear the fragment, so following a #request-a-demo link again reopens it.
    if (window.location.hash === `#${REQUEST_DEMO_HASH}`) replaceHash("");
  };

  return (
    <Modal
      id="requestDemoModal"
      title="Request a Demo"
      description="Tell us when suits you, and an iKEY specialist will show you the centre management system and the apps, in person or online."
      open={dialogs.current === "request-demo"}
      onOpenChange={onOpenChange}
      returnFocusTo={dialogs.opener}
    >
      <Suspense fallback={<p className="form-loading">Loading the form…</p>}>
        <RequestDemoForm />
      </Suspense>
    </Modal>
  );
}
