import { changeLead, loadLead } from "../features/lead-inbox/lead-data";
import { LeadPage } from "../features/lead-inbox/lead-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-lead";

export const meta = () => consoleMeta("Lead");

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadLead(params.id);
export const clientAction = async ({ params, request }: Route.ClientActionArgs) =>
  changeLead(params.id, await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffLead({ loaderData, actionData, params }: Route.ComponentProps) {
  return <LeadPage key={params.id} {...loaderData} outcome={actionData} />;
}
