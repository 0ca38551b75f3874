import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_UPLOAD_TYPES } from "@ikey/contracts/cms-images";
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { type Edit, formatLines, insertLink, insertPicture, type LineFormat } from "./markdown-insert";

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
 * a bulleted or numbered list, a link (its address asked in a field beside the toolbar, not in
 * a prompt, so it can be read, corrected and cancelled like any field) and a picture (a file chosen,
 * sent by `upload`, which answers with the address the body writes). One Tab stop, the arrows
 * between the buttons; after each, the body has the keyboard again with the inserted text selected.
 */
export function MarkdownToolbar({
  textarea,
  label,
  disabled,
  onEdit,
  upload,
}: {
  readonly textarea: RefObject<HTMLTextAreaElement | null>;
  readonly label: string;
  readonly disabled: boolean;
  readonly onEdit: (text: string) => void;
  readonly upload: (file: File) => Promise<string>;
}) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const [address, setAddress] = useState("");
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkButton = FORMATS.length;
  const pictureButton = linkButton + 1;
  const addressId = useId();
  const pictureFile = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
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

  const addPicture = async (file: File | undefined) => {
    if (!file) return;
    setPictureProblem(null);
    // Said at once rather than after sending 10 MB over a slow line to be told the same.
    if (file.size > CMS_IMAGE_MAX_BYTES) {
      setPictureProblem(`That file is larger than ${CMS_IMAGE_MAX_BYTES / 1024 / 1024} MB: save a smaller copy.`);
      return;
    }
    setUploading(true);
    try {
      const source = await upload(file);
      apply((edit) => insertPicture(edit, source));
    } catch (error) {
      setPictureProblem(error instanceof Error ? error.message : "The picture could not be sent.");
    } finally {
      setUploading(false);
      if (pictureFile.current) pictureFile.current.value = "";
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, focusIndex, FORMATS.length + 2);
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
        {toolButton(pictureButton, uploading ? "Sending the picture…" : "Picture…", () => {
          if (!uploading) pictureFile.current?.click();
        })}
      </div>
      <input
        ref={pictureFile}
        type="file"
        hidden
        accept={CMS_IMAGE_UPLOAD_TYPES.join(",")}
        aria-label="Picture to add (PNG, JPEG or WebP)"
        onChange={(event) => void addPicture(event.target.files?.[0])}
      />
      <p className="cms-hint" aria-live="polite">
        {uploading ? "Sending the picture: it appears in the text when the server has made its sizes." : ""}
      </p>
      {pictureProblem && (
        <p className="console-alert" role="alert">
          {pictureProblem}
        </p>
      )}
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
