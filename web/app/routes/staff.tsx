import { Navigate, Outlet, useLoaderData, useLocation } from "react-router";
import consoleStyles from "../features/staff/console.css?url";
import { ConsoleFrame } from "../features/staff/console-frame";
import { consoleMeta } from "../lib/console/console-meta";
import { type ConsoleContext, readStaffSession } from "../lib/console/staff-session";
import { stylesheetHandle } from "../lib/stylesheets";

/** Tells the site's shell to step aside: the console has a frame of its own. */
export const handle = { ...stylesheetHandle(consoleStyles), console: true };

export const meta = () => consoleMeta("Loading");

export const clientLoader = readStaffSession;
/** The session is read again on every console navigation: one ended elsewhere shows at once. */
export const shouldRevalidate = () => true;

/** What the prerendered page shows until the console's code has run. */
export function HydrateFallback() {
  return (
    <div className="console-loading">
      <p>Loading the staff console…</p>
      <noscript>The staff console needs JavaScript.</noscript>
    </div>
  );
}

/** Screens anyone may open: the rest need a session. */
const OPEN_SCREENS = ["/staff/sign-in", "/staff/invitation"];

export default function StaffConsole() {
  const session = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  const context: ConsoleContext = { session };
  if (!session && !OPEN_SCREENS.includes(pathname)) return <Navigate to="/staff/sign-in" replace />;
  return (
    <ConsoleFrame session={session}>
      <Outlet context={context} />
    </ConsoleFrame>
  );
}
