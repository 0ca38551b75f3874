/**
 * When the support team answers (Malaysia time): ISO weekdays (1 is Monday) and hours of a 24-hour
 * clock, written out by each translation for its language (lib/format.ts).
 */
export const SUPPORT_HOURS = { firstDay: 1, lastDay: 5, opens: 9, closes: 19 } as const;

/**
 * SUPPORT_HOURS as the Contact Us dialog and the pages that mention it say. The spec's own words:
 * Intl writes "9 am", not "9 a.m" (lib/format.test.ts checks they agree with SUPPORT_HOURS).
 */
export const BUSINESS_HOURS: string = "Monday-Friday 9 a.m - 7 p.m";

/** Formats a WhatsApp number with its country code for reading, e.g. +60 12-456 7890. */
export function formatMalaysianPhone(digits: string): string {
  const match = /^60(1\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : `+${digits}`;
}
