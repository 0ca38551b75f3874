import announcementIcon from "../images/home/icons/announcement.svg";
import attendanceIcon from "../images/home/icons/attendance.svg";
import dataIcon from "../images/home/icons/data.svg";
import galleryIcon from "../images/home/icons/gallery.svg";
import paymentIcon from "../images/home/icons/payment.svg";
import reportsIcon from "../images/home/icons/reports.svg";

/**
 * The home page's workflow icons: the same in every language, so each language's copy (web/content/<language>/home/sections.md)
 * takes them from here rather than from another language's module, whose words would come with
 * them into the page's scripts.
 */

export const workflowIcons = {
  payment: paymentIcon,
  announcement: announcementIcon,
  gallery: galleryIcon,
  data: dataIcon,
  attendance: attendanceIcon,
  reports: reportsIcon,
} as const;
