import { changeDemoHours, loadDemoHours } from "../features/demo-booking/demo-hours-data";
import { DemoHoursPage } from "../features/demo-booking/demo-hours-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-demo-hours";

export const meta = () => consoleMeta("Demo hours");

export const clientLoader = loadDemoHours;
export const clientAction = async ({ request }: Route.ClientActionArgs) => changeDemoHours(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffDemoHours({ loaderData }: Route.ComponentProps) {
  return <DemoHoursPage hours={loaderData} />;
}
