import { expect, type Page, test } from "@playwright/test";
import { z } from "zod";
import { helpArticlePath, helpArticles } from "../contracts/help-centre.ts";
import { HELP_VISITOR_KEY, HELP_VOTES_PATH } from "../contracts/help-votes.ts";
import { LANGUAGES, type Language, languageInfo, pathInLanguage } from "../contracts/languages.ts";
import { parseSiteConfig } from "../contracts/site-config.ts";
import { englishLeftovers } from "./lib/catalogues.ts";
import { findLeftovers, visibleWords } from "./lib/page-words.ts";
import { consoleOrigin, enrol, signIn } from "./lib/staff-console.ts";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./support.ts";

// The help centre, its search, its votes and its structured data (docs/decisions/0018).
const site = parseSiteConfig({});

/** What each language searches for, and the words its reset-password article answers with. */
const passwordSearch: Record<Language, { query: string; searchLabel: RegExp }> = {
  en: { query: "password", searchLabel: /^Search$/ },
  ms: { query: "kata laluan", searchLabel: /^Cari$/ },
  zh: { query: "密码", searchLabel: /^搜索$/ },
};

async function openSearchFromHeader(page: Page, language: Language) {
  await page.getByTestId("desktop-header").getByRole("button", { name: passwordSearch[language].searchLabel }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const language of LANGUAGES) {
  test(`search finds the reset-password article in ${language}, with no server call`, async ({ page }) => {
    const errors = watchConsole(page);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith("/pagefind/") && /^\/(api|status)\//.test(pathname)) apiCalls.push(pathname);
    });
    await page.goto(pathInLanguage("/faq", language));
    await waitForHydration(page);
    const pagefindRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) pagefindRequests.push(request.url());
    });
    // Nothing of search is loaded before it opens.
    expect(pagefindRequests).toEqual([]);
    const dialog = await openSearchFromHeader(page, language);
    await dialog.getByRole("combobox").fill(passwordSearch[language].query);
    const target = pathInLanguage("/help/parents/reset-password", language);
    const options = dialog.getByRole("option");
    await expect(options.first()).toBeVisible();
    // The article is among the results, with its section, and the matched words are marked.
    const result = dialog.locator(`[role="option"][data-path="${target}"]`);
    await expect(result).toBeVisible();
    await expect(result.locator(".search-result-section")).not.toBeEmpty();
    await expect(result.locator("mark").first()).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(pagefindRequests.length).toBeGreaterThan(0);
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("search is worked by keyboard alone: / opens it, arrows choose, Enter arrives, Escape returns focus", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog");
  const input = dialog.getByRole("combobox");
  await expect(input).toBeFocused();
  await page.keyboard.type("pairing code");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expect(input).toHaveAttribute("aria-activedescendant", /option-0$/);
  await page.keyboard.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-activedescendant", /option-1$/);
  await page.keyboard.press("ArrowUp");
  const chosen = dialog.getByRole("option", { selected: true });
  const title = ((await chosen.locator(".search-result-title").textContent()) ?? "").trim();
  const path = await chosen.getAttribute("data-path");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // Ctrl+K opens it too; Escape closes it and focus goes back where it was.
  const searchButton = page.getByTestId("desktop-header").getByRole("button", { name: "Search" });
  await searchButton.focus();
  await page.keyboard.press("Control+k");
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(searchButton).toBeFocused();
});

