import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import consoleStyles from "../features/staff/console.css?url";
import { ConsoleFrame } from "../features/staff/console-frame";
import { consoleMeta } from "../lib/console/console-meta";
import { ConsoleUnavailable } from "../lib/console/console-unavailable";
import { ConsoleSession, Redirect, readStaffSession } from "../lib/console/staff-session";
import { stylesheetHandle } from "../lib/stylesheets";
import type { Route } from "./+types/staff";

/** Tells the site's shell to step aside: the console has a frame of its own. */
export const handle = { ...stylesheetHandle(consoleStyles), console: true };

export const meta = () => consoleMeta("Loading");

export const clientLoader = readStaffSession;
/**
 * The session is read again on every console navigation: one ended elsewhere shows at once. Not
 * after a screen's action, whose outcome (a refusal saying the session has ended, too) stays to
 * be read: that action's own call to the server has just checked the session.
 */
export const shouldRevalidate = ({ actionResult }: ShouldRevalidateFunctionArgs) => actionResult === undefined;

/**
 * What the prerendered page shows until the console's code has run and the session and the
 * screen's data are read: the console's one loading state on opening (each screen's loader runs
 * under it). Later navigations keep the screen shown, marked busy, until the next one is ready.
 * A page of its own (a main landmark, a heading): on a slow phone it is read before the screen.
 */
export function HydrateFallback() {
  return (
    <main className="console-loading">
      <h1>Staff console</h1>
      <p role="status">Loading the staff console…</p>
      <noscript>The staff console needs JavaScript.</noscript>
    </main>
  );
}

/** Screens anyone may open: the rest need a session. */
const OPEN_SCREENS = ["/staff/sign-in", "/staff/invitation"];

export default function StaffConsole({ loaderData: session }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  if (!session && !OPEN_SCREENS.includes(pathname)) return <Redirect to="/staff/sign-in" />;
  return (
    <ConsoleSession value={session}>
      <ConsoleFrame session={session} busy={navigation.state === "loading"}>
        <Outlet />
      </ConsoleFrame>
    </ConsoleSession>
  );
}

/** The session could not be read (the console not set up, the server unreachable): say why, in the console's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ConsoleFrame session={null}>
      <ConsoleUnavailable error={error} />
    </ConsoleFrame>
  );
}
