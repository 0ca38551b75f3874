// Every export of ../status-history is an `as const` object whose words are typed as the English
// string literals, too narrow for a translation, so they stay in English until those types are widened.
export { historyCopy, incidentBannerCopy, incidentCopy, responseTimeCopy, subscribeCopy } from "../status-history";
