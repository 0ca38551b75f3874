import {
  type AppScreenKind,
  appScreenSlidesWith,
  type CentreKind,
  centreWordmarksWith,
} from "./home-carousel-pictures";
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

/** Each app screen's caption, keyed by the kind in its file's name. */
export const appScreenCaptions = translatable({
  announce: "Announcements: news from the centre",
  invoice: "Invoices: fees due and receipts",
  gallery: "Gallery: photos from class",
  attend: "Attendance: who is in today",
  temp: "Temperature: check in with a reading",
  report: "Reports: progress over the term",
  log: "Daily log: meals, naps and activities",
  qa: "Parents Q and A: ask the centre",
} satisfies Record<AppScreenKind, string>);

export const appScreenSlides = appScreenSlidesWith(appScreenCaptions);
