import { HelpVotesPage } from "../features/help-votes/help-votes-page";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Help answers");

export default function StaffHelpVotes() {
  return <HelpVotesPage />;
}
