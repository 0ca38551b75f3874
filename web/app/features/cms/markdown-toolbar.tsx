import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { type Edit, formatLines, insertLink, type LineFormat } from "./markdown-insert";

const FORMATS: readonly { readonly format: LineFormat; readonly label: string }[] = [
  { format: "heading", label: "Heading" },
  { format: "subheading", label: "Subheading" },
  { format: "bulleted", label: "Bulleted list" },
  { format: "numbered", label: "Numbered list" },
];

/** Which button an arrow key, Home or End moves to, wrapping at the ends (the WAI-ARIA toolbar pattern). */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * The buttons above the body that write Markdown for the selected lines: a heading, a subheading,
 * a bulleted or numbered list, and a link (its address asked in a field beside the toolbar, not in
 * a prompt, so it can be read, corrected and cancelled like any field). One Tab stop, the arrows
 * between the buttons; after each, the body has the keyboard again with the inserted text selected.
 */
export function MarkdownToolbar({
  textarea,
  label,
  disabled,
  onEdit,
}: {
  readonly textarea: RefObject<HTMLTextAreaElement | null>;
  readonly label: string;
  readonly disabled: boolean;
  readonly onEdit: (text: string) => void;
}) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const [address, setAddress] = useState("");
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkButton = FORMATS.length;
  const addressId = useId();
  // The selection to give the body once it shows the edited text (the next render).
  const selectAfter = useRef<Edit | null>(null);
  useLayoutEffect(() => {
    const edit = selectAfter.current;
    const body = textarea.current;
    if (!edit || !body) return;
    selectAfter.current = null;
    body.focus();
    body.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  const apply = (change: (edit: Edit) => Edit) => {
    const body = textarea.current;
    if (!body) return;
    const edit = change({ text: body.value, selectionStart: body.selectionStart, selectionEnd: body.selectionEnd });
    selectAfter.current = edit;
    onEdit(edit.text);
  };

  const addLink = () => {
    const trimmed = address.trim();
    if (!trimmed) return;
    setAsking(false);
    setAddress("");
    apply((edit) => insertLink(edit, trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, focusIndex, FORMATS.length + 1);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const toolButton = (index: number, text: string, onClick: () => void, expanded?: boolean) => (
    <button
      key={text}
      ref={(element) => {
        buttons.current[index] = element;
      }}
      type="button"
      className="button button-secondary"
      tabIndex={index === focusIndex ? 0 : -1}
      disabled={disabled}
      aria-expanded={expanded}
      onFocus={() => setFocusIndex(index)}
      onClick={onClick}
    >
      {text}
    </button>
  );

  return (
    <div className="cms-toolbar-wrap">
      <div role="toolbar" aria-label={label} className="cms-toolbar" onKeyDown={onKeyDown}>
        {FORMATS.map(({ format, label: text }, index) =>
          toolButton(index, text, () => apply((edit) => formatLines(edit, format))),
        )}
        {toolButton(linkButton, "Link…", () => setAsking((open) => !open), asking)}
      </div>
      {asking && (
        <div className="cms-link-address">
          <div className="field">
            <label htmlFor={addressId}>Address of the link</label>
            <input
              id={addressId}
              // biome-ignore lint/a11y/noAutofocus: it opens because the member asked for it, to be typed in
              autoFocus
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={address}
              aria-describedby={`${addressId}-hint`}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                // Enter inserts the link rather than sending the text's form; Escape closes.
                if (event.key === "Enter") {
                  event.preventDefault();
                  addLink();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  setAsking(false);
                  buttons.current[linkButton]?.focus();
                }
              }}
            />
            <p id={`${addressId}-hint`} className="cms-hint">
              A page of the site (/faq), or an address starting https://, mailto: or tel:
            </p>
          </div>
          <div className="console-actions">
            <button type="button" className="button button-primary" onClick={addLink}>
              Insert the link
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setAsking(false);
                buttons.current[linkButton]?.focus();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
