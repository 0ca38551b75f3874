import { useEffect } from "react";
import { useDialogs } from "../../components/dialogs";

/** Typing somewhere: "/" there is text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Opens search with "/" (outside a text field) or Ctrl+K / ⌘K, anywhere on the site. */
export function useSearchShortcut(): void {
  const dialogs = useDialogs();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      dialogs.open("search");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dialogs]);
}
