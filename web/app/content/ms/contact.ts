/*
 * BUSINESS_HOURS is the literal type "Monday-Friday 9 a.m - 7 p.m" in English, too narrow for a
 * translation, so it is re-exported in English until the English module widens it to `string`.
 * The Malay pages that quote the hours write them in Malay ("Isnin hingga Jumaat, 9 pagi hingga 7 malam").
 */
export { BUSINESS_HOURS, formatMalaysianPhone } from "../contact";
