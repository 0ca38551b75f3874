import announcement from "../images/product-screens/parent-announcement.svg";
import attendance from "../images/product-screens/parent-attendance.svg";
import gallery from "../images/product-screens/parent-gallery.svg";
import home from "../images/product-screens/parent-home.svg";
import invoice from "../images/product-screens/parent-invoice.svg";
import leave from "../images/product-screens/parent-leave.svg";
import questions from "../images/product-screens/parent-questions.svg";
import report from "../images/product-screens/parent-report.svg";
import video from "../images/product-screens/parent-video.svg";

const row = { width: 480, height: 360 } as const;

/**
 * The iKEY Parent app's screens (app/images/product-screens/parent-*.svg, templates the build fills
 * with each language's words: docs/decisions/0037-product-screens.md), keyed by file name, with the
 * size of each viewBox (parent-app-screens.test.ts keeps them in step). These are the feature rows'
 * pictures (the phone with what the app tells the parent beside it) and the app's home; the home
 * page's slider shows the phones alone (parent-app-phones.ts). Pages add the alt text.
 */
export const parentScreens = {
  "parent-home": { src: home, width: 560, height: 420 },
  "parent-announcement": { src: announcement, ...row },
  "parent-attendance": { src: attendance, ...row },
  "parent-gallery": { src: gallery, ...row },
  "parent-invoice": { src: invoice, ...row },
  "parent-leave": { src: leave, ...row },
  "parent-questions": { src: questions, ...row },
  "parent-report": { src: report, ...row },
  "parent-video": { src: video, ...row },
} as const satisfies Record<string, { src: string; width: number; height: number }>;
