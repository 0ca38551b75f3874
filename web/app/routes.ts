import { announcementPath } from "@ikey/contracts/announcements";
import { CMS_FRAGMENTS_PATH } from "@ikey/contracts/cms";
import { HELP_PATH } from "@ikey/contracts/help-centre";
import { pathInLanguage } from "@ikey/contracts/languages";
import { type PageId, sitePages } from "@ikey/contracts/site-pages";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { buildLanguage } from "../build-plugins/site-language";

/**
 * Route modules for the pages of contracts/site-pages.ts. The Record type makes
 * the compiler refuse a page without a module. Pages that share a module (the
 * privacy policy's three addresses) get distinct route ids.
 */
const modules: Record<PageId, string> = {
  home: "routes/home.tsx",
  "our-story": "routes/our-story.tsx",
  "center-management-system": "routes/center-management-system.tsx",
  "education-apps": "routes/education-apps.tsx",
  "parent-apps": "routes/parent-apps.tsx",
  "new-feature": "routes/new-feature.tsx",
  announcement: "routes/announcement.tsx",
  campaign: "routes/campaign.tsx",
  faq: "routes/faq.tsx",
  "account-security-tips": "routes/account-security-tips.tsx",
  help: "routes/help.tsx",
  "check-app-status": "routes/check-app-status.tsx",
  "deactivate-account": "routes/deactivate-account.tsx",
  "deactivate-account-success": "routes/deactivate-account-success.tsx",
  recruitment: "routes/recruitment.tsx",
  terms: "routes/terms.tsx",
  "privacy-policy": "routes/privacy-policy.tsx",
  "student-privacy-policy": "routes/privacy-policy.tsx",
  "privacy-policy-html": "routes/privacy-policy.tsx",
  sitemap: "routes/sitemap.tsx",
  maintenance: "routes/maintenance.tsx",
  "sign-up": "routes/sign-up.tsx",
  "status-updates": "routes/status-updates.tsx",
  "demo-booking": "routes/demo-booking.tsx",
  "redirect-to-download": "routes/redirect-to-download.tsx",
  "download-app": "routes/download-app.tsx",
  "download-educator-app": "routes/download-educator-app.tsx",
  "download-parent-app": "routes/download-parent-app.tsx",
};

/**
 * Each language is a build of its own (docs/decisions/0017): a Malay build has every page at its
 * /ms address. What exists once for the whole site (the sitemap, robots.txt and the staff console,
 * which is in English only) is in the English build alone.
 */
const language = buildLanguage();

const pages = sitePages.map((page) => route(pathInLanguage(page.path, language), modules[page.id], { id: page.id }));

// The help centre's audience and article pages: one module each, prerendered at every address
// contracts/help-centre.ts lists.
const helpPages = [
  route(pathInLanguage(`${HELP_PATH}/:audience`, language), "routes/help-audience.tsx", { id: "help-audience" }),
  route(pathInLanguage(`${HELP_PATH}/:audience/:slug`, language), "routes/help-article.tsx", { id: "help-article" }),
];

// Each announcement's page: the posts are the files of web/content/en/announcements/, prerendered
// at the addresses react-router.config.ts lists (their feed is a file, web/scripts/announcement-feeds.mjs).
const announcementPages = [
  route(pathInLanguage(announcementPath(":slug"), language), "routes/announcement-post.tsx", {
    id: "announcement-post",
  }),
];

// The markup the server fills with the console's posts, in this language (docs/decisions/0045-cms.md).
const cmsPages = [route(pathInLanguage(CMS_FRAGMENTS_PATH, language), "routes/cms-fragments.ts")];

const siteWide = [
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The staff console (docs/decisions/0015): client-rendered, its screens loaded as they are opened.
  route("staff", "routes/staff.tsx", { id: "staff" }, [
    index("routes/staff-home.tsx"),
    route("sign-in", "routes/staff-sign-in.tsx"),
    route("invitation", "routes/staff-invitation.tsx"),
    route("password", "routes/staff-password.tsx"),
    route("profile", "routes/staff-profile.tsx"),
    route("leads", "routes/staff-leads.tsx"),
    route("leads/:id", "routes/staff-lead.tsx"),
    route("lead-reports", "routes/staff-lead-reports.tsx"),
    route("accounts", "routes/staff-accounts.tsx"),
    route("members", "routes/staff-members.tsx"),
    route("audit", "routes/staff-audit.tsx"),
    route("incidents", "routes/staff-incidents.tsx"),
    route("help-votes", "routes/staff-help-votes.tsx"),
    route("translations", "routes/staff-translations.tsx"),
    // Publishing (docs/decisions/0045-cms.md): each kind's list and an item's editor.
    route("announcements", "routes/staff-announcements.tsx"),
    route("announcements/:id", "routes/staff-announcement.tsx"),
    route("help-articles", "routes/staff-help-articles.tsx"),
    route("help-articles/:id", "routes/staff-help-article.tsx"),
    route("demos", "routes/staff-demos.tsx"),
    route("demo-hours", "routes/staff-demo-hours.tsx"),
  ]),
];

export default [
  ...pages,
  ...helpPages,
  ...announcementPages,
  ...cmsPages,
  ...(language === "en" ? siteWide : []),
  // The catch-all is prerendered at /404; the server sends that file with status 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
