import { changeCmsList, loadCmsList } from "../features/cms/cms-data";
import { CmsListPage } from "../features/cms/cms-list-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-announcements";

export const meta = () => consoleMeta("Announcements");

export const clientLoader = () => loadCmsList("announcement");
/** New (which opens the editor) and, for admins, whether publishing waits for a second member's approval. */
export const clientAction = async ({ request }: Route.ClientActionArgs) =>
  changeCmsList("announcement", await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffAnnouncements({ loaderData }: Route.ComponentProps) {
  return <CmsListPage kind="announcement" list={loaderData} />;
}
