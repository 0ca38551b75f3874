import { campaignDates } from "../data/campaign-dates";
import { campaignFigures } from "../data/campaign-figures";
import { englishDate } from "./lib/english-format";
import { translatable } from "./lib/translatable";

/**
 * The campaign's facts as the page's English copy writes them (campaign.ts, the ended notice). The
 * full terms (web/content/<language>/pages/campaign-terms.md) place the same dates and figures by
 * name, from the same module (web/build-plugins/content-facts.ts), so they cannot disagree.
 */
export const campaignFacts = translatable({
  ...campaignFigures,
  period: `${englishDate(campaignDates.start)} to ${englishDate(campaignDates.end)}`,
  lastDay: englishDate(campaignDates.end),
});
