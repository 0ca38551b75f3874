import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import * as m from "../../paraglide/messages.js";

interface ModalProps {
  /** The dialog element's id, e.g. `requestDemoModal`. */
  readonly id: string;
  readonly title: string;
  readonly description: ReactNode;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The element to focus after closing; Radix only knows its own trigger. */
  readonly returnFocusTo?: HTMLElement | null;
  /** The element to focus on opening, when not the first one that takes focus (the close button). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * The site's one dialog. Radix supplies the focus trap, Escape, scroll lock and
 * the aria wiring; this adds the shared look and the focus return for dialogs
 * opened from several buttons or from the address fragment.
 */
export function Modal({
  id,
  title,
  description,
  open,
  onOpenChange,
  returnFocusTo,
  initialFocus,
  className,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          id={id}
          className={className ? `modal ${className}` : "modal"}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
        >
          <div className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="modal-close" aria-label={m.modal_close()}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="modal-description">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
