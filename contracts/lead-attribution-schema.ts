import { z } from "zod";
import { isClean } from "./fields";
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_MAX_LENGTH,
  type AttributionKey,
  type LeadAttribution,
} from "./lead-attribution";

/*
 * The checks of a lead's attribution (contracts/lead-attribution.ts). The server runs them apart
 * from the payload's: a part that fails is dropped, and the lead is kept and answered as always
 * (docs/decisions/0027-lead-attribution.md). Its own module, so no page loads zod for it.
 */

/**
 * Beyond what no text keeps (isClean, contracts/fields.ts: controls, line breaks, bidirectional
 * overrides and isolates), what has no place in a page address or a campaign tag either: a tab, and
 * the directional marks (a value could otherwise look like another in the console or a spreadsheet).
 */
const NOT_IN_A_TAG = /[\t\u200E\u200F]/;

/** A host name as a URL's `hostname` gives it: lower case, dots, digits and hyphens, or an IPv6 address in brackets. */
const HOST_NAME = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/;

function part(key: AttributionKey) {
  const max = ATTRIBUTION_MAX_LENGTH[key];
  return z
    .string(`${key} must be text`)
    .min(1, `${key} is empty`)
    .max(max, `${key} has more than ${max} characters`)
    .refine((value) => isClean(value) && !NOT_IN_A_TAG.test(value), `${key} holds a control character`);
}

/** Each part's check: the landing page is a path on this site (with its query), the referrer a host name. */
export const attributionPartSchemas = {
  landingPage: part("landingPage").regex(/^\/(?!\/)/, "landingPage is not a path on this site"),
  referrerHost: part("referrerHost").regex(HOST_NAME, "referrerHost is not a host name"),
  utmSource: part("utmSource"),
  utmMedium: part("utmMedium"),
  utmCampaign: part("utmCampaign"),
  utmTerm: part("utmTerm"),
  utmContent: part("utmContent"),
} satisfies Record<AttributionKey, z.ZodType<string>>;

/** A whole attribution as the site sends it: known keys only, each optional and checked. */
export const leadAttributionSchema = z.strictObject(
  Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, attributionPartSchemas[key].optional()])) as {
    [Key in AttributionKey]: z.ZodOptional<(typeof attributionPartSchemas)[Key]>;
  },
);

/** What is kept of an attribution as it came: the parts that pass, and how many parts were dropped. */
export interface CheckedAttribution {
  readonly attribution: LeadAttribution;
  readonly dropped: number;
}

/**
 * The parts of `raw` that pass their checks, each on its own: a part too long, holding a control
 * character or of the wrong type is dropped with any unknown key, and the others are kept. Anything
 * but an object keeps nothing. Empty parts count as absent.
 */
export function checkAttribution(raw: unknown): CheckedAttribution {
  if (raw === undefined || raw === null) return { attribution: {}, dropped: 0 };
  if (typeof raw !== "object" || Array.isArray(raw)) return { attribution: {}, dropped: 1 };
  const attribution: Partial<Record<AttributionKey, string>> = {};
  let dropped = 0;
  for (const [key, value] of Object.entries(raw)) {
    if (value === "" || value === undefined) continue;
    const known = (ATTRIBUTION_KEYS as readonly string[]).includes(key) ? (key as AttributionKey) : undefined;
    const checked = known ? attributionPartSchemas[known].safeParse(value) : undefined;
    if (known && checked?.success) attribution[known] = checked.data;
    else dropped++;
  }
  return { attribution, dropped };
}
