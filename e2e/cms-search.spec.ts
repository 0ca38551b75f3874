import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { startSideServer, waitHealthy } from "./lib/side-server.ts";
import { type ConsoleSite, consoleSettingsFor, enrol, signIn } from "./lib/staff-console.ts";
import { unique, waitForHydration, watchConsole } from "./support.ts";

// Site search finds what support publishes from the console (docs/decisions/0045-cms.md, "Search"):
// a Malay help article, in the Malay search alone, without a build; gone once it is unpublished.
// On a side server with a database of its own, as e2e/cms.spec.ts, so other specs' searches keep
// the built pages alone.

const port = 3143;
const site: ConsoleSite = { origin: `http://127.0.0.1:${port}`, database: ".tmp/e2e-cms-search.sqlite" };
let server: ChildProcess | undefined;

test.use({ baseURL: site.origin });
test.beforeAll(async () => {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${site.database}${suffix}`, { force: true });
  server = startSideServer(port, { ...consoleSettingsFor(site), SITE_URL: site.origin });
  await waitHealthy(port);
});
test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** The results' addresses for `query` in the search dialog of a fresh page at `path`. */
async function searchResults(page: Page, path: string, button: RegExp, query: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByTestId("desktop-header").getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox").fill(query);
  // Done when the status counts the results or says there are none.
  await expect(dialog.locator(".search-status")).not.toBeEmpty({ timeout: 10_000 });
  await expect(dialog.locator(".search-status")).not.toHaveText(/…|\.\.\./);
  return dialog
    .locator('[role="option"]')
    .evaluateAll((options) => options.map((o) => o.getAttribute("data-path") ?? ""));
}

test("a Malay help article published from the console is in the Malay search, not the English, until unpublished", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = `${unique("support").replace(/\W+/g, "-").toLowerCase()}@ikey.example`;
  await signIn(page, await enrol(request, email, "support", site));
  await page.getByRole("link", { name: "Help articles" }).click();
  await page.getByLabel("Who it is for").selectOption("parents");
  await page.getByRole("button", { name: "New help article" }).click();
  await page.getByRole("tab", { name: "Bahasa Melayu" }).click();
  const malay = page.getByRole("tabpanel", { name: "Bahasa Melayu" });
  // A word of letters no page has: Pagefind matches numbers and prefixes too.
  const word = `tadika${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)] ?? "")}`;
  await malay.getByLabel("Title", { exact: true }).fill(`Yuran ${word}`);
  await malay.getByLabel("Summary", { exact: true }).fill("Cara membayar yuran tadika.");
  await malay.getByLabel("Text (Markdown)").fill(`Bayar yuran ${word} di kaunter.`);
  await expect(malay.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 10_000 });
  await malay.getByRole("button", { name: "Publish now" }).click();
  await expect(malay.getByText(/First published/)).toBeVisible();
  const slug = await malay.getByLabel("Address").inputValue();
  const target = `/ms/help/parents/${slug}`;

  const visitor = await browser.newPage();
  const visitorProblems = watchConsole(visitor);
  // A new page reads the pointer when search opens: within seconds of publishing, the article is found.
  await expect
    .poll(() => searchResults(visitor, "/ms/help", /^Cari$/, word), { timeout: 30_000, intervals: [2_000] })
    .toContain(target);
  const result = visitor.locator(`[role="option"][data-path="${target}"]`);
  await expect(result.locator(".search-result-section")).toHaveText("Ibu bapa");
  await result.click();
  await expect(visitor).toHaveURL(new RegExp(`${target}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Yuran ${word}`);
  // English search does not have it; the built pages are still found beside the console's.
  const english = await searchResults(visitor, "/help", /^Search$/, word);
  expect(english.filter((path) => path.includes(slug))).toEqual([]);
  expect(await searchResults(visitor, "/ms/help", /^Cari$/, "kata laluan")).toContain(
    "/ms/help/parents/reset-password",
  );

  await malay.getByRole("button", { name: "Unpublish…" }).click();
  await malay.getByRole("button", { name: "Unpublish now" }).click();
  await expect
    .poll(() => searchResults(visitor, "/ms/help", /^Cari$/, word), { timeout: 30_000, intervals: [2_000] })
    .not.toContain(target);
  expect(visitorProblems).toEqual([]);
  expect(problems).toEqual([]);
});
