import { useLocation } from "react-router";
import { ConsoleApiError } from "./console-api";

/** What stopped the console, in words a member can act on: the server's own sentence when it gave one. */
function reasonOf(error: unknown): string {
  if (error instanceof ConsoleApiError) return error.message;
  if (error instanceof TypeError) {
    return "The console could not reach the server. Check your connection, or ask whoever runs the server whether it is running, then try again.";
  }
  return "Something in the console failed. Try again; if it keeps happening, tell whoever runs the server what you were doing.";
}

/**
 * The console's one error state: the session could not be read (routes/staff.tsx) or a screen's
 * data could not be loaded (each screen's route exports this as its ErrorBoundary, inside the
 * console's frame). It names the cause, as the server put it when it answered (a console not set
 * up yet says which setting it needs; a role that may not open a screen is told so), and offers
 * to try again at the same address. The alert is the cause alone, for screen readers to read out.
 */
export function ConsoleUnavailable({ error }: { readonly error: unknown }) {
  const { pathname, search } = useLocation();
  return (
    <div className="console-card">
      <h1>The staff console cannot open</h1>
      <p role="alert">{reasonOf(error)}</p>
      <p>
        <a href={`${pathname}${search}`}>Try again</a>
      </p>
    </div>
  );
}
