import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { englishPageNames, HOME_TITLE } from "../contracts/page-names.ts";
import { parseSiteConfig } from "../contracts/site-config.ts";
import { canonicalPath, pageTitle, sitePages } from "../contracts/site-pages.ts";
import { pageIntros } from "../web/app/content/page-intros.ts";
import { expectNoAxeViolations, waitForHydration, watchConsole } from "./support.ts";

for (const page of sitePages) {
  test(`${page.path} answers 200 with its title, heading and introduction, cleanly`, async ({ page: tab }) => {
    const problems = watchConsole(tab);
    const response = await tab.goto(page.path);
    expect(response?.status()).toBe(200);
    await waitForHydration(tab);
    await expect(tab).toHaveTitle(page.id === "home" ? HOME_TITLE : pageTitle(englishPageNames[page.id]));
    // Crawlable, with the address search engines should index instead of `noindex`.
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL(canonicalPath(page), parseSiteConfig({}).SITE_URL).href,
    );
    await expect(tab.locator('meta[name="robots"]')).toHaveCount(0);
    const intro = pageIntros[page.id];
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(intro.heading);
    await expect(tab.getByText(intro.intro)).toBeVisible();
    await expectNoAxeViolations(tab);
    expect(problems).toEqual([]);
  });
}

test("every page's policy allows its own inline scripts by hash and no other inline script", async ({ request }) => {
  for (const path of [...sitePages.map((page) => page.path), "/no/such/page"]) {
    const response = await request.get(path);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    const bodies = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(bodies.length, path).toBeGreaterThan(0);
    const hashes = bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    // Pages may also compile WebAssembly (site search's Pagefind), never eval JavaScript.
    expect(scriptSrc, path).toBe(["'self'", "'wasm-unsafe-eval'", ...new Set(hashes)].join(" "));
  }
});
