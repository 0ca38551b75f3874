import { languageInfo } from "@ikey/contracts/languages";
import { SITE_LANGUAGE } from "../../lib/site-language";

/** A Malaysian day ("YYYY-MM-DD") as the page's language writes it: "Tuesday, 1 December". */
export function dayName(date: string): string {
  return new Intl.DateTimeFormat(languageInfo[SITE_LANGUAGE].htmlLang, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(`${date}T00:00:00Z`));
}
