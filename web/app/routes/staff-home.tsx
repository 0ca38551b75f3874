import { Navigate } from "react-router";
import { screensFor } from "../features/staff/console-frame";
import { useConsole } from "../lib/console/staff-session";

/** /staff opens the first screen the member's role has. */
export default function StaffHome() {
  const { session } = useConsole();
  const first = session ? screensFor(session)[0]?.to : undefined;
  return <Navigate to={first ?? "/staff/password"} replace />;
}
