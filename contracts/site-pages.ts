import { type Language, pathInLanguage } from "./languages";

/**
 * The one list of the site's pages. The web build prerenders from it, the server
 * serves from it, and both sitemaps (XML and the human one) are generated from it,
 * so a page cannot exist in one place and be missing in another.
 */
export interface SitePage {
  /** Stable key; the web app maps it to a route module. */
  readonly id: string;
  readonly path: string;
  /** Listed in the menus, `/sitemap` and `sitemap.xml`. */
  readonly listed: boolean;
  /**
   * The page search engines should index in this one's place: the main address of a page that has
   * several, or the form whose step this page is. Said with a canonical link rather than `noindex`,
   * so that every page stays crawlable and a search for it leads somewhere a visitor can start.
   */
  readonly canonicalPath?: string;
  /**
   * A page for a time (a campaign): its first and last days ("YYYY-MM-DD", Malaysia time, both
   * included). The menus and `/sitemap` feature it only while it runs, and the page says when it
   * has ended; its address, and whatever it offers, keep working before and after.
   */
  readonly runs?: { readonly first: string; readonly last: string };
}

/** Where a page for a time stands at an instant: not begun, running, or ended. A page without dates always runs. */
export type PagePhase = "upcoming" | "running" | "ended";

export const SITE_NAME = "iKEY";

export const sitePages = [
  { id: "home", path: "/", listed: true },
  { id: "our-story", path: "/our-story", listed: true },
  { id: "center-management-system", path: "/center-management-system", listed: true },
  { id: "education-apps", path: "/education-apps", listed: true },
  { id: "parent-apps", path: "/parent-apps", listed: true },
  { id: "new-feature", path: "/new-feature", listed: true },
  { id: "announcement", path: "/announcement", listed: true },
  {
    id: "campaign",
    path: "/RHB-reflex-premium-plus-for-education-campaign",
    listed: true,
    // The spec's campaign period (requirements: States and transitions).
    runs: { first: "2021-01-06", last: "2021-06-30" },
  },
  { id: "faq", path: "/faq", listed: true },
  { id: "account-security-tips", path: "/account-security-tips", listed: true },
  // The help centre's home (contracts/help-centre.ts: its other pages are in site-addresses.ts).
  { id: "help", path: "/help", listed: true },
  { id: "check-app-status", path: "/check-app-status", listed: true },
  { id: "deactivate-account", path: "/deactivate-account", listed: true },
  {
    id: "deactivate-account-success",
    path: "/deactivate-account-success",
    listed: false,
    canonicalPath: "/deactivate-account",
  },
  { id: "recruitment", path: "/recruitment", listed: true },
  { id: "terms", path: "/terms", listed: true },
  { id: "privacy-policy", path: "/privacy-policy", listed: true },
  {
    id: "student-privacy-policy",
    path: "/student-privacypolicy",
    listed: false,
    canonicalPath: "/privacy-policy",
  },
  {
    id: "privacy-policy-html",
    path: "/privacy-policy.html",
    listed: false,
    canonicalPath: "/privacy-policy",
  },
  { id: "sitemap", path: "/sitemap", listed: true },
  { id: "maintenance", path: "/maintainance", listed: false },
  { id: "sign-up", path: "/sign-up", listed: false },
  // Where the status e-mails' confirm and unsubscribe links land (STATUS_UPDATES_PAGE, contracts/status-updates.ts);
  // a search for it leads to Check App Status, where a visitor subscribes.
  {
    id: "status-updates",
    path: "/status-updates",
    listed: false,
    canonicalPath: "/check-app-status",
  },
  // Where a demo e-mail's link lands to move or cancel the demo (DEMO_LINK_PAGE, contracts/demo-booking.ts);
  // a search for it leads home, where every page's header offers Request a Demo.
  {
    id: "demo-booking",
    path: "/demo-booking",
    listed: false,
    canonicalPath: "/",
  },
  {
    id: "redirect-to-download",
    path: "/redirect-to-download.html",
    listed: false,
    // Without a store in its address it offers every store link, as this page does.
    canonicalPath: "/download-iKey-app/index.html",
  },
  { id: "download-app", path: "/download-iKey-app/index.html", listed: false },
  {
    id: "download-educator-app",
    path: "/download-iKey-educator-app/index.html",
    listed: false,
  },
  {
    id: "download-parent-app",
    path: "/download-iKey-parent-app/index.html",
    listed: false,
  },
] as const satisfies readonly SitePage[];

export type PageId = (typeof sitePages)[number]["id"];

/** The address search engines should index for a page (see `SitePage.canonicalPath`). */
export function canonicalPath(page: SitePage): string {
  return page.canonicalPath ?? page.path;
}

/** Where the not-found page is prerendered; the server sends it with status 404. */
export const NOT_FOUND_PATH = "/404";

/** Where the build writes a page: "/" → index.html, "/faq" → faq/index.html, "/x.html" → x.html. */
export function prerenderedFile(path: string): string {
  if (path === "/") return "index.html";
  const relative = path.slice(1);
  return relative.endsWith(".html") ? relative : `${relative}/index.html`;
}

export const NOT_FOUND_FILE = prerenderedFile(NOT_FOUND_PATH);

/** The not-found page in a language, which the server sends with status 404 for that language's addresses. */
export function notFoundFile(language: Language): string {
  return prerenderedFile(pathInLanguage(NOT_FOUND_PATH, language));
}

export function pageTitle(name: string): string {
  return `${name} - ${SITE_NAME}`;
}

export function pageById(id: PageId): SitePage {
  const page = sitePages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page id ${id}`);
  return page;
}

/** The pages `sitemap.xml` lists: a page for a time stays there after it ends, for those who search for it. */
export const listedPages: ReadonlyArray<(typeof sitePages)[number]> = sitePages.filter((page) => page.listed);

/** Where each page for a time stands, by id (contracts/page-phases.ts); a page without dates is not named. */
export type PagePhases = Readonly<Partial<Record<PageId, PagePhase>>>;

/** The pages the menus and `/sitemap` feature, given where the pages for a time stand: the listed ones that run. */
export function featuredPages(phases: PagePhases): ReadonlyArray<(typeof sitePages)[number]> {
  return listedPages.filter((page) => (phases[page.id] ?? "running") === "running");
}
