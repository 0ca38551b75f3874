import {
  type AppScreenKind,
  appScreenSlidesWith,
  type CentreKind,
  centreWordmarksWith,
} from "../data/home-carousel-pictures";
import { translatable } from "./lib/translatable";

/** The words of the home page's two carousels: the kinds of the centres, and the app screens' captions. */

// Both carousels take their content from this module, each loading it as it nears the screen: a
// module they share keeps their code in one chunk, one request for the two.

/** The kind of centre under each centre's name. */
export const centreKinds = translatable({
  kindergarten: "Kindergarten",
  tuition: "Tuition centre",
  childcare: "Childcare centre",
  montessori: "Montessori preschool",
  enrichment: "Enrichment centre",
} satisfies Record<CentreKind, string>);

export const centreWordmarks = centreWordmarksWith(centreKinds);

/** Each app screen's caption, which names the feature, keyed by the screen's kind. */
export const appScreenCaptions = translatable({
  announce: "Announcements: news from the centre",
  invoice: "Invoices: fees due and receipts",
  gallery: "Gallery: photos from class",
  attend: "Attendance: check-in time and temperature",
  report: "Reports: progress over the term",
  leave: "Leave: apply in the app",
  qa: "Questions: ask the teacher",
  video: "Videos: learning at home",
} satisfies Record<AppScreenKind, string>);

/** What each app screen shows, for a reader who cannot see it: the caption only names the feature. */
export const appScreenAlts = translatable({
  announce: "Sports Day on Saturday, 12 December, 8 a.m. at the centre field, announced to parents of all classes.",
  invoice:
    "Aisyah Farid's December invoice, RM 480.00, paid on 3 December by online banking, with receipt RC-2612-0093.",
  gallery: "The album Art Week: Batik painting, with 24 photos.",
  attend:
    "Aisyah Farid checked in at 7:48 a.m. today with a temperature of 36.6 °C, with her check-ins earlier this week below.",
  report:
    "Aisyah Farid's Term 2 2026 report card: star ratings for language, mathematics, creativity and social skills, and the teacher's comment.",
  leave: "A leave application for Aisyah Farid on 17 and 18 December, for a family trip to Ipoh.",
  qa: "A father asks Cikgu Nurul Huda whether Aisyah needs a hat for Sports Day, and she answers.",
  video: "The video Phonics: the letter B, for subscribers, and three more to watch.",
} satisfies Record<AppScreenKind, string>);

export const appScreenSlides = appScreenSlidesWith(appScreenCaptions, appScreenAlts);
