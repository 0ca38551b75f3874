import { redirect } from "react-router";
import { ConsoleApiError } from "./console-api";
import { sessionBeingRead } from "./staff-session";

/** The screen a member without a session (or whose session has just ended) is sent to. */
export const SIGN_IN_PATH = "/staff/sign-in";

/**
 * A console screen's data, as its route's clientLoader reads it. A session that has ended (401)
 * goes to sign-in, as the console's frame does on its own read; any other refusal reaches the
 * console's one error state (routes/staff.tsx), which tells the server's sentence.
 */
export async function screenData<T>(read: () => Promise<T>): Promise<T> {
  // Signed out: straight to sign-in, without a request the server can only refuse.
  const session = sessionBeingRead();
  if (session && (await session) === null) throw redirect(SIGN_IN_PATH);
  try {
    return await read();
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) throw redirect(SIGN_IN_PATH);
    throw error;
  }
}
