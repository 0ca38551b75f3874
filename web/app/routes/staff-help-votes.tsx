import { HelpVotesPage, loadHelpVotes } from "../features/help-votes/help-votes-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-help-votes";

export const meta = () => consoleMeta("Help answers");

export const clientLoader = loadHelpVotes;
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffHelpVotes({ loaderData }: Route.ComponentProps) {
  return <HelpVotesPage summary={loaderData} />;
}
