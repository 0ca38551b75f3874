import { useDialogs, useOpenDialog } from "../../components/dialogs";
import { Modal } from "../../components/ui/modal";
import { replaceHash } from "../../lib/use-hash";
import * as m from "../../paraglide/messages.js";
import { RequestDemoForm } from "./request-demo-form";
import { REQUEST_DEMO_HASH } from "./request-demo-hash";

export function RequestDemoDialog() {
  const dialogs = useDialogs();
  const { name, opener } = useOpenDialog();

  const onOpenChange = (next: boolean) => {
    if (next) return;
    dialogs.close();
    // Clear the fragment, so following a #request-a-demo link again reopens it.
    if (window.location.hash === `#${REQUEST_DEMO_HASH}`) replaceHash("");
  };

  return (
    <Modal
      id="requestDemoModal"
      title={m.request_demo_title()}
      description={m.request_demo_description()}
      open={name === "request-demo"}
      onOpenChange={onOpenChange}
      returnFocusTo={opener}
    >
      <RequestDemoForm />
    </Modal>
  );
}
