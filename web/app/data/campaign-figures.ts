import { pageById } from "@ikey/contracts/site-pages";

/**
 * The campaign's dates and figures (requirements: Constants and limits): the same in every
 * language, so each language's terms (campaign-terms.ts) take them from here rather than from
 * another language's module, whose words would come with them into the page's scripts.
 */

const { runs } = pageById("campaign");
if (!runs) throw new Error("the campaign's page has no dates (contracts/site-pages.ts)");

/** The campaign's dates (ISO), which each language writes in its campaignFacts: its page's, which end it. */
export const campaignDates = { start: runs.first, end: runs.last, winnersNotified: "2021-08" } as const;

/** Written as they are in every language. */
export const campaignFigures = {
  tabletSignUps: "100",
  waiverSignUps: "1,000",
  waiverMonths: "3",
  monthlyFee: "RM 50",
  depositProtection: "RM250,000",
} as const;
