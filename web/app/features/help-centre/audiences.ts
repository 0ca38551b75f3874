import type { HelpAudience } from "@ikey/contracts/help-centre";
import * as m from "../../paraglide/messages.js";

/** Each audience's name and what its articles cover, in the page's language. */
export const audienceCopy: Record<HelpAudience, { readonly name: () => string; readonly intro: () => string }> = {
  "centre-owners": { name: m.help_audience_centre_owners, intro: m.help_audience_centre_owners_intro },
  teachers: { name: m.help_audience_teachers, intro: m.help_audience_teachers_intro },
  parents: { name: m.help_audience_parents, intro: m.help_audience_parents_intro },
};

export function isAudience(value: string | undefined): value is HelpAudience {
  return value !== undefined && Object.hasOwn(audienceCopy, value);
}
