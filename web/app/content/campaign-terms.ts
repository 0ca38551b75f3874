import type { Block } from "../components/prose";
import { campaignDates, campaignFigures } from "../data/campaign-figures";
import { CAMPAIGN_TERMS_DIALOG_ID } from "../data/campaign-links";
import { englishDate, englishMonth } from "./lib/english-format";
import { translatable } from "./lib/translatable";

/**
 * The campaign's facts (requirements: Constants and limits), written once so the
 * terms excerpt on the page and the full terms in the dialog cannot disagree.
 */
export const campaignFacts = translatable({
  ...campaignFigures,
  period: `${englishDate(campaignDates.start)} to ${englishDate(campaignDates.end)}`,
  lastDay: englishDate(campaignDates.end),
  winnersNotified: englishMonth(campaignDates.winnersNotified),
});

const facts = campaignFacts;

/** The terms dialog, opened from the terms excerpt. */
export const campaignTermsDialog = translatable({
  id: CAMPAIGN_TERMS_DIALOG_ID,
  title: "Campaign Terms and Conditions",
  description:
    "The full terms of the RHB Reflex Premium Plus for Education campaign. Please read them before you sign up.",
});

/** The full campaign terms, shown in the dialog. Its title is the dialog's heading, so sections are h3. */
export const campaignTerms: readonly Block[] = [
  { type: "h3", text: "1. Campaign period" },
  {
    type: "p",
    text: `The RHB Reflex Premium Plus for Education campaign ("the campaign") runs from ${facts.period}, both dates inclusive.`,
  },
  { type: "h3", text: "2. Exclusive Premium Plus rate" },
  {
    type: "p",
    text: `Through the campaign, the iKEY Premium Plus package, with accounting and payroll, is offered at an exclusive rate of ${facts.monthlyFee} per month. This is also the monthly fee charged after a subscription fee waiver ends.`,
  },
  { type: "h3", text: `3. A tablet for the first ${facts.tabletSignUps} early sign-ups` },
  {
    type: "p",
    text: `The first ${facts.tabletSignUps} early sign-ups win a tablet computer, provided that the centre:`,
  },
  {
    type: "ol",
    items: [
      "signs up for, or upgrades to, Premium Plus;",
      "signs up through online banking payment or a bank transfer service; and",
      "registers for training and links its accounting or payroll accounts within the first month.",
    ],
  },
  { type: "h3", text: `4. A ${facts.waiverMonths}-month fee waiver for the first ${facts.waiverSignUps} sign-ups` },
  {
    type: "p",
    text: `The first ${facts.waiverSignUps} sign-ups get a ${facts.waiverMonths}-month subscription fee waiver. The waiver covers the first ${facts.waiverMonths} months of the subscription, within the first year.`,
  },
  {
    type: "p",
    text: `The centre must link its accounting or payroll accounts in the first month. If the account linkage is not done in the first month, the waiver may stop and the monthly fee of ${facts.monthlyFee} may start.`,
  },
  { type: "h3", text: "5. Winners" },
  { type: "p", text: `Winners will be notified by e-mail in ${facts.winnersNotified}.` },
  { type: "h3", text: "6. Deposit protection" },
  {
    type: "p",
    text: `Deposits with RHB are protected by PIDM (Perbadanan Insurans Deposit Malaysia) up to ${facts.depositProtection} per depositor.`,
  },
  { type: "h3", text: "7. Other terms" },
  {
    type: "p",
    text: [
      "These campaign terms add to iKEY's ",
      { text: "general Terms and Conditions", href: "/terms" },
      ", which also apply to every centre that takes part.",
    ],
  },
];
