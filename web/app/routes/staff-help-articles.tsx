import { changeCmsList, loadCmsList } from "../features/cms/cms-data";
import { CmsListPage } from "../features/cms/cms-list-page";
import { consoleMeta } from "../lib/console/console-meta";
import type { Route } from "./+types/staff-help-articles";

export const meta = () => consoleMeta("Help articles");

export const clientLoader = () => loadCmsList("help-article");
/** New (which opens the editor) and, for admins, whether publishing waits for a second member's approval. */
export const clientAction = async ({ request }: Route.ClientActionArgs) =>
  changeCmsList("help-article", await request.json());
export { ConsoleUnavailable as ErrorBoundary } from "../lib/console/console-unavailable";

export default function StaffHelpArticles({ loaderData }: Route.ComponentProps) {
  return <CmsListPage kind="help-article" list={loaderData} />;
}
