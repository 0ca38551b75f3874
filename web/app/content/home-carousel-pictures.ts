import { parentPhones } from "./parent-app-phones";

/**
 * The pictures of the home page's two carousels, in order: one module for every language (the
 * build fills each language's words into the app screens), so each language's captions and alt
 * texts (home-carousels.ts) are put to them here rather than in another language's module, whose
 * words would come with them into the page's scripts.
 */

const logoUrls = import.meta.glob<string>("../images/home/logos/centre-*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

function urlOf(urls: Record<string, string>, file: string): string {
  const match = Object.entries(urls).find(([path]) => path.endsWith(`/${file}`));
  if (!match) throw new Error(`Missing image ${file}`);
  return match[1];
}

const centreNames = [
  "Little Hornbill Kindergarten",
  "Taman Sinar Tuition",
  "Bukit Jambul Kids Care",
  "Pearl Island Montessori",
  "Sunrise Learning Centre",
  "Tanjung Tokong Tadika",
  "Bayan Lepas Little Stars",
  "Gurney Bright Minds",
  "Air Itam Tiny Steps",
  "Balik Pulau Sprouts",
  "Jelutong Junior Academy",
  "Seberang Happy Hearts",
  "Butterworth Abacus Club",
  "Batu Maung Rainbow Kids",
];

/** The centres' logos; each one's alt text is the centre's own name, which stays as it is in every language. */
export const centreLogos = centreNames.map((name, index) => ({
  src: urlOf(logoUrls, `centre-${String(index + 1).padStart(2, "0")}.svg`),
  alt: name,
}));

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
 * shows, which the caption only names) from `captions` and `alts`: each language passes its own.
 */
export function appScreenSlidesWith(
  captions: Readonly<Record<AppScreenKind, string>>,
  alts: Readonly<Record<AppScreenKind, string>>,
) {
  return (Object.keys(APP_SCREENS) as AppScreenKind[]).map((kind) => ({
    ...APP_SCREENS[kind],
    caption: captions[kind],
    alt: alts[kind],
  }));
}
