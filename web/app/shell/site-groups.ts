import type { PageId, PagePhases } from "@ikey/contracts/site-pages";
import { REQUEST_DEMO_HASH } from "../features/request-demo/request-demo-hash";
import { pageNames } from "../lib/page-names";
import * as m from "../paraglide/messages.js";

/**
 * A link in the menu and the footer: a page of contracts/site-pages.ts, a place on a page, or
 * the fragment that opens a site-wide dialog (it works before any script has loaded).
 */
export type GroupLink =
  | { readonly kind: "page"; readonly page: PageId }
  | { readonly kind: "anchor"; readonly to: string; readonly label: () => string }
  | { readonly kind: "dialog"; readonly hash: string; readonly label: () => string };

export interface SiteGroup {
  readonly id: string;
  readonly title: () => string;
  readonly description: () => string;
  readonly links: readonly GroupLink[];
}

const page = (id: PageId): GroupLink => ({ kind: "page", page: id });

/** The sign-up wizard's section on the product page: /sign-up itself is left out of menus and sitemaps. */
export const SIGN_UP_ANCHOR = "/center-management-system#application-form";

/**
 * The site's links, grouped by who is asking (docs/decisions/0035-site-navigation-and-footer.md).
 * The menu and the footer both render this list, so they cannot list different pages. Every page
 * that contracts/site-pages.ts lists is here or in the menu's first row (home, sitemap); a page for
 * a time (the campaign) only while it runs, as `phases` says.
 */
export function siteGroupsFor(phases: PagePhases): readonly SiteGroup[] {
  return [
    {
      id: "centres",
      title: m.nav_group_centres,
      description: m.nav_group_centres_text,
      links: [
        page("center-management-system"),
        // Written out rather than filtered over the groups: less code on every page.
        ...(phases.campaign === "running" ? [page("campaign")] : []),
        { kind: "anchor", to: SIGN_UP_ANCHOR, label: pageNames["sign-up"] },
        { kind: "dialog", hash: REQUEST_DEMO_HASH, label: m.request_a_demo },
      ],
    },
    {
      id: "families",
      title: m.nav_group_families,
      description: m.nav_group_families_text,
      links: [page("education-apps"), page("parent-apps"), page("help")],
    },
    {
      id: "support",
      title: m.nav_group_support,
      description: m.nav_group_support_text,
      links: [page("check-app-status"), page("account-security-tips"), page("deactivate-account"), page("faq")],
    },
    {
      id: "company",
      title: m.nav_group_company,
      description: m.nav_group_company_text,
      links: [
        page("our-story"),
        page("announcement"),
        page("new-feature"),
        page("recruitment"),
        page("terms"),
        page("privacy-policy"),
      ],
    },
  ];
}

/** The groups as the site was built (web/app/env.d.ts: __PAGE_PHASES__). */
export const siteGroups: readonly SiteGroup[] = siteGroupsFor(__PAGE_PHASES__);
