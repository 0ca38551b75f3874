import announcementPhone from "../images/product-screens/parent-announcement-phone.svg";
import attendancePhone from "../images/product-screens/parent-attendance-phone.svg";
import galleryPhone from "../images/product-screens/parent-gallery-phone.svg";
import invoicePhone from "../images/product-screens/parent-invoice-phone.svg";
import leavePhone from "../images/product-screens/parent-leave-phone.svg";
import questionsPhone from "../images/product-screens/parent-questions-phone.svg";
import reportPhone from "../images/product-screens/parent-report-phone.svg";
import videoPhone from "../images/product-screens/parent-video-phone.svg";

const phone = { width: 240, height: 440 } as const;

/**
 * The parent app's screens as the phone alone shows them (app/images/product-screens/parent-*-phone.svg,
 * decision 0037), for the home page's slider; kept apart from parent-app-screens.ts so the pages
 * with feature rows do not load the slider's pictures' addresses, nor the slider theirs.
 */
export const parentPhones = {
  "parent-announcement-phone": { src: announcementPhone, ...phone },
  "parent-attendance-phone": { src: attendancePhone, ...phone },
  "parent-gallery-phone": { src: galleryPhone, ...phone },
  "parent-invoice-phone": { src: invoicePhone, ...phone },
  "parent-leave-phone": { src: leavePhone, ...phone },
  "parent-questions-phone": { src: questionsPhone, ...phone },
  "parent-report-phone": { src: reportPhone, ...phone },
  "parent-video-phone": { src: videoPhone, ...phone },
} as const satisfies Record<string, { src: string; width: number; height: number }>;
