/*
 * subscriberLinkCopy is `as const` in English, so its strings are typed as the English sentences
 * themselves and cannot hold a translation. It is re-exported in English until the English module
 * types it as `string`.
 */
export { subscriberLinkCopy } from "../status-updates";
