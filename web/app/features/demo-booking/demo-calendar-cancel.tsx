import type { ConsoleDemo } from "@ikey/contracts/console-api-schemas";
import { Modal } from "../../components/ui/modal";
import { ActionOutcome, type ScreenOutcome } from "../../lib/console/console-outcome";
import { clockTime, dayTitle, malaysiaDayOf } from "./demo-calendar-format";

/** Cancels a demo after confirming: its time is free again, and both calendars get the cancellation. */
export function CancelDemoDialog({
  demo,
  open,
  returnFocusTo,
  onClose,
  busy,
  outcome,
  onCancel,
}: {
  readonly demo: ConsoleDemo | null;
  readonly open: boolean;
  readonly returnFocusTo: HTMLElement | null;
  onClose(): void;
  readonly busy: boolean;
  /** The last cancel's refusal, to read in the dialog. */
  readonly outcome: ScreenOutcome | undefined;
  onCancel(demo: ConsoleDemo): void;
}) {
  return (
    <Modal
      id="cancel-demo"
      title="Cancel this demo?"
      description={
        demo
          ? `The demo with ${demo.name || "(no name)"}, ${demo.centre} on ${dayTitle(malaysiaDayOf(demo.startsAt))} at ${clockTime(demo.startsAt)} (Malaysia time). The visitor and the member are e-mailed, the invitation leaves their calendars, and the time is free again.`
          : ""
      }
      open={open && demo !== null}
      onOpenChange={(next) => !next && onClose()}
      returnFocusTo={returnFocusTo}
    >
      <ActionOutcome outcome={outcome ?? null} />
      <div className="console-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || !demo}
          onClick={() => demo && onCancel(demo)}
        >
          {busy ? "Cancelling…" : "Cancel the demo"}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Keep it
        </button>
      </div>
    </Modal>
  );
}
