import { expect, type Locator, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

// Long text pages at a laptop's width (issue 50): the contents stand beside the text and stay in
// view as it scrolls, lead to their sections (a tab's, within that tab), and every page's sections
// share one heading style. On a phone a tab's contents give way to its text.

const LAPTOP = { width: 1280, height: 800 };

const PAGES = [
  { path: "/terms", contents: "Contents: Terms of Service", section: "5. Fair use", level: 3 },
  { path: "/faq#parent-app", contents: "Contents: Parent App", section: null, level: 3 },
  { path: "/privacy-policy", contents: "Contents", section: "8. How long we keep it", level: 2 },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

for (const target of PAGES) {
  test(`at 1280 px ${target.path} has its contents beside the text, in view as it scrolls`, async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto(target.path);
    await waitForHydration(page);
    const contents = page.getByRole("navigation", { name: target.contents, exact: true });
    await expect(contents).toBeVisible();
    const links = contents.getByRole("link");
    const text = page.locator(".with-contents-text").filter({ visible: true });
    expect((await box(contents)).x + (await box(contents)).width, "left of the text").toBeLessThan((await box(text)).x);

    const section = target.section ?? ((await links.nth(3).textContent()) as string);
    await contents.getByRole("link", { name: section, exact: true }).click();
    const heading = page.getByRole("heading", { name: section, level: target.level, exact: true });
    await expect(heading).toBeInViewport();
    await expect(contents, "still in view, scrolled down").toBeInViewport();
    if (target.path.includes("#")) await expect(page.getByRole("tab", { selected: true })).toHaveText("Parent App");
  });
}

test("a long text's sections look the same on Terms, the FAQ and the Privacy Policy", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const styleOf = (heading: Locator) =>
    heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { size: style.fontSize, weight: style.fontWeight, colour: style.color };
    });
  await page.goto("/terms");
  const terms = await styleOf(page.getByRole("heading", { name: "1. About these terms" }));
  await page.goto("/faq");
  const faq = await styleOf(page.locator(".prose h3").first());
  await page.goto("/privacy-policy");
  const privacy = await styleOf(page.getByRole("heading", { name: "1. Personal data we collect" }));
  expect(faq).toEqual(terms);
  expect(privacy).toEqual(terms);
});

test("on a phone a tab's contents give way to its text, and the privacy policy's stay above it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/terms");
  await expect(page.getByRole("navigation", { name: "Contents: Terms of Service" })).toBeHidden();
  await page.goto("/privacy-policy");
  const contents = page.getByRole("navigation", { name: "Contents", exact: true });
  await expect(contents).toBeVisible();
  expect((await box(contents)).y).toBeLessThan(
    (await box(page.getByRole("heading", { name: "1. Personal data we collect" }))).y,
  );
});
