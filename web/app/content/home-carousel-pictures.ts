/**
 * The pictures of the home page's two carousels, in order: the same in every language, so each
 * language's captions (home-carousels.ts) are put to them here rather than in another language's
 * module, whose words would come with them into the page's scripts.
 */

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

/** The centres' logos; each one's alt text is the centre's own name, which stays as it is in every language. */
export const centreLogos = centreNames.map((name, index) => ({
  src: urlOf(logoUrls, `centre-${String(index + 1).padStart(2, "0")}.svg`),
  alt: name,
}));

/** The kind in each app screen's file name, in the slider's order. */
const APP_SCREEN_KINDS = ["announce", "invoice", "gallery", "attend", "temp", "report", "log", "qa"] as const;

export type AppScreenKind = (typeof APP_SCREEN_KINDS)[number];

/** The app screens in order, each with its caption from `captions` (each language passes its own). */
export function appScreenSlidesWith(captions: Readonly<Record<AppScreenKind, string>>) {
  return APP_SCREEN_KINDS.map((kind, index) => ({
    src: urlOf(screenUrls, `screen-${String(index + 1).padStart(2, "0")}-${kind}.svg`),
    caption: captions[kind],
  }));
}
