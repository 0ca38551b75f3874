import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

// Choosing a language, and being offered one (docs/decisions/0017-languages.md). Every page in every
// language is loaded by e2e/site-sweep.spec.ts; what the built pages say in each language (lang,
// titles, alternates, no English left) is checked over the build in web/test.

test.describe("the language switcher", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("keeps the page and its hash, remembers the choice, and links stay in the language", async ({ page }) => {
    await page.goto("/faq#account");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "BM", exact: true }).click();
    await expect(page).toHaveURL(/\/ms\/faq#account$/);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ms-MY");
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toHaveAttribute("href", /^\/ms\//);

    // Back on an English page, the remembered choice is offered, in Malay; nothing redirects.
    await page.goto("/our-story");
    const suggestion = page.getByTestId("language-suggestion");
    await expect(suggestion).toContainText("Halaman ini juga ada dalam Bahasa Melayu.");
    await expect(page).toHaveURL(/\/our-story$/);

    // Choosing English from the footer's switcher (the menu's is the header's on a desktop) remembers English: no more offers.
    await page.goto("/ms/our-story");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  // As text, the Chinese names alone made English and Malay pages load a CJK font in their first layout.
  for (const path of ["/help", "/ms/help"]) {
    test(`${path} lays out no Chinese text, yet names Chinese in Chinese, drawn at the text's size`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; the body's scripts hold the names too.
      expect(await page.locator("body").innerText()).not.toMatch(/\p{Script=Han}/u);
      const chinese = page.getByRole("banner").getByRole("link", { name: "中文", exact: true });
      await expect(chinese).toHaveAttribute("lang", "zh-Hans-MY");
      const drawn = chinese.getByRole("img", { name: "中文" });
      const size = await chinese.evaluate((link) => Number.parseFloat(getComputedStyle(link).fontSize));
      expect(await drawn.boundingBox()).toMatchObject({ width: 2 * size, height: size });
      expect(await drawn.evaluate((image) => getComputedStyle(image).maskImage)).toMatch(
        /^url\("data:image\/svg\+xml,/,
      );
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "简体中文", exact: true })).toBeVisible();
    });
  }
});

test.describe("a browser that prefers Malay", () => {
  test.use({ locale: "ms-MY" });

  test("sees a dismissible suggestion in Malay on / and is not redirected", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const suggestion = page.getByTestId("language-suggestion");
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute("lang", "ms-MY");
    await expect(suggestion.getByRole("link", { name: "Baca dalam Bahasa Melayu" })).toHaveAttribute("href", "/ms");
    expect(new URL(page.url()).pathname).toBe("/");
    await expectNoAxeViolations(page);
    await suggestion.getByRole("button", { name: "Tidak, terima kasih" }).click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-MY" });

  test("gets no suggestion", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });
});
