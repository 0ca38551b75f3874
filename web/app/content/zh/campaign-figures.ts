// Dates and figures only, no words: the English module serves every language.
export { campaignDates, campaignFigures } from "../campaign-figures";
