import { translatable } from "./lib/translatable";

/** The pictures of the home page's two carousels, in order. */

const logoUrls = import.meta.glob<string>("../images/home/logos/centre-*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
const screenUrls = import.meta.glob<string>("../images/home/screens/*.svg", {
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

export const centreLogos = centreNames.map((name, index) => ({
  src: urlOf(logoUrls, `centre-${String(index + 1).padStart(2, "0")}.svg`),
  alt: name,
}));

/** Each app screen's caption, keyed by the kind in its file's name, in the slider's order. */
export const appScreenCaptions = translatable({
  announce: "Announcements: news from the centre",
  invoice: "Invoices: fees due and receipts",
  gallery: "Gallery: photos from class",
  attend: "Attendance: who is in today",
  temp: "Temperature: check in with a reading",
  report: "Reports: progress over the term",
  log: "Daily log: meals, naps and activities",
  qa: "Parents Q and A: ask the centre",
});

const screenKinds = Object.keys(appScreenCaptions) as (keyof typeof appScreenCaptions)[];

/** The app screens in order, each with its caption from `captions` (a translation passes its own). */
export function appScreenSlidesWith(captions: typeof appScreenCaptions) {
  return screenKinds.map((kind, index) => ({
    src: urlOf(screenUrls, `screen-${String(index + 1).padStart(2, "0")}-${kind}.svg`),
    caption: captions[kind],
  }));
}

export const appScreenSlides = appScreenSlidesWith(appScreenCaptions);
