/*
 * Where a lead came from (docs/decisions/0027-lead-attribution.md): the first page of the visit,
 * the referring site and the campaign tags of its address, kept by the browser in the tab and sent
 * beside a lead's payload. Plain constants, so the pages can import them without zod; the checks
 * are in lead-attribution-schema.ts.
 */

/** The key beside a lead's payload that holds its attribution; the payload keeps exactly the spec's fields. */
export const ATTRIBUTION_FIELD = "attribution";

/** The campaign tags, by their name in the attribution and their query parameter in a page's address. */
export const CAMPAIGN_TAGS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

export type CampaignTag = keyof typeof CAMPAIGN_TAGS;

/** Everything an attribution may hold, in the order the console and the export show it. */
export const ATTRIBUTION_KEYS = [
  "landingPage",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const satisfies readonly ("landingPage" | "referrerHost" | CampaignTag)[];

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** A lead's attribution: each part the visit had and passed the checks, the others absent. */
export type LeadAttribution = { readonly [Key in AttributionKey]?: string };

/** The longest of each part the server keeps: a longer one is dropped, never cut. */
export const ATTRIBUTION_MAX_LENGTH: Readonly<Record<AttributionKey, number>> = {
  landingPage: 2000,
  // A DNS name has at most 253 characters.
  referrerHost: 253,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
};
