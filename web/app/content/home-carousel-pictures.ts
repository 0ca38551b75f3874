/**
 * The pictures of the home page's two carousels, in order: the same in every language, so each
 * language's captions (home-carousels.ts) are put to them here rather than in another language's
 * module, whose words would come with them into the page's scripts.
 */

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

/** The kinds of centre in the carousel; each language writes them out (home-carousels.ts). */
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
