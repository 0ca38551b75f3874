import { changeCmsItem, loadCmsItem } from "../features/cms/cms-data";
import { CmsEditorPage } from "../features/cms/cms-editor-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-announcement";

export const meta = () => consoleMeta("Announcement");

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadCmsItem("announcement", params.id);
/** Publishing, scheduling, unpublishing, approving and restoring one language; the draft saves on its own. */
export const clientAction = async ({ params, request }: Route.ClientActionArgs) =>
  changeCmsItem("announcement", params.id, await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffAnnouncement({ loaderData, params }: Route.ComponentProps) {
  // Another item is another editor: its words and saves start from that item.
  return <CmsEditorPage key={params.id} kind="announcement" loaded={loaderData} />;
}
