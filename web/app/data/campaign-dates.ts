import { pageById } from "@ikey/contracts/site-pages";

/*
 * The campaign's dates: its page's (contracts/site-pages.ts), which end it. The same in every
 * language, which each writes in its campaign-facts.ts; the full terms place them by name
 * (web/build-plugins/content-facts.ts reads the page's dates itself, as the build cannot load
 * @ikey/contracts while it starts).
 */

const { runs } = pageById("campaign");
if (!runs) throw new Error("the campaign's page has no dates (contracts/site-pages.ts)");

export const campaignDates = { start: runs.first, end: runs.last } as const;
