import { useLocation } from "react-router";
import { loadLeadReport, REPORT_FILTERS } from "../features/lead-reports/report-data";
import { LeadReportPage } from "../features/lead-reports/report-page";
import { consoleMeta } from "../lib/console/console-meta";
import { filtersOf } from "../lib/console/filter-form";
import type { Route } from "./+types/staff-lead-reports";

export const meta = () => consoleMeta("Sources and speed");

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadLeadReport(filtersOf(new URL(request.url).search, REPORT_FILTERS).query);
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffLeadReports({ loaderData }: Route.ComponentProps) {
  return <LeadReportPage key={useLocation().search} report={loaderData} />;
}
