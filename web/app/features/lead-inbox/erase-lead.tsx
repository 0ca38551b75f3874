import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "../../components/ui/modal";
import { consoleApi } from "../../lib/console/console-api";
import { ActionOutcome, useConsoleAction } from "../../lib/console/use-console-action";

/** An admin erases a lead for good (a PDPA request), after confirming in a dialog. */
export function EraseLead({ leadId, name }: { readonly leadId: number; readonly name: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { busy, outcome, run } = useConsoleAction();
  const erase = async () => {
    if (await run(() => consoleApi("DELETE", `/leads/${leadId}`), "Erased."))
      navigate("/staff/leads", { replace: true });
  };
  return (
    <>
      <button ref={opener} type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Erase for good
      </button>
      <Modal
        id="erase-lead"
        title="Erase this lead for good?"
        description={`${name}'s submission, its notes and its e-mails are deleted and leave every view and export. The audit log keeps only that it was erased.`}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={opener.current}
      >
        <ActionOutcome outcome={outcome} />
        <div className="console-actions">
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void erase()}>
            Erase
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            Keep it
          </button>
        </div>
      </Modal>
    </>
  );
}
