import announcementIcon from "../images/home/icons/announcement.svg";
import attendanceIcon from "../images/home/icons/attendance.svg";
import dataIcon from "../images/home/icons/data.svg";
import galleryIcon from "../images/home/icons/gallery.svg";
import paymentIcon from "../images/home/icons/payment.svg";
import reportsIcon from "../images/home/icons/reports.svg";
import accountingLogo from "../images/home/logos/partner-accounting.svg";
import bankLogo from "../images/home/logos/partner-bank.svg";
import paymentLogo from "../images/home/logos/partner-payment.svg";

/**
 * The home page's partner logos and workflow icons: the same in every language, so each language's
 * copy (home.ts) takes them from here rather than from another language's module, whose words would
 * come with them into the page's scripts.
 */

export const partnerLogos = { bank: bankLogo, payment: paymentLogo, accounting: accountingLogo } as const;

export const workflowIcons = {
  payment: paymentIcon,
  announcement: announcementIcon,
  gallery: galleryIcon,
  data: dataIcon,
  attendance: attendanceIcon,
  reports: reportsIcon,
} as const;
