/**
 * Where the campaign page's links lead, and the ids they lead to: the same in every language, so
 * each language's copy (campaign.ts, campaign-facts.ts) takes them from here rather than from
 * another language's module, whose words would come with them into the page's scripts.
 */

/** Where Get it now leads: the registration form's section. */
export const CAMPAIGN_FORM_SECTION_ID = "rhb-form-section";

/** The full terms' dialog, opened from the terms excerpt. */
export const CAMPAIGN_TERMS_DIALOG_ID = "rhbtncModal";

export const campaignLinks = {
  getItNow: `#${CAMPAIGN_FORM_SECTION_ID}`,
  knowMore: "/center-management-system",
  learnMore: "/center-management-system",
} as const;
