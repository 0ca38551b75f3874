// BUSINESS_HOURS stays in English: its type is the English string literal, too narrow for a
// translation. The Chinese pages that quote the hours write them out in Chinese.
export { BUSINESS_HOURS, formatMalaysianPhone } from "../contact";
