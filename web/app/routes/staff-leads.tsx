import { useLocation } from "react-router";
import { changeResponseTarget } from "../features/lead-inbox/first-response-data";
import { INBOX_FILTERS, InboxPage } from "../features/lead-inbox/inbox-page";
import { loadInboxScreen } from "../features/lead-inbox/use-inbox";
import { consoleMeta } from "../lib/console/console-meta";
import { filtersOf } from "../lib/console/filter-form";
import type { Route } from "./+types/staff-leads";

export const meta = () => consoleMeta("Leads");

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadInboxScreen(filtersOf(new URL(request.url).search, INBOX_FILTERS).query);
/** The inbox's one action: an admin's response target (the waiting panel's form). */
export const clientAction = async ({ request }: Route.ClientActionArgs) => changeResponseTarget(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  // Each view (its filters in the address) starts from its own first page.
  return <InboxPage key={useLocation().search} {...loaderData} />;
}
