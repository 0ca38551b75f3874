import { Outlet, useLocation } from "react-router";
import consoleStyles from "../features/staff/console.css?url";
import { ConsoleFrame } from "../features/staff/console-frame";
import { ConsoleUnavailable } from "../features/staff/console-unavailable";
import { consoleMeta } from "../lib/console/console-meta";
import { ConsoleSession, Redirect, readStaffSession } from "../lib/console/staff-session";
import { stylesheetHandle } from "../lib/stylesheets";
import type { Route } from "./+types/staff";

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

export default function StaffConsole({ loaderData: session }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (!session && !OPEN_SCREENS.includes(pathname)) return <Redirect to="/staff/sign-in" />;
  return (
    <ConsoleSession value={session}>
      <ConsoleFrame session={session}>
        <Outlet />
      </ConsoleFrame>
    </ConsoleSession>
  );
}

/** The session could not be read (the console not set up, the server unreachable) or a screen failed: say why, in the console's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ConsoleFrame session={null}>
      <ConsoleUnavailable error={error} />
    </ConsoleFrame>
  );
}
