import { changeDemoCalendar, loadDemoCalendar } from "../features/demo-booking/demo-calendar-data";
import { DemoCalendarPage } from "../features/demo-booking/demo-calendar-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-demos";

export const meta = () => consoleMeta("Demos");

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadDemoCalendar(new URL(request.url).search);
export const clientAction = async ({ request }: Route.ClientActionArgs) => changeDemoCalendar(await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffDemos({ loaderData, actionData }: Route.ComponentProps) {
  return <DemoCalendarPage {...loaderData} outcome={actionData} />;
}
