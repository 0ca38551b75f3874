import { InboxPage } from "../features/lead-inbox/inbox-page";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Leads");

export default function StaffLeads() {
  return <InboxPage />;
}
