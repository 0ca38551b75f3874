import { parentPhones } from "./parent-app-phones";

/**
 * What the home page's two carousels show, in order: the centres' wordmarks and the app's screens.
 * One module for every language (the build fills each language's words into the app screens), so
 * each language's words (web/content/<language>/home/carousels.md) are put to them here rather
 * than in another language's module, whose words would come with them into the page's scripts.
 */

/** The kinds of centre in the carousel; each language writes them out (home/carousels.md). */
export type CentreKind = "kindergarten" | "tuition" | "childcare" | "montessori" | "enrichment";

/** The centres of the home page's carousel, shown as wordmarks: a name, the kind of centre and its town. */
const centres: readonly { name: string; kind: CentreKind; town: string }[] = [
  { name: "Little Hornbill Kindergarten", kind: "kindergarten", town: "Tanjung Bungah" },
  { name: "Taman Sinar Tuition", kind: "tuition", town: "Bayan Baru" },
  { name: "Bukit Jambul Kids Care", kind: "childcare", town: "Bukit Jambul" },
  { name: "Pearl Island Montessori", kind: "montessori", town: "Sungai Ara" },
  { name: "Sunrise Learning Centre", kind: "enrichment", town: "Tanjung Tokong" },
  { name: "Tadika Cahaya Bestari", kind: "kindergarten", town: "George Town" },
  { name: "Bayan Lepas Little Stars", kind: "childcare", town: "Bayan Lepas" },
  { name: "Gurney Bright Minds", kind: "enrichment", town: "Pulau Tikus" },
  { name: "Air Itam Tiny Steps", kind: "childcare", town: "Air Itam" },
  { name: "Balik Pulau Sprouts", kind: "kindergarten", town: "Balik Pulau" },
  { name: "Jelutong Junior Academy", kind: "tuition", town: "Jelutong" },
  { name: "Seberang Happy Hearts", kind: "childcare", town: "Seberang Jaya" },
  { name: "Butterworth Abacus Club", kind: "enrichment", town: "Butterworth" },
  { name: "Batu Maung Rainbow Kids", kind: "kindergarten", town: "Batu Maung" },
];

/**
 * The centres with the kind of each in a language's words (each language passes its own). Names and
 * towns are the centres' own, the same in every language.
 */
export function centreWordmarksWith(kinds: Readonly<Record<CentreKind, string>>) {
  return centres.map((centre) => ({ name: centre.name, kind: kinds[centre.kind], town: centre.town }));
}

/** The parent app's screens the slider shows, in order, each with the phone drawing it shows. */
const APP_SCREENS = {
  announce: parentPhones["parent-announcement-phone"],
  invoice: parentPhones["parent-invoice-phone"],
  gallery: parentPhones["parent-gallery-phone"],
  attend: parentPhones["parent-attendance-phone"],
  report: parentPhones["parent-report-phone"],
  leave: parentPhones["parent-leave-phone"],
  qa: parentPhones["parent-questions-phone"],
  video: parentPhones["parent-video-phone"],
} as const;

export type AppScreenKind = keyof typeof APP_SCREENS;

/**
 * The app screens in order, each with its caption and its text alternative (what the screen
 * shows, which the caption only names) from `words`: each language passes its own.
 */
export function appScreenSlidesWith(words: Readonly<Record<AppScreenKind, { caption: string; alt: string }>>) {
  return (Object.keys(APP_SCREENS) as AppScreenKind[]).map((kind) => ({
    ...APP_SCREENS[kind],
    caption: words[kind].caption,
    alt: words[kind].alt,
  }));
}
