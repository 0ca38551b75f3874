import { IncidentsPage } from "../features/status-incidents/incidents-page";
import { consoleMeta } from "../lib/console/console-meta";

export const meta = () => consoleMeta("Incidents");

export default function StaffIncidents() {
  return <IncidentsPage />;
}
