import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { vi } from "vitest";
import { readStaffSession } from "../app/lib/console/staff-session";

/**
 * Reads the session as the console's frame does before any screen loads, answered with `session`.
 * The console keeps the last read (and its CSRF token) for the screens' loaders, so a test of a
 * screen starts from a known member rather than from whatever an earlier test file left.
 */
export async function readSessionAs(session: StaffSession | null): Promise<void> {
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ session }));
  try {
    await readStaffSession();
  } finally {
    fetch.mockRestore();
  }
}
