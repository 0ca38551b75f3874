import { type ReactNode, useSyncExternalStore } from "react";

/** Narrower than the console's tables need: a phone, where lists are cards (console.css). */
const NARROW_SCREEN = "(max-width: 47.99rem)";

const narrowQuery = () => (typeof matchMedia === "function" ? matchMedia(NARROW_SCREEN) : null);
function subscribe(onChange: () => void) {
  const query = narrowQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the screen is a phone's width, following it as the window is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * A part of a screen that a phone folds under its summary, so the screen's list comes first there
 * (issue 49, point 7); on a wider screen it is simply there, as it always was. The console renders
 * in the browser only, so the first drawing already knows the width.
 */
export function FoldOnPhone({
  summary,
  className,
  children,
}: {
  readonly summary: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  if (!useNarrowScreen()) return children;
  return (
    <details className={className ? `fold-on-phone ${className}` : "fold-on-phone"}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
