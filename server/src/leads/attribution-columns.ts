import { ATTRIBUTION_KEYS, type AttributionKey, type LeadAttribution } from "@ikey/contracts/lead-attribution";
import type { LeadsTable } from "../db/schema";

/** Each part of a lead's attribution and the leads column that stores it (migration 0016). */
export const ATTRIBUTION_COLUMNS = {
  landingPage: "landing_page",
  referrerHost: "referrer_host",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const satisfies Record<AttributionKey, keyof LeadsTable>;

export type AttributionColumn = (typeof ATTRIBUTION_COLUMNS)[AttributionKey];

/** The columns in the order the console and the export show them. */
export const attributionColumnList: readonly AttributionColumn[] = ATTRIBUTION_KEYS.map(
  (key) => ATTRIBUTION_COLUMNS[key],
);

/** The row's values for an attribution: each part it holds, null for the others. */
export function attributionRow(attribution: LeadAttribution = {}): Record<AttributionColumn, string | null> {
  return Object.fromEntries(
    ATTRIBUTION_KEYS.map((key) => [ATTRIBUTION_COLUMNS[key], attribution[key] ?? null]),
  ) as Record<AttributionColumn, string | null>;
}

/** A stored row's attribution, every part present and null where the lead had none. */
export function attributionOfRow(
  row: Readonly<Record<AttributionColumn, string | null>>,
): Record<AttributionKey, string | null> {
  return Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, row[ATTRIBUTION_COLUMNS[key]] ?? null])) as Record<
    AttributionKey,
    string | null
  >;
}
