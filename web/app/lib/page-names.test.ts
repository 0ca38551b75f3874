import { englishPageNames, HOME_TITLE } from "@ikey/contracts/page-names";
import { pageTitle, sitePages } from "@ikey/contracts/site-pages";
import { describe, expect, it } from "vitest";
import { localizedPageTitle, pageNames } from "./page-names";

describe("page names in English", () => {
  it("are the names and titles contracts/page-names.ts gives", () => {
    for (const page of sitePages) {
      expect(pageNames[page.id](), page.id).toBe(englishPageNames[page.id]);
      expect(localizedPageTitle(page.id)).toBe(page.id === "home" ? HOME_TITLE : pageTitle(englishPageNames[page.id]));
    }
  });
});
