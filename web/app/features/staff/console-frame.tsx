import type { StaffSession } from "@ikey/contracts/console-api-schemas";
import { mayOpen, type StaffArea, staffRoleLabels } from "@ikey/contracts/staff";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../../components/localized-link";
import { consoleApi } from "../../lib/console/console-api";
import { FoldOnPhone } from "../../lib/console/fold-on-phone";
import { ConsoleNotices } from "./console-notices";

const screens: readonly { readonly area: StaffArea; readonly to: string; readonly label: string }[] = [
  { area: "leads", to: "/staff/leads", label: "Leads" },
  { area: "leads", to: "/staff/demos", label: "Demos" },
  { area: "leads", to: "/staff/lead-reports", label: "Sources and speed" },
  { area: "demo-hours", to: "/staff/demo-hours", label: "Demo hours" },
  { area: "accounts", to: "/staff/accounts", label: "Accounts" },
  { area: "incidents", to: "/staff/incidents", label: "Incidents" },
  { area: "help", to: "/staff/help-votes", label: "Help answers" },
  { area: "announcements", to: "/staff/announcements", label: "Announcements" },
  { area: "help-articles", to: "/staff/help-articles", label: "Help articles" },
  { area: "translations", to: "/staff/translations", label: "Translations" },
  { area: "staff", to: "/staff/members", label: "Staff" },
  { area: "audit", to: "/staff/audit", label: "Audit log" },
];

/** The screens a role may open, in the console's order: the server checks each call as well. */
export function screensFor(session: StaffSession) {
  return screens.filter((screen) => mayOpen(session.role, screen.area));
}

/**
 * The console's header (its screens for the member's role, the member, signing out) and its main
 * area, marked busy (and saying so) while the next screen's data loads, with the member's notices above it.
 */
export function ConsoleFrame({
  session,
  busy = false,
  children,
}: {
  readonly session: StaffSession | null;
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = (to: string) => (pathname === to || pathname.startsWith(`${to}/`) ? "page" : undefined);
  const signOut = async () => {
    await consoleApi("POST", "/sign-out").catch(() => {});
    navigate("/staff/sign-in");
  };
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        Skip to content
      </a>
      <header className="console-header">
        <span className="console-brand">iKEY staff console</span>
        {session && (
          // Keyed by the screen: a phone's menu folds again once a screen is chosen.
          <FoldOnPhone key={pathname} summary="Menu" className="console-menu">
            <nav aria-label="Console">
              <ul className="console-nav">
                {screensFor(session).map((screen) => (
                  <li key={screen.to}>
                    <Link to={screen.to} aria-current={current(screen.to)}>
                      {screen.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="console-member">
              <span>
                {session.name ? `${session.name}, ` : ""}
                {session.email} ({staffRoleLabels[session.role]})
              </span>
              <Link to="/staff/profile" aria-current={current("/staff/profile")}>
                Profile
              </Link>
              <Link to="/staff/password" aria-current={current("/staff/password")}>
                Password
              </Link>
              <button type="button" className="button button-secondary" onClick={signOut}>
                Sign out
              </button>
            </div>
          </FoldOnPhone>
        )}
      </header>
      <main id="console-main" className="console-main" tabIndex={-1} aria-busy={busy || undefined}>
        {busy && <p className="console-pending">Loading…</p>}
        {session && <ConsoleNotices screen={pathname} />}
        {children}
      </main>
    </div>
  );
}
