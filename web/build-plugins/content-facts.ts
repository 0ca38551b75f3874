import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DELETION_DAYS, MIN_PASSWORD_LENGTH } from "../../contracts/account-rules";
import { business } from "../../contracts/business";
import { type Language, languageInfo } from "../../contracts/languages";
import { HISTORY_DAYS } from "../../contracts/status-history";
import { ACCESS_REQUEST_DAYS } from "../app/content/data-requests";
import { userCounts } from "../app/content/home-figures";
import { parseMarkdown } from "./markdown-blocks";

/*
 * The facts that prose places by name (`{deletionDays}` in web/content/), so a number or an address
 * is written once, where the code that acts on it reads it too, and every language's text changes
 * with it. A name that is not here fails the build (markdown-content.ts). Words stay out of this
 * file: each language writes its own sentence around the fact.
 */

/** A calendar day, written as each language writes dates ("22 May 2020", "22 Mei 2020", "2020年5月22日"). */
interface Day {
  readonly day: string;
}

export type ContentFact = string | number | Day;

/** The day an announcement was posted, from its own file, so a text that quotes it cannot disagree. */
function postedOn(slug: string): Day {
  const file = fileURLToPath(new URL(`../content/en/announcements/${slug}.md`, import.meta.url));
  const { date } = parseMarkdown(readFileSync(file, "utf8"), file).frontmatter;
  if (typeof date !== "string") throw new Error(`${file} has no date`);
  return { day: date };
}

export const contentFacts = {
  companyName: business.company.name,
  companyRegistrationNo: business.company.registrationNo,
  companyAddress: business.company.address,
  supportEmail: business.supportEmail,
  deletionDays: DELETION_DAYS,
  accessRequestDays: ACCESS_REQUEST_DAYS,
  statusHistoryDays: HISTORY_DAYS,
  minPasswordLength: MIN_PASSWORD_LENGTH,
  centreCount: userCounts.centres,
  teacherCount: userCounts.teachers,
  learnerCount: userCounts.learners,
  huaweiNoticeDate: postedOn("huawei-phones-without-google-play"),
} as const satisfies Readonly<Record<string, ContentFact>>;

export type FactName = keyof typeof contentFacts;

export function isDay(value: unknown): value is Day {
  return typeof value === "object" && value !== null && typeof (value as Day).day === "string";
}

/**
 * A fact as a language's text writes it. Counts are written as the site's counters write them, in
 * plain digits ("1800"); days in the long form of the language, read as calendar days in UTC so no
 * time zone moves them.
 */
export function formatFact(value: ContentFact, language: Language): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  const date = new Date(`${value.day}T00:00:00Z`);
  return new Intl.DateTimeFormat(languageInfo[language].htmlLang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
