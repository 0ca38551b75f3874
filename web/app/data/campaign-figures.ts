/**
 * The campaign's figures (requirements: Constants and limits), written as they are in every
 * language: each language's copy (campaign-facts.ts) and the full terms
 * (web/content/<language>/pages/campaign-terms.md, by name) take them from here rather than from
 * another language's module, whose words would come with them into the page's scripts.
 */
export const campaignFigures = {
  tabletSignUps: "100",
  waiverSignUps: "1,000",
  waiverMonths: "3",
  monthlyFee: "RM 50",
  depositProtection: "RM250,000",
} as const;

/** The month the winners are told, as an ISO year and month. */
export const WINNERS_NOTIFIED = "2021-08";
