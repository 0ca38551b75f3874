import { expect, test } from "@playwright/test";
import { waitForHydration, watchConsole } from "./support.ts";

/** The stylesheets a page applies: inlined <style data-href> elements and linked sheets, by file. */
function appliedSheets() {
  return [...document.styleSheets].map((sheet) => {
    const owner = sheet.ownerNode as HTMLElement | null;
    return new URL(sheet.href ?? owner?.dataset.href ?? "inline", location.href).pathname.replace(
      /-[\w-]{8}\.css$/,
      "",
    );
  });
}

test("a prerendered page holds its stylesheets and requests none, before and after hydration", async ({ page }) => {
  const problems = watchConsole(page);
  const cssRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".css")) cssRequests.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  expect(await page.evaluate(appliedSheets)).toEqual(["/assets/site", "/assets/home"]);
  expect(await page.locator("link[rel=stylesheet]").count()).toBe(0);
  expect(cssRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test("a client-side navigation shows the next page only once its stylesheet applies", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await waitForHydration(page);
  // Records, the moment the FAQ's heading enters the page, which sheets apply.
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector("h1")?.textContent?.includes("Frequently")) {
        (window as unknown as { sheetsAtFirstSight: string[] }).sheetsAtFirstSight = [...document.styleSheets].map(
          (sheet) => sheet.href ?? (sheet.ownerNode as HTMLElement).dataset.href ?? "inline",
        );
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Frequently");
  const sheets = await page.evaluate(() => (window as unknown as { sheetsAtFirstSight: string[] }).sheetsAtFirstSight);
  expect(sheets.some((href) => /\/assets\/text-pages-[\w-]{8}\.css$/.test(href))).toBe(true);
  // The home page's own sheet went with it; the site's stays.
  expect(await page.evaluate(appliedSheets)).toEqual(["/assets/site", "/assets/text-pages"]);
  expect(problems).toEqual([]);
});
