import { type PageId, pageTitle } from "@ikey/contracts/site-pages";
import * as m from "../paraglide/messages.js";

/**
 * Each page's name in the page's language: the `{name}` of its title, and its label in the menus
 * and the sitemap. English keeps contracts/page-names.ts's names (a test checks they agree).
 */
export const pageNames: Record<PageId, () => string> = {
  home: m.page_name_home,
  "our-story": m.page_name_our_story,
  "center-management-system": m.page_name_center_management_system,
  "education-apps": m.page_name_education_apps,
  "parent-apps": m.page_name_parent_apps,
  "new-feature": m.page_name_new_feature,
  announcement: m.page_name_announcement,
  campaign: m.page_name_campaign,
  faq: m.page_name_faq,
  "account-security-tips": m.page_name_account_security_tips,
  help: m.page_name_help,
  "check-app-status": m.page_name_check_app_status,
  "deactivate-account": m.page_name_deactivate_account,
  "deactivate-account-success": m.page_name_deactivate_account_success,
  recruitment: m.page_name_recruitment,
  terms: m.page_name_terms,
  "privacy-policy": m.page_name_privacy_policy,
  "student-privacy-policy": m.page_name_privacy_policy,
  "privacy-policy-html": m.page_name_privacy_policy,
  sitemap: m.page_name_sitemap,
  maintenance: m.page_name_maintenance,
  "sign-up": m.page_name_sign_up,
  "status-updates": m.page_name_status_updates,
  "demo-booking": m.page_name_demo_booking,
  "redirect-to-download": m.page_name_redirect_to_download,
  "download-app": m.page_name_download_app,
  "download-educator-app": m.page_name_download_educator_app,
  "download-parent-app": m.page_name_download_parent_app,
};

/** The page's `<title>`: "{name} - iKEY", and the home page's own. */
export function localizedPageTitle(id: PageId): string {
  return id === "home" ? m.home_title() : pageTitle(pageNames[id]());
}
