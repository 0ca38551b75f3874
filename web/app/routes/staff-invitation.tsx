import {
  checkInvitation,
  InvitationSteps,
  readInvitationAgain,
  takeInvitationStep,
} from "../features/staff/invitation-steps";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-invitation";

export const meta = () => consoleMeta("Invitation");

export const clientLoader = checkInvitation;
export const clientAction = async ({ request }: Route.ClientActionArgs) => takeInvitationStep(await request.json());
export const shouldRevalidate = readInvitationAgain;

export default function StaffInvitation({ loaderData }: Route.ComponentProps) {
  return <InvitationSteps token={loaderData.token} first={loaderData.step} />;
}
