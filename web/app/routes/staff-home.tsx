import { screensFor } from "../features/staff/console-frame";
import { Redirect, useConsole } from "../lib/console/staff-session";

/** /staff opens the first screen the member's role has. */
export default function StaffHome() {
  const { session } = useConsole();
  const first = session ? screensFor(session)[0]?.to : undefined;
  return <Redirect to={first ?? "/staff/password"} />;
}
