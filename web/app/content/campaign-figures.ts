/**
 * The campaign's dates and figures (requirements: Constants and limits): the same in every
 * language, so each language's terms (campaign-terms.ts) take them from here rather than from
 * another language's module, whose words would come with them into the page's scripts.
 */

/** The campaign's dates (ISO), which each language writes in its campaignFacts. */
export const campaignDates = { start: "2021-01-06", end: "2021-06-30", winnersNotified: "2021-08" } as const;

/** Written as they are in every language. */
export const campaignFigures = {
  tabletSignUps: "100",
  waiverSignUps: "1,000",
  waiverMonths: "3",
  monthlyFee: "RM 50",
  depositProtection: "RM250,000",
} as const;
