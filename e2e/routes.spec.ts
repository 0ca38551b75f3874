import { expect, test } from "@playwright/test";
import { HOME_TITLE, pageTitle, sitePages } from "../contracts/site-pages.ts";
import { pageIntros } from "../web/app/content/page-intros.ts";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./support.ts";

for (const page of sitePages) {
  test(`${page.path} answers 200 with its title, heading and introduction, cleanly`, async ({ page: tab }) => {
    const problems = watchConsole(tab);
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(tab);
    await expect(tab).toHaveTitle(page.id === "home" ? HOME_TITLE : pageTitle(page.name));
    const intro = pageIntros[page.id];
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(intro.heading);
    await expect(tab.getByText(intro.intro)).toBeVisible();
    await expectNoAxeViolations(tab);
    expect(problems).toEqual([]);
  });
}

test("every prerendered page is free of inline script", async ({ request }) => {
  for (const page of sitePages) {
    const html = await (await request.get(page.path)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0]);
    expect(inline, page.path).toEqual([]);
  }
});
