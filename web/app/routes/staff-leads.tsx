import { useLocation } from "react-router";
import { inboxAction } from "../features/lead-inbox/inbox-actions";
import { INBOX_FILTERS, InboxPage } from "../features/lead-inbox/inbox-page";
import { loadInboxScreen } from "../features/lead-inbox/use-inbox";
import { consoleMeta } from "../lib/console/console-meta";
import { filtersOf } from "../lib/console/filter-form";
import type { Route } from "./+types/staff-leads";

export const meta = () => consoleMeta("Leads");

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadInboxScreen(filtersOf(new URL(request.url).search, INBOX_FILTERS).query);
/** The inbox's actions: an admin's response target and assignment switch (the waiting panel's forms). */
export const clientAction = async ({ request }: Route.ClientActionArgs) => inboxAction(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  // Each view (its filters in the address) starts from its own first page.
  return <InboxPage key={useLocation().search} {...loaderData} />;
}
