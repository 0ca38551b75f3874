import type { PageId } from "./site-pages";
import { SITE_NAME } from "./site-pages";

/**
 * Each page's English name: the `{name}` of its `{name} - iKEY` title, and its label in the menus and
 * the sitemap. Apart from the page list, so that the pages in other languages, which take their names
 * from their catalogues (web/app/lib/page-names.ts), do not carry these too; a test holds the English
 * catalogue to them.
 */
export const englishPageNames: Record<PageId, string> = {
  home: "Home",
  "our-story": "Our Story",
  "center-management-system": "Centre Management System",
  "education-apps": "Educator App",
  "parent-apps": "Parent App",
  "new-feature": "New Feature",
  announcement: "Announcement",
  campaign: "RHB Reflex Premium Plus for Education Campaign",
  faq: "FAQ",
  "account-security-tips": "Account Troubleshooting Tips",
  help: "Help Centre",
  "check-app-status": "Check App Status",
  "deactivate-account": "Deactivate Account",
  "deactivate-account-success": "Account Deactivated",
  recruitment: "Careers",
  terms: "Terms and Conditions",
  "privacy-policy": "Privacy Policy",
  "student-privacy-policy": "Privacy Policy",
  "privacy-policy-html": "Privacy Policy",
  sitemap: "Sitemap",
  maintenance: "Under Maintenance",
  "sign-up": "Centre Sign Up",
  "status-updates": "Incident E-mail Updates",
  "demo-booking": "Your Demo",
  "redirect-to-download": "Get the App",
  "download-app": "Download the iKEY Apps",
  "download-educator-app": "Download iKEY Educator",
  "download-parent-app": "Download iKEY Parent",
};

export const HOME_TITLE = `${SITE_NAME} | Centre Management System, Educator App and Parent App`;
