/*
 * Every export of Check App Status's words is `as const` in English, so its strings are typed as
 * the English sentences themselves and cannot hold a translation. They are re-exported in English
 * until the English module types them as `string`.
 */
export { historyCopy, incidentBannerCopy, incidentCopy, responseTimeCopy, subscribeCopy } from "../status-history";
