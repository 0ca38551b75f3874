/** When the support team answers, as the Contact Us dialog and the pages that mention it say. */
export const BUSINESS_HOURS = "Monday-Friday 9 a.m - 7 p.m";

/** Formats a WhatsApp number with its country code for reading, e.g. +60 12-456 7890. */
export function formatMalaysianPhone(digits: string): string {
  const match = /^60(1\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : `+${digits}`;
}
