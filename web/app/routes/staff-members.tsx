import { MembersAdmin } from "../features/staff/members-admin";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Staff");

export default function StaffMembers() {
  return <MembersAdmin />;
}
