import type { CmsFragments } from "@ikey/contracts/cms";
import { cmsFragments } from "../features/announcements/fragments.server";
import { helpListEntries, searchSections } from "../features/help-centre/fragments.server";

// Prerendered to build/client/<language>/_cms-fragments.json, which the server reads at startup
// and never serves ("_" files): the markup it fills with the console's posts and help articles
// (docs/decisions/0045-cms.md).
export function loader() {
  const fragments: CmsFragments = {
    ...cmsFragments(),
    helpListEntry: helpListEntries(),
    searchSection: searchSections(),
  };
  return Response.json(fragments);
}
