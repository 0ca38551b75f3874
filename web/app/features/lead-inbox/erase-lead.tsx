import { useRef, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import { useConsoleSubmit } from "../../lib/console/use-console-submit";

/** An admin erases a lead for good (a PDPA request), after confirming in a dialog; once erased, the inbox opens. */
export function EraseLead({ name, outcome }: { readonly name: string; readonly outcome: ScreenOutcome | undefined }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { send, busy } = useConsoleSubmit();
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
        <ActionOutcome outcome={busy ? null : (outcome ?? null)} />
        <div className="console-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void send({ intent: "erase" })}
          >
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
