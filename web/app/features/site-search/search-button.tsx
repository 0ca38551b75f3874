import { useDialogs } from "../../components/dialogs";
import * as m from "../../paraglide/messages.js";

/** Opens site search; the dialog's code loads then (shell/site-dialogs.tsx). */
export function SearchButton({ className }: { readonly className: string }) {
  const dialogs = useDialogs();
  return (
    <button
      type="button"
      className={className}
      aria-keyshortcuts="/ Control+K"
      title={m.help_search_open_label()}
      onClick={() => dialogs.open("search")}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span>{m.help_search_open()}</span>
    </button>
  );
}
