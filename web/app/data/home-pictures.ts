import announcementIcon from "../images/home/icons/announcement.svg";
import attendanceIcon from "../images/home/icons/attendance.svg";
import dataIcon from "../images/home/icons/data.svg";
import galleryIcon from "../images/home/icons/gallery.svg";
import paymentIcon from "../images/home/icons/payment.svg";
import reportsIcon from "../images/home/icons/reports.svg";

/**
 * The home page's workflow icons, by the `###` ids of each language's
 * web/content/<language>/home/sections.md: the same in every language, so no language's words
 * come with them into another's pages.
 */

export const workflowIcons = {
  payment: paymentIcon,
  announcement: announcementIcon,
  gallery: galleryIcon,
  data: dataIcon,
  attendance: attendanceIcon,
  reports: reportsIcon,
} as const;
