/**
 * The day each announcement was posted (ISO), which each language writes for itself (lib/format.ts).
 * Its own module, so the FAQ quotes the date without loading the announcements.
 */
export const HUAWEI_NOTICE_DATE = "2020-05-22";
