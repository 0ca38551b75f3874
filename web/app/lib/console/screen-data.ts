import { redirect } from "react-router";
import { ConsoleApiError } from "./console-api";
import { readStaffSession, sessionBeingRead } from "./staff-session";

/** The screen a member without a session (or whose session has just ended) is sent to. */
export const SIGN_IN_PATH = "/staff/sign-in";

/**
 * A console screen's data, as its route's clientLoader reads it. A session that has ended (401)
 * goes to sign-in, as the console's frame does on its own read; any other refusal reaches the
 * console's one error state (routes/staff.tsx), which tells the server's sentence.
 */
export async function screenData<T>(read: () => Promise<T>): Promise<T> {
  // Signed out: straight to sign-in, without a request the server can only refuse. The frame's read
  // may predate a sign-in (it is not repeated after an action), so a "no session" is read again.
  const known = sessionBeingRead();
  if (known && (await known) === null && (await readStaffSession()) === null) throw redirect(SIGN_IN_PATH);
  try {
    return await read();
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) throw redirect(SIGN_IN_PATH);
    throw error;
  }
}
