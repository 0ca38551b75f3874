import { HELP_PATH, type HelpAudience, helpAudiencePath } from "@ikey/contracts/help-centre";
import { pageNames } from "../../lib/page-names";
import { audienceCopy } from "./audiences";
import type { Crumb } from "./breadcrumb";

/** Help Centre › the audience (› the article, when `title` is given). */
export function helpCrumbs(audience: HelpAudience, title?: string): Crumb[] {
  const audienceName = audienceCopy[audience].name();
  return [
    { name: pageNames.help(), path: HELP_PATH },
    title ? { name: audienceName, path: helpAudiencePath(audience) } : { name: audienceName },
    ...(title ? [{ name: title }] : []),
  ];
}
