import { changeIncidentDesk } from "../features/status-incidents/incident-actions";
import { IncidentsPage } from "../features/status-incidents/incidents-page";
import { loadIncidentDesk } from "../features/status-incidents/use-incident-desk";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-incidents";

export const meta = () => consoleMeta("Incidents");

export const clientLoader = loadIncidentDesk;
export const clientAction = async ({ request }: Route.ClientActionArgs) => changeIncidentDesk(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffIncidents({ loaderData }: Route.ComponentProps) {
  return <IncidentsPage loaded={loaderData} />;
}
