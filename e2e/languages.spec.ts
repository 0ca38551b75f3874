import { expect, type Page, test } from "@playwright/test";
import { CAMPAIGN_SOURCE, malaysianStates, reflexTypes } from "../contracts/campaign-options.ts";
import { genders, nationalities } from "../contracts/centre-sign-up-steps.ts";
import { LANGUAGES, type Language, languageInfo, pathInLanguage } from "../contracts/languages.ts";
import { parseSiteConfig } from "../contracts/site-config.ts";
import { canonicalPath, pageTitle, sitePages } from "../contracts/site-pages.ts";
import { pageIntros as malayIntros } from "../web/app/content/ms/page-intros.ts";
import { pageIntros as chineseIntros } from "../web/app/content/zh/page-intros.ts";
import { catalogue, englishLeftovers, PROPER_NAMES } from "./lib/catalogues.ts";
import { findLeftovers, visibleWords } from "./lib/page-words.ts";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./support.ts";

// Every public page in Malay and Chinese (docs/decisions/0017-languages.md).
const site = parseSiteConfig({});
const absolute = (path: string) => new URL(path, site.SITE_URL).href;
const intros = { ms: malayIntros, zh: chineseIntros } as const;
const pageNameKey = (id: string) =>
  `page_name_${id.replace(/-/g, "_").replace(/^(student_privacy_policy|privacy_policy_html)$/, "privacy_policy")}`;

/**
 * Elements with Han characters of their own (hidden ones too: they are laid out) whose fonts do not
 * start with the page's Chinese face. Their text goes to the browser's system fallback, which loaded
 * the 19.5 MB CJK font file a second time within the first layout (docs/decisions/0017).
 */
function hanOutsideChineseFont(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const chineseFace = getComputedStyle(document.body).fontFamily.split(",")[0]?.trim() ?? "";
    const strays = /iKEY Han/.test(chineseFace) ? [] : [`body starts with ${chineseFace}`];
    for (const element of document.body.querySelectorAll(":not(script, style, template)")) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent);
      const placeholder = element.getAttribute("placeholder") ?? "";
      if (!/\p{Script=Han}/u.test(own.join("") + placeholder)) continue;
      const face = getComputedStyle(element).fontFamily.split(",")[0]?.trim();
      if (face !== chineseFace)
        strays.push(`<${element.localName} class="${element.getAttribute("class")}"> in ${face}`);
    }
    return strays;
  });
}

for (const language of ["ms", "zh"] as const satisfies readonly Language[]) {
  const messages = catalogue(language);
  const leftovers = englishLeftovers(language);

  for (const page of sitePages) {
    const path = pathInLanguage(page.path, language);
    const fontCheck = language === "zh" ? ", Han in the Chinese font" : "";
    test(`${path} is in ${languageInfo[language].nativeName}: lang, title, alternates, no English left${fontCheck}, axe`, async ({
      page: tab,
    }) => {
      const problems = watchConsole(tab);
      const response = await tab.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(tab);
      await expect(tab.locator("html")).toHaveAttribute("lang", languageInfo[language].htmlLang);
      const title = page.id === "home" ? messages.home_title : pageTitle(messages[pageNameKey(page.id)] ?? "");
      await expect(tab).toHaveTitle(title ?? "");
      const canonical = canonicalPath(page);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        absolute(pathInLanguage(canonical, language)),
      );
      for (const other of LANGUAGES) {
        await expect(tab.locator(`link[rel="alternate"][hreflang="${languageInfo[other].hreflang}"]`)).toHaveAttribute(
          "href",
          absolute(pathInLanguage(canonical, other)),
        );
      }
      await expect(tab.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        absolute(canonical),
      );
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(intros[language][page.id].heading);
      // The site's own links stay in the language.
      const footerLink = tab.getByRole("contentinfo").getByRole("link").first();
      await expect(footerLink).toHaveAttribute("href", new RegExp(`^${languageInfo[language].prefix}/`));
      expect(findLeftovers(await visibleWords(tab), leftovers)).toEqual([]);
      if (language === "zh") expect(await hanOutsideChineseFont(tab)).toEqual([]);
      await expectNoAxeViolations(tab);
      expect(problems).toEqual([]);
    });
  }

  test(`an unknown address under /${language} gets the ${languageInfo[language].nativeName} not-found page`, async ({
    page: tab,
  }) => {
    const response = await tab.goto(`/${language}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(tab.locator("html")).toHaveAttribute("lang", languageInfo[language].htmlLang);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(messages.not_found_heading ?? "");
    await waitForHydration(tab);
    await tab.getByRole("link", { name: messages.home_page_link }).click();
    await expect(tab).toHaveURL(new RegExp(`/${language}$`));
  });
}

/** What the forms send, unchanged in every language (the payloads do not change); the pages show labels instead. */
const FORM_VALUES = [...genders, ...nationalities, ...malaysianStates, ...reflexTypes, CAMPAIGN_SOURCE];

test("a Malay or Chinese page's scripts carry none of English's interface strings", async ({ request }) => {
  for (const language of ["ms", "zh"] as const) {
    // Long enough not to occur by chance in code; what a page shows is checked above.
    const english = englishLeftovers(language).filter((text) => text.length >= 16);
    for (const path of ["/", "/center-management-system", "/check-app-status", "/deactivate-account", "/sign-up"]) {
      const address = pathInLanguage(path, language);
      const html = await (await request.get(address)).text();
      const scripts = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
      expect(scripts.length, address).toBeGreaterThan(0);
      for (const script of scripts) {
        const code = [...PROPER_NAMES, ...FORM_VALUES].reduce(
          (rest, name) => rest.replaceAll(name, " "),
          await (await request.get(script)).text(),
        );
        expect(
          english.filter((text) => code.includes(text)),
          `${script} on ${address}`,
        ).toEqual([]);
      }
    }
  }
});

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

    // Choosing English from the menu's switcher remembers English: no more offers.
    await page.goto("/ms/our-story");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).first().click();
    await page.locator(".language-switcher-menu").getByRole("link", { name: "English" }).click();
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
      await page.getByRole("button", { name: "Menu" }).first().click();
      await expect(
        page.locator(".language-switcher-menu").getByRole("link", { name: "简体中文", exact: true }),
      ).toBeVisible();
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
