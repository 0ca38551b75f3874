import { cmsFragments } from "../features/announcements/fragments.server";

// Prerendered to build/client/<language>/_cms-fragments.json, which the server reads at startup
// and never serves ("_" files): the markup it fills with the console's posts (docs/decisions/0045-cms.md).
export function loader() {
  return Response.json(cmsFragments());
}
