// subscriberLinkCopy is an `as const` object whose words are typed as the English string literals,
// too narrow for a translation, so it stays in English until that type is widened.
export { subscriberLinkCopy } from "../status-updates";
