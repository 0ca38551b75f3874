/**
 * When the support team answers (Malaysia time): ISO weekdays (1 is Monday) and hours of a 24-hour
 * clock. Each language writes them out in its message catalogue (`business_hours`,
 * `footer_hours_value`, web/messages/<language>/shell.json), and in prose by name
 * ({supportFirstDay}…, web/build-plugins/content-facts.ts); app/shell/footer-hours.test.ts holds
 * the catalogues to these figures.
 */
export const SUPPORT_HOURS = { firstDay: 1, lastDay: 5, opens: 9, closes: 19 } as const;

/** Formats a WhatsApp number with its country code for reading, e.g. +60 12-456 7890. */
export function formatMalaysianPhone(digits: string): string {
  const match = /^60(1\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : `+${digits}`;
}
