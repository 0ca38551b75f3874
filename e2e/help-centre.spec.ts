import { expect, type Page, test } from "@playwright/test";
import { HELP_VISITOR_KEY, HELP_VOTES_PATH } from "../contracts/help-votes.ts";
import { LANGUAGES, type Language, pathInLanguage } from "../contracts/languages.ts";
import { consoleOrigin, enrol, signIn } from "./lib/staff-console.ts";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./support.ts";

// The help centre's search and votes in a browser (docs/decisions/0018). Its pages' words in each
// language and its structured data are checked over the build (web/test).
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

// The help home, an audience's list and an article are in the site sweep in every language; here,
// an article of another audience, then the search open on it with its answers.
for (const language of LANGUAGES) {
  test(`an article and the search open on it have no accessibility violations in ${language}`, async ({ page }) => {
    await page.goto(pathInLanguage("/help/parents/reset-password", language));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const dialog = await openSearchFromHeader(page, language);
    await dialog.getByRole("combobox").fill(passwordSearch[language].query);
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
