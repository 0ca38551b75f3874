import { type CmsKind, cmsAreaOf } from "@ikey/contracts/cms";
import type { HelpAudience } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language, languageInfo } from "@ikey/contracts/languages";

/*
 * The console's words and addresses for each kind of item it publishes (docs/decisions/0045-cms.md).
 * The console is in English; the items' texts are in the site's three languages.
 */

interface KindWords {
  /** The list's heading and the menu's entry. */
  readonly plural: string;
  /** "a new …", "this …". */
  readonly one: string;
  /** The console's screen, and the API's, both named by the kind's area: /staff/announcements, /cms/announcements. */
  readonly screen: string;
  readonly api: string;
}

export const cmsKindWords: Readonly<Record<CmsKind, KindWords>> = {
  announcement: {
    plural: "Announcements",
    one: "announcement",
    screen: `/staff/${cmsAreaOf.announcement}`,
    api: `/cms/${cmsAreaOf.announcement}`,
  },
  "help-article": {
    plural: "Help articles",
    one: "help article",
    screen: `/staff/${cmsAreaOf["help-article"]}`,
    api: `/cms/${cmsAreaOf["help-article"]}`,
  },
};

/** Whom a help article is for, as the console names them. */
export const audienceLabels: Readonly<Record<HelpAudience, string>> = {
  "centre-owners": "Centre owners",
  teachers: "Teachers",
  parents: "Parents",
};

/** Each language by its own name, as the site's language switcher shows it. */
export const languageName = (language: Language) => languageInfo[language].nativeName;

/** The languages in the console's order: English first, the one translations are made from. */
export const CMS_LANGUAGES: readonly Language[] = LANGUAGES;
