import { AuditPage } from "../features/audit-log/audit-page";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Audit log");

export default function StaffAudit() {
  return <AuditPage />;
}
