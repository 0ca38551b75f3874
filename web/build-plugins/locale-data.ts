import type { Plugin } from "vite";
import { type Language, languageInfo } from "../../contracts/languages";
import type { DateField, DatePattern, NumberSymbols } from "../app/lib/locale-format";

/*
 * Reads, once per build, what pages need to write numbers and dates in their language, from this
 * machine's `Intl`, and hands it to the pages as `virtual:locale-data` (web/app/lib/locale-format.ts
 * says why the browser does not call `Intl` itself). Anything `Intl` writes that the page-side
 * formatter cannot reproduce (an uneven digit grouping, a field it does not know) fails the build.
 */

export const LOCALE_DATA_MODULE = "virtual:locale-data";
const RESOLVED_ID = `\0${LOCALE_DATA_MODULE}`;

/** Formats the pages use, by the name they import them under. Times are given as UTC fields. */
const DATE_FORMATS = {
  shortDate: { day: "numeric", month: "short", year: "numeric" },
  clock: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  shortDateTime: {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  longDate: { day: "numeric", month: "long", year: "numeric" },
  longMonth: { month: "long", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const FIELDS: readonly string[] = ["year", "month", "day", "hour", "minute"] satisfies DateField[];

function tagOf(language: Language): string {
  return languageInfo[language].htmlLang;
}

export function readNumberSymbols(language: Language): NumberSymbols {
  const parts = new Intl.NumberFormat(tagOf(language), { maximumFractionDigits: 2 }).formatToParts(-1_234_567.5);
  const values = (type: Intl.NumberFormatPartTypes) => parts.filter((p) => p.type === type).map((p) => p.value);
  const groups = values("integer");
  const [group = "", ...otherGroups] = values("group");
  const groupSize = groups.at(-1)?.length ?? 0;
  const even = groups.length === 3 && groups[1]?.length === groupSize && otherGroups.every((each) => each === group);
  if (!even || !group)
    throw new Error(`${language} groups digits as "${groups.join(group)}", which pages cannot write`);
  const percent = new Intl.NumberFormat(tagOf(language), { style: "percent" }).formatToParts(0.5);
  const figure = percent.findIndex((p) => p.type === "integer");
  const text = (from: number, to?: number) =>
    percent
      .slice(from, to)
      .map((p) => p.value)
      .join("");
  return {
    minusSign: values("minusSign")[0] ?? "-",
    group,
    groupSize,
    decimal: values("decimal")[0] ?? ".",
    percentBefore: text(0, figure),
    percentAfter: text(figure + 1),
  };
}

export function readDatePattern(language: Language, options: Intl.DateTimeFormatOptions): DatePattern {
  const format = new Intl.DateTimeFormat(tagOf(language), { ...options, timeZone: "UTC" });
  // 5 past 2 in the afternoon of 23 November: no field's value is another's.
  const parts = format.formatToParts(Date.UTC(2026, 10, 23, 14, 5)).map((part) => {
    if (part.type === "literal") return { text: part.value };
    if (!FIELDS.includes(part.type)) throw new Error(`${language}: pages cannot write a date's "${part.type}"`);
    return part.type as DateField;
  });
  const months = Array.from({ length: 12 }, (_, month) => {
    const part = format.formatToParts(Date.UTC(2026, month, 15)).find((each) => each.type === "month");
    return part?.value ?? "";
  });
  const twoDigit = (Object.keys(options) as (keyof Intl.DateTimeFormatOptions)[]).filter(
    (key): key is DateField => FIELDS.includes(key) && options[key] === "2-digit",
  );
  return { parts, months, twoDigit };
}

/** Weekday names, Monday first ("Isnin", "星期一"). */
function readWeekdays(language: Language): string[] {
  const format = new Intl.DateTimeFormat(tagOf(language), { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}

/** Each hour of a 24-hour clock with the part of the day in words ("7 malam", "晚上7时"). */
function readHours(language: Language): string[] {
  const format = new Intl.DateTimeFormat(tagOf(language), { hour: "numeric", dayPeriod: "long", timeZone: "UTC" });
  return Array.from({ length: 24 }, (_, hour) => format.format(Date.UTC(2024, 0, 1, hour)));
}

/** Every table the pages can import, for one language. */
export function readLocaleData(language: Language) {
  const patterns = Object.fromEntries(
    Object.entries(DATE_FORMATS).map(([name, options]) => [name, readDatePattern(language, options)]),
  ) as Record<keyof typeof DATE_FORMATS, DatePattern>;
  return {
    numbers: readNumberSymbols(language),
    ...patterns,
    weekdays: readWeekdays(language),
    hours: readHours(language),
  };
}

/**
 * `virtual:locale-data`: each table as an export of its own, keyed by language, so a page's code
 * holds only the tables it uses. A site build gives its one language; the tests give all three.
 */
export function localeData(languages: readonly Language[]): Plugin {
  return {
    name: "ikey-locale-data",
    resolveId: (source) => (source === LOCALE_DATA_MODULE ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const byLanguage = languages.map((language) => [language, readLocaleData(language)] as const);
      const names = Object.keys(byLanguage[0]?.[1] ?? {}) as (keyof ReturnType<typeof readLocaleData>)[];
      return names
        .map((name) => {
          const table = Object.fromEntries(byLanguage.map(([language, data]) => [language, data[name]]));
          return `export const ${name} = ${JSON.stringify(table)};`;
        })
        .join("\n");
    },
  };
}