test("a vote is stored once per visitor and shows in the console", async ({ page, browser, request }) => {
  const path = "/help/teachers/daily-log";
  await page.goto(path);
  await waitForHydration(page);
  const vote = page.getByRole("group", { name: "Was this helpful?" });
  await vote.getByRole("button", { name: "No" }).click();
  await expect(vote.getByRole("button", { name: "No" })).toHaveAttribute("aria-pressed", "true");
  const comment = `Where do I find the daily log in the app? (${Date.now()})`;
  await page.getByLabel("What could we say better? (optional)").fill(comment);
  await page.getByRole("button", { name: "Send" }).click();
  // The answer takes the form's place, and focus with it.
  await expect(page.getByText("Thank you. Your answer helps us improve these articles.")).toBeFocused();

  // Coming back, the visitor is told they answered; their browser's second vote does not count.
  await page.reload();
  await expect(page.getByText("You have already answered for this article. Thank you.")).toBeVisible();
  const visitor = await page.evaluate((key) => localStorage.getItem(key), HELP_VISITOR_KEY);
  expect(visitor).toMatch(/^[0-9a-f]{32}$/);
  const again = await request.post(HELP_VOTES_PATH, {
    data: { article: "daily-log", helpful: false, comment, visitor },
  });
  expect(again.status()).toBe(409);

  const support = await enrol(request, `help-support-${Date.now()}@ikey.example`, "support");
  const staffContext = await browser.newContext({ baseURL: consoleOrigin });
  const staff = await staffContext.newPage();
  await signIn(staff, support);
  await staff.getByRole("link", { name: "Help answers" }).click();
  const row = staff.locator('tr[data-article="daily-log"]');
  // The vote is counted (Yes, No, then the comments), and its comment is there once: the second vote did not count.
  await expect(row.getByRole("listitem").filter({ hasText: comment })).toHaveCount(1);
  await expect(row.getByRole("listitem").filter({ hasText: comment })).toContainText("No (en,");
  expect(Number(await row.getByRole("cell").nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(staff);
  await staffContext.close();
});

test("client-side navigation between help pages loads each page's words", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("link", { name: "All articles for Parents" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help for Parents");
  await page.getByRole("link", { name: "Reset your password" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Parents");
  expect(documents).toEqual([]);
});

test("the help home shows the status line and every audience's top questions", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  await expect(
    page.getByRole("status").filter({ hasText: /All systems working|Ongoing incident|status/ }),
  ).toBeVisible();
  for (const audience of ["Centre owners and admins", "Teachers", "Parents"]) {
    const section = page.getByRole("region", { name: audience });
    await expect(section.getByRole("link")).toHaveCount(5);
  }
});

for (const language of LANGUAGES) {
  test(`help pages have no accessibility violations in ${language}, with search open too`, async ({ page }) => {
    for (const path of ["/help", "/help/parents", "/help/parents/reset-password"]) {
      await page.goto(pathInLanguage(path, language));
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", languageInfo[language].htmlLang);
      await expectNoAxeViolations(page);
    }
    const dialog = await openSearchFromHeader(page, language);
    await dialog.getByRole("combobox").fill(passwordSearch[language].query);
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const language of ["ms", "zh"] as const) {
  test(`help pages in ${language} hold no English: the interface's or the articles'`, async ({ page, request }) => {
    // The English parents' articles' titles and descriptions, as the English audience page lists them.
    const englishList = await (await request.get("/help/parents")).text();
    const articleEnglish = [...englishList.matchAll(/<li><a [^>]*>([^<]+)<\/a><p>([^<]+)<\/p><\/li>/g)].flatMap(
      ([, title = "", description = ""]) => [title, description].map((text) => text.replaceAll("&#x27;", "'")),
    );
    expect(articleEnglish.length).toBeGreaterThan(20);
    const leftovers = [...englishLeftovers(language), ...articleEnglish];
    for (const path of ["/help/parents", "/help/parents/reset-password", "/help/parents/app-logs-out"]) {
      await page.goto(pathInLanguage(path, language));
      await waitForHydration(page);
      expect(findLeftovers(await visibleWords(page), leftovers), path).toEqual([]);
    }
  });
}

/**
 * The structured data schema.org defines for these types, with the properties Google's article and
 * breadcrumb rich results require or recommend.
 */
const absoluteUrl = z.url().refine((url) => url.startsWith(site.SITE_URL), "an address of this site");
const articleData = z.object({
  "@context": z.literal("https://schema.org"),
  "@graph": z.tuple([
    z.object({
      "@type": z.literal("TechArticle"),
      "@id": absoluteUrl,
      headline: z.string().min(1).max(110),
      description: z.string().min(1).max(160),
      inLanguage: z.enum(LANGUAGES.map((language) => languageInfo[language].htmlLang) as [string, ...string[]]),
      url: absoluteUrl,
      mainEntityOfPage: absoluteUrl,
      publisher: z.object({ "@type": z.literal("Organization"), name: z.string().min(1), url: absoluteUrl }),
      isPartOf: z.object({ "@type": z.literal("WebSite"), name: z.literal("iKEY"), url: absoluteUrl }),
    }),
    z.object({
      "@type": z.literal("BreadcrumbList"),
      itemListElement: z
        .array(
          z.object({
            "@type": z.literal("ListItem"),
            position: z.number().int().min(1),
            name: z.string().min(1),
            item: absoluteUrl,
          }),
        )
        .length(3)
        .refine((items) => items.every((item, index) => item.position === index + 1), "positions 1, 2, 3"),
    }),
  ]),
});

test("every article in every language carries valid structured data naming the page", async ({ request }) => {
  for (const language of LANGUAGES) {
    for (const entry of helpArticles) {
      const path = pathInLanguage(helpArticlePath(entry), language);
      const html = await (await request.get(path)).text();
      const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
      expect(json, path).toBeDefined();
      const parsed = articleData.safeParse(JSON.parse(json ?? "null"));
      expect(parsed.error?.issues ?? [], path).toEqual([]);
      const [article, breadcrumb] = parsed.data?.["@graph"] ?? [];
      expect(article?.url, path).toBe(new URL(path, site.SITE_URL).href);
      expect(article?.inLanguage, path).toBe(languageInfo[language].htmlLang);
      expect(breadcrumb?.itemListElement.at(-1)?.item, path).toBe(article?.url);
      // The headline is the page's heading.
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      expect(article?.headline, path).toBe(heading?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&"));
    }
  }
});
