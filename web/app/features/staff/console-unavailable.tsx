import { useLocation } from "react-router";
import { ConsoleApiError } from "../../lib/console/console-api";

/** What stopped the console, in words a member can act on: the server's own sentence when it gave one. */
function reasonOf(error: unknown): string {
  if (error instanceof ConsoleApiError) return error.message;
  if (error instanceof TypeError) {
    return "The console could not reach the server. Check your connection, or ask whoever runs the server whether it is running, then try again.";
  }
  return "Something in the console failed. Try again; if it keeps happening, tell whoever runs the server what you were doing.";
}

/**
 * The console's error state (routes/staff.tsx): the session could not be read or a screen failed.
 * It names the cause, as the server put it when it answered (a console not set up yet says which
 * setting it needs), and offers to try again at the same address.
 */
export function ConsoleUnavailable({ error }: { readonly error: unknown }) {
  const { pathname, search } = useLocation();
  return (
    <div className="console-card" role="alert">
      <h1>The staff console cannot open</h1>
      <p>{reasonOf(error)}</p>
      <p>
        <a href={`${pathname}${search}`}>Try again</a>
      </p>
    </div>
  );
}
