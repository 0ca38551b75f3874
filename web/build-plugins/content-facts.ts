import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DELETION_DAYS, MIN_PASSWORD_LENGTH } from "../../contracts/account-rules";
import { business } from "../../contracts/business";
import { longDayLabel } from "../../contracts/day-labels";
import { LANGUAGES, type Language, languageInfo } from "../../contracts/languages";
import { parseMarkdown } from "../../contracts/markdown-frontmatter";
import { pageById } from "../../contracts/site-pages";
import { HISTORY_DAYS } from "../../contracts/status-history";
import { campaignFigures, WINNERS_NOTIFIED } from "../app/data/campaign-figures";
import { FOUNDED_YEAR } from "../app/data/company";
import { SUPPORT_HOURS } from "../app/data/contact";
import { ACCESS_REQUEST_DAYS, EARLY_DELETION_SUBJECT } from "../app/data/data-requests";
import { userCounts } from "../app/data/home-figures";
import { readLocaleData } from "./locale-data";

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

/** A month of a year, written as each language writes it ("August 2021", "Ogos 2021", "2021年8月"). */
interface Month {
  readonly month: string;
}

/** An ISO weekday (1 is Monday), written as the language names it ("Isnin", "星期一"). */
interface Weekday {
  readonly weekday: number;
}

/** An hour of a 24-hour clock, with its part of the day in the language's words ("7 malam", "晚上7时"). */
interface Hour {
  readonly hour: number;
}

/** A count, grouped as the language groups digits and as the home page's counters write it ("1,800"). */
interface Count {
  readonly count: number;
}

/** Words each language's interface already writes, by the message's key (a spec string in English). */
interface Message {
  readonly message: Readonly<Record<Language, string>>;
}

export type ContentFact = string | number | Day | Month | Weekday | Hour | Count | Message;

/** A message of web/messages/<language>/<catalogue>.json in every language. */
function messageOf(catalogue: string, key: string): Message {
  const words = (language: Language) => {
    const file = fileURLToPath(new URL(`../messages/${language}/${catalogue}.json`, import.meta.url));
    const text: unknown = JSON.parse(readFileSync(file, "utf8"))[key];
    if (typeof text !== "string") throw new Error(`${file} has no "${key}"`);
    return text;
  };
  return {
    message: Object.fromEntries(LANGUAGES.map((language) => [language, words(language)])) as Message["message"],
  };
}

/** The day an announcement was posted, from its own file, so a text that quotes it cannot disagree. */
function postedOn(slug: string): Day {
  const file = fileURLToPath(new URL(`../content/en/announcements/${slug}.md`, import.meta.url));
  const { date } = parseMarkdown(readFileSync(file, "utf8"), file).frontmatter;
  if (typeof date !== "string") throw new Error(`${file} has no date`);
  return { day: date };
}

/** The campaign's days: its page's, which end it (web/app/data/campaign-dates.ts for the pages). */
function campaignRuns() {
  const { runs } = pageById("campaign");
  if (!runs) throw new Error("the campaign's page has no dates (contracts/site-pages.ts)");
  return runs;
}

export const contentFacts = {
  companyName: business.company.name,
  companyFounded: FOUNDED_YEAR,
  companyRegistrationNo: business.company.registrationNo,
  companyAddress: business.company.address,
  supportEmail: business.supportEmail,
  deletionDays: DELETION_DAYS,
  accessRequestDays: ACCESS_REQUEST_DAYS,
  earlyDeletionSubject: EARLY_DELETION_SUBJECT,
  statusHistoryDays: HISTORY_DAYS,
  minPasswordLength: MIN_PASSWORD_LENGTH,
  centreCount: { count: userCounts.centres },
  teacherCount: { count: userCounts.teachers },
  learnerCount: { count: userCounts.learners },
  /** The support team's hours as the contact dialog says them (the spec's words in English). */
  businessHours: messageOf("shell", "business_hours"),
  supportFirstDay: { weekday: SUPPORT_HOURS.firstDay },
  supportLastDay: { weekday: SUPPORT_HOURS.lastDay },
  supportOpens: { hour: SUPPORT_HOURS.opens },
  supportCloses: { hour: SUPPORT_HOURS.closes },
  campaignStart: { day: campaignRuns().first },
  campaignEnd: { day: campaignRuns().last },
  campaignWinnersNotified: { month: WINNERS_NOTIFIED },
  campaignTabletSignUps: campaignFigures.tabletSignUps,
  campaignWaiverSignUps: campaignFigures.waiverSignUps,
  campaignWaiverMonths: campaignFigures.waiverMonths,
  campaignMonthlyFee: campaignFigures.monthlyFee,
  campaignDepositProtection: campaignFigures.depositProtection,
  huaweiNoticeDate: postedOn("huawei-phones-without-google-play"),
} as const satisfies Readonly<Record<string, ContentFact>>;

export type FactName = keyof typeof contentFacts;

export function isDay(value: unknown): value is Day {
  return typeof value === "object" && value !== null && typeof (value as Day).day === "string";
}

/**
 * A fact as a language's text writes it. A number is written in plain digits (180 days, 2018); a
 * count as the site's counters write it, its digits grouped ("1,800"); days in the long form of the
 * language, read as calendar days in UTC so no time zone moves them.
 */
export function formatFact(value: ContentFact, language: Language): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if ("message" in value) return value.message[language];
  if ("count" in value) return new Intl.NumberFormat(languageInfo[language].htmlLang).format(value.count);
  // The same tables the pages' own dates and hours are written with (locale-data.ts).
  if ("weekday" in value) return inTable(readLocaleData(language).weekdays, value.weekday - 1, "weekday");
  if ("hour" in value) return inTable(readLocaleData(language).hours, value.hour, "hour");
  if ("month" in value) {
    const first = new Date(`${value.month}-01T00:00:00Z`);
    const format = { month: "long", year: "numeric", timeZone: "UTC" } as const;
    return new Intl.DateTimeFormat(languageInfo[language].htmlLang, format).format(first);
  }
  return longDayLabel(value.day, language);
}

function inTable(table: readonly string[], index: number, kind: string): string {
  const words = table[index];
  if (words === undefined) throw new RangeError(`no ${kind} ${index} in the locale's table`);
  return words;
}
