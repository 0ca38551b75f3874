/**
 * The home page's partners, in order, by the keys under which each language names what they do
 * (web/content/<language>/home/sections.md, `partnerKinds`): their names are their own in every language.
 */
export const homePartners = {
  "rhb-bank": "RHB Bank",
  "paylink-fpx": "PayLink FPX",
  ledgercloud: "LedgerCloud",
} as const;
