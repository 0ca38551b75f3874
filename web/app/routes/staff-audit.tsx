import { useLocation } from "react-router";
import { AuditPage, loadAudit } from "../features/audit-log/audit-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-audit";

export const meta = () => consoleMeta("Audit log");

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadAudit(new URL(request.url).search);
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  // Each view (its filters in the address) starts from its own newest entries.
  return <AuditPage key={useLocation().search} first={loaderData} />;
}
