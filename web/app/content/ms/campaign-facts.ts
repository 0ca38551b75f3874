import { campaignDates } from "../../data/campaign-dates";
import { campaignFigures } from "../../data/campaign-figures";
import type * as En from "../campaign-facts";
import { formatDate } from "../lib/format";

const { start, end } = campaignDates;

/** The campaign's facts with its dates in Malay; the figures are written as in every language. */
export const campaignFacts: typeof En.campaignFacts = {
  ...campaignFigures,
  period: `${formatDate(start, "ms")} hingga ${formatDate(end, "ms")}`,
  lastDay: formatDate(end, "ms"),
};
