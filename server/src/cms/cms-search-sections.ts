import type { HelpAudience } from "@ikey/contracts/help-centre";
import type { Language } from "@ikey/contracts/languages";

/**
 * The section a search result shows, as the build's index gives the built-in pages
 * (web/scripts/search-index.mjs): a help article its audience's name, anything else "Pages". The
 * words are the help centre's (web/messages/<language>/help.json: help_audience_*,
 * help_search_section_pages; server/test/cms-search.test.ts keeps the two the same). Typed per
 * language, so a missing translation fails the type check.
 */
export const searchSections: Record<Language, Record<HelpAudience | "pages", string>> = {
  en: { "centre-owners": "Centre owners and admins", teachers: "Teachers", parents: "Parents", pages: "Pages" },
  ms: { "centre-owners": "Pemilik dan pentadbir pusat", teachers: "Guru", parents: "Ibu bapa", pages: "Halaman" },
  zh: { "centre-owners": "中心负责人与管理员", teachers: "老师", parents: "家长", pages: "网页" },
};
