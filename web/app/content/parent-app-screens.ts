import announcement from "../images/product-screens/parent-announcement.svg";
import announcementPhone from "../images/product-screens/parent-announcement-phone.svg";
import attendance from "../images/product-screens/parent-attendance.svg";
import attendancePhone from "../images/product-screens/parent-attendance-phone.svg";
import gallery from "../images/product-screens/parent-gallery.svg";
import galleryPhone from "../images/product-screens/parent-gallery-phone.svg";
import home from "../images/product-screens/parent-home.svg";
import invoice from "../images/product-screens/parent-invoice.svg";
import invoicePhone from "../images/product-screens/parent-invoice-phone.svg";
import leave from "../images/product-screens/parent-leave.svg";
import leavePhone from "../images/product-screens/parent-leave-phone.svg";
import questions from "../images/product-screens/parent-questions.svg";
import questionsPhone from "../images/product-screens/parent-questions-phone.svg";
import report from "../images/product-screens/parent-report.svg";
import reportPhone from "../images/product-screens/parent-report-phone.svg";
import video from "../images/product-screens/parent-video.svg";
import videoPhone from "../images/product-screens/parent-video-phone.svg";

const row = { width: 480, height: 360 } as const;
const phone = { width: 240, height: 440 } as const;

/**
 * The iKEY Parent app's screens (app/images/product-screens/parent-*.svg, templates the build fills
 * with each language's words: docs/decisions/0037-product-screens.md), keyed by file name, with the
 * size of each viewBox (parent-app-screens.test.ts keeps them in step). Each screen comes twice: the
 * phone alone, for the home page's slider, and the phone with what the app tells the parent beside
 * it, for the feature rows. Pages add the alt text.
 */
export const parentScreens = {
  "parent-home": { src: home, width: 560, height: 420 },
  "parent-announcement": { src: announcement, ...row },
  "parent-announcement-phone": { src: announcementPhone, ...phone },
  "parent-attendance": { src: attendance, ...row },
  "parent-attendance-phone": { src: attendancePhone, ...phone },
  "parent-gallery": { src: gallery, ...row },
  "parent-gallery-phone": { src: galleryPhone, ...phone },
  "parent-invoice": { src: invoice, ...row },
  "parent-invoice-phone": { src: invoicePhone, ...phone },
  "parent-leave": { src: leave, ...row },
  "parent-leave-phone": { src: leavePhone, ...phone },
  "parent-questions": { src: questions, ...row },
  "parent-questions-phone": { src: questionsPhone, ...phone },
  "parent-report": { src: report, ...row },
  "parent-report-phone": { src: reportPhone, ...phone },
  "parent-video": { src: video, ...row },
  "parent-video-phone": { src: videoPhone, ...phone },
} as const satisfies Record<string, { src: string; width: number; height: number }>;
