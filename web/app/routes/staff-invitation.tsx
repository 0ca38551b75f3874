import { InvitationSteps } from "../features/staff/invitation-steps";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Invitation");

export default function StaffInvitation() {
  return <InvitationSteps />;
}
