import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { createContext, useContext, useEffect } from "react";
import { useNavigate } from "react-router";
import { consoleApi, rememberCsrfToken } from "./console-api";

let latestRead: Promise<StaffSession | null> | null = null;

/** The signed-in member, or null: read on every console navigation, so an ended session shows at once. */
export function readStaffSession(): Promise<StaffSession | null> {
  latestRead = consoleApi<{ session: StaffSession | null }>("GET", "/session").then(({ session }) => {
    rememberCsrfToken(session?.csrfToken ?? "");
    return session;
  });
  return latestRead;
}

/**
 * The session as the console's frame last read it: a screen's loader, which runs beside the frame's,
 * waits for it rather than asking the server for data a signed-out visitor cannot have. Null until
 * the frame has read it once.
 */
export function sessionBeingRead(): Promise<StaffSession | null> | null {
  return latestRead;
}

/**
 * The session as the console's frame hands it to each screen. A context of the console's own
 * rather than React Router's outlet context, so the console adds nothing to the framework chunk
 * every public page loads.
 */
export const ConsoleSession = createContext<StaffSession | null>(null);

export function useConsole(): { readonly session: StaffSession | null } {
  return { session: useContext(ConsoleSession) };
}

/** Goes to `to` instead of the current address, once rendered (the console's own small <Navigate>). */
export function Redirect({ to }: { readonly to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
