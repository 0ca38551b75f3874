import { changeCmsItem, loadCmsItem } from "../features/cms/cms-data";
import { CmsEditorPage } from "../features/cms/cms-editor-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-help-article";

export const meta = () => consoleMeta("Help article");

export const clientLoader = ({ params }: Route.ClientLoaderArgs) => loadCmsItem("help-article", params.id);
/** Publishing, scheduling, unpublishing, approving and restoring one language; the draft saves on its own. */
export const clientAction = async ({ params, request }: Route.ClientActionArgs) =>
  changeCmsItem("help-article", params.id, await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffHelpArticle({ loaderData, params }: Route.ComponentProps) {
  // Another item is another editor: its words and saves start from that item.
  return <CmsEditorPage key={params.id} kind="help-article" loaded={loaderData} />;
}
