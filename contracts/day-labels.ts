import { type Language, languageInfo } from "./languages";

/**
 * A calendar day ("2026-12-04") as a language writes it in prose and on a post ("4 December 2026",
 * "4 Disember 2026", "2026年12月4日"): read in UTC, so no time zone moves it. The build writes the
 * content's dates with it and the server the console's, so both read alike.
 */
export function longDayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(languageInfo[language].htmlLang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
