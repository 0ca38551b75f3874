import { HOME_TITLE, pageTitle, sitePages } from "@ikey/contracts/site-pages";
import { describe, expect, it } from "vitest";
import { localizedPageTitle, pageNames } from "./page-names";

describe("page names in English", () => {
  it("are the names and titles contracts/site-pages.ts gives", () => {
    for (const page of sitePages) {
      expect(pageNames[page.id](), page.id).toBe(page.name);
      expect(localizedPageTitle(page.id)).toBe(page.id === "home" ? HOME_TITLE : pageTitle(page.name));
    }
  });
});
