import { platformLabels } from "@ikey/contracts/app-stores";
import { business } from "@ikey/contracts/business";
import { featuredPages, listedPages } from "@ikey/contracts/site-pages";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { siteGroups, siteGroupsFor } from "./site-groups";
import { SiteShell } from "./site-shell";

function renderShell() {
  const Stub = createRoutesStub([{ path: "/", Component: () => <SiteShell>home</SiteShell> }]);
  return render(<Stub initialEntries={["/"]} />);
}

/** The list of links under a heading, in the same group. */
function listUnder(heading: HTMLElement): HTMLElement {
  // A folded group's heading is its summary's: the list is beside the summary.
  const group =
    heading.parentElement?.localName === "summary" ? heading.parentElement.parentElement : heading.parentElement;
  const list = group?.querySelector("ul");
  if (!list) throw new Error(`no list under ${heading.textContent}`);
  return list;
}

/** Each group of a navigation: its heading, and the addresses of the list under it. */
function groupsIn(navigation: HTMLElement) {
  return within(navigation)
    .getAllByRole("heading", { level: 2 })
    .map((heading) => {
      const links = within(listUnder(heading)).getAllByRole("link");
      return {
        title: heading.textContent,
        links: links.map((link) => `${link.textContent} ${link.getAttribute("href")}`),
      };
    });
}

const menu = () => document.getElementById("site-menu") as HTMLElement;
/** The footer's two copies of its links (CSS shows one): open groups, and a phone's folded ones. */
const footerNavigations = () =>
  ["Footer", "Footer links"].map((name) => within(screen.getByRole("contentinfo")).getByRole("navigation", { name }));

describe("the site's link groups", () => {
  const pagesIn = (groups: typeof siteGroups) =>
    groups.flatMap((group) => group.links.flatMap((link) => (link.kind === "page" ? [link.page] : [])));

  it("list every page the menus list, once, beside the menu's home and sitemap, while it runs", () => {
    const grouped = pagesIn(siteGroupsFor({ campaign: "running" }));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, "home", "sitemap"].sort()).toEqual(listedPages.map((page) => page.id).sort());
    // The campaign ended on 30 June 2021: as built today, and before it began, it is not featured.
    expect([...pagesIn(siteGroups), "home", "sitemap"].sort()).toEqual(
      featuredPages({ campaign: "ended" })
        .map((page) => page.id)
        .sort(),
    );
    expect(pagesIn(siteGroupsFor({ campaign: "upcoming" }))).not.toContain("campaign");
  });

  it("are the same groups and links in the menu and the footer, each under its heading", () => {
    renderShell();
    const inMenu = groupsIn(menu());
    expect(inMenu.map((group) => group.title)).toEqual([
      "For centres",
      "For teachers and parents",
      "Support",
      "Company",
    ]);
    const [open, folded] = footerNavigations();
    expect(groupsIn(open as HTMLElement)).toEqual(inMenu);
    expect(groupsIn(folded as HTMLElement)).toEqual(inMenu);
    // On a phone each group folds under its heading, and none starts open.
    const groups = (folded as HTMLElement).querySelectorAll("details");
    expect([...groups].map((group) => group.querySelector("summary > h2")?.textContent)).toEqual(
      inMenu.map((group) => group.title),
    );
    expect([...groups].filter((group) => group.open)).toEqual([]);
    expect(inMenu[0]?.links).toEqual([
      "Centre Management System /center-management-system",
      // /sign-up is left out of menus: the same wizard is on the product page.
      "Centre Sign Up /center-management-system#application-form",
      "Request a Demo #request-a-demo",
    ]);
  });

  it("say in one line under each heading who the group is for", () => {
    renderShell();
    for (const group of menu().querySelectorAll(".link-group")) {
      expect(group.querySelector("h2 + p")?.textContent).toMatch(/\w{3,}.*\./);
    }
  });

  it("offer the language choice in the menu once, beside search, home and the sitemap", () => {
    renderShell();
    expect(within(menu()).getAllByRole("group", { name: "Language" })).toHaveLength(1);
    expect(within(menu()).getByRole("button", { name: /Search/ })).toBeTruthy();
    expect(within(menu()).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(menu()).getByRole("link", { name: "Sitemap" }).getAttribute("href")).toBe("/sitemap");
  });
});

describe("the footer", () => {
  it("says who runs the site and how to reach them", () => {
    renderShell();
    const footer = screen.getByRole("contentinfo");
    const text = footer.textContent ?? "";
    expect(text).toContain(business.company.name);
    expect(text).toContain(`Registration No. ${business.company.registrationNo}`);
    expect(text).toContain(business.company.address);
    expect(text).toContain("Monday-Friday 9 a.m - 7 p.m, Malaysia time");
    expect(within(footer).getByRole("link", { name: business.supportEmail }).getAttribute("href")).toBe(
      `mailto:${business.supportEmail}`,
    );
    expect(within(footer).getByRole("link", { name: "+60 12-456 7890" }).getAttribute("href")).toBe(
      `https://wa.me/${business.whatsappNumber}`,
    );
  });

  it("links the parent app in the three stores, and the educator app's downloads", () => {
    renderShell();
    const footer = screen.getByRole("contentinfo");
    const stores = listUnder(within(footer).getByRole("heading", { name: "Download iKEY Parent" }));
    expect(
      within(stores)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      [platformLabels["google-play"], business.stores["google-play"].ikey],
      [platformLabels["app-store"], business.stores["app-store"].ikey],
      [platformLabels["app-gallery"], business.stores["app-gallery"].ikey],
    ]);
    expect(within(footer).getByRole("link", { name: "Download iKEY Educator" }).getAttribute("href")).toBe(
      "/download-iKey-educator-app/index.html",
    );
  });

  it("offers the language choice and the sitemap", () => {
    renderShell();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("group", { name: "Language" })).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "Sitemap" }).getAttribute("href")).toBe("/sitemap");
  });
});
