import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { useOutletContext } from "react-router";
import { ConsoleApiError, consoleApi, rememberCsrfToken } from "./console-api";

/** The signed-in member, or null: read on every console navigation, so an ended session shows at once. */
export async function readStaffSession(): Promise<StaffSession | null> {
  try {
    const session = await consoleApi<StaffSession>("GET", "/session");
    rememberCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) return null;
    throw error;
  }
}

/** What the console's frame hands each screen. */
export interface ConsoleContext {
  readonly session: StaffSession | null;
  /** Reads the session again (after signing in or out). */
  readonly refresh: () => void;
}

export function useConsole(): ConsoleContext {
  return useOutletContext<ConsoleContext>();
}
