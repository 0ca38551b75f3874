import { changeMembers, loadMembers, MembersAdmin } from "../features/staff/members-admin";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-members";

export const meta = () => consoleMeta("Staff");

export const clientLoader = loadMembers;
export const clientAction = async ({ request }: Route.ClientActionArgs) => changeMembers(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffMembers({ loaderData, actionData }: Route.ComponentProps) {
  return <MembersAdmin members={loaderData} outcome={actionData} />;
}
