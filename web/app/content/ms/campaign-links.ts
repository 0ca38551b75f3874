// Addresses and ids only, no words: the English module serves every language.
export { CAMPAIGN_FORM_SECTION_ID, CAMPAIGN_TERMS_DIALOG_ID, campaignLinks } from "../campaign-links";
