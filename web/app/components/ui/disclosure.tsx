import { type ReactNode, useState } from "react";

interface DisclosureProps {
  /** The region's id; the button is `{id}-button`. Stable ids keep the prerendered HTML and hydration in step. */
  readonly id: string;
  /** The button's text, e.g. "Requirements and responsibilities". */
  readonly label: string;
  readonly defaultOpen?: boolean;
  readonly children: ReactNode;
}

/**
 * A button that shows and hides one region (the WAI-ARIA disclosure pattern).
 * The region is always rendered, with `hidden` while collapsed, so its copy is
 * in the prerendered HTML for search engines and for find-in-page after opening.
 */
export function Disclosure({ id, label, defaultOpen = false, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const buttonId = `${id}-button`;
  return (
    <div className="disclosure">
      <button
        type="button"
        id={buttonId}
        className="disclosure-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="disclosure-icon" aria-hidden="true" />
        {label}
      </button>
      <section id={id} className="disclosure-region" aria-labelledby={buttonId} hidden={!open}>
        {children}
      </section>
    </div>
  );
}
