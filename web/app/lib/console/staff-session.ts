import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { useOutletContext } from "react-router";
import { consoleApi, rememberCsrfToken } from "./console-api";

/** The signed-in member, or null: read on every console navigation, so an ended session shows at once. */
export async function readStaffSession(): Promise<StaffSession | null> {
  const { session } = await consoleApi<{ session: StaffSession | null }>("GET", "/session");
  rememberCsrfToken(session?.csrfToken ?? "");
  return session;
}

/** What the console's frame hands each screen. */
export interface ConsoleContext {
  readonly session: StaffSession | null;
}

export function useConsole(): ConsoleContext {
  return useOutletContext<ConsoleContext>();
}
