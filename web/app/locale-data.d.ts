/** Tables the build reads from Intl for each language it builds (web/build-plugins/locale-data.ts). */
declare module "virtual:locale-data" {
  type Table<T> = Readonly<Partial<Record<import("@ikey/contracts/languages").Language, T>>>;
  type NumberSymbols = import("./lib/locale-format").NumberSymbols;
  type DatePattern = import("./lib/locale-format").DatePattern;

  export const numbers: Table<NumberSymbols>;
  /** "23 Nov 2026" */
  export const shortDate: Table<DatePattern>;
  /** "14:05" */
  export const clock: Table<DatePattern>;
  /** "23 Nov 2026, 14:05" */
  export const shortDateTime: Table<DatePattern>;
  /** "23 November 2026" */
  export const longDate: Table<DatePattern>;
  /** "November 2026" */
  export const longMonth: Table<DatePattern>;
  /** Monday first. */
  export const weekdays: Table<readonly string[]>;
  /** 0 to 23, with the part of the day in words. */
  export const hours: Table<readonly string[]>;
}
