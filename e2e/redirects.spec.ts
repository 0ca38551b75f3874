import { expect, test } from "@playwright/test";
import { allStoreLinks } from "../contracts/app-stores.ts";
import { business } from "../contracts/business.ts";
import { waitForHydration } from "./support.ts";

// The redirects' HTTP answers are server tests (server/test/static-site.test.ts) and where each goes
// a table fact (contracts/redirects.test.ts); what is left here is what the browser does.

test("redirect-to-download.html sends the visitor to the store it names", async ({ page }) => {
  const store = new URL(business.stores["app-gallery"]["ikey-educator"]);
  await page.route(`${store.origin}/**`, (route) => route.fulfill({ body: "store page", contentType: "text/plain" }));
  await page.goto(
    "/redirect-to-download.html?utm_source=website&utm_medium=huawei-modal&platform=app-gallery&app=ikey-educator",
  );
  await expect(page).toHaveURL(business.stores["app-gallery"]["ikey-educator"]);
});

test("redirect-to-download.html explains an unknown store or app and offers every link", async ({ page }) => {
  await page.goto("/redirect-to-download.html?platform=windows-phone&app=ikey");
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toContainText("does not name a store and an app we know");
  for (const link of allStoreLinks()) {
    await expect(page.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  }
});

test("redirect-to-download.html decides before the page's scripts run: it opens a known store, and shows the notice for an unknown one in its first paint", async ({
  page,
}) => {
  // With the page's modules refused, only its inline script can act.
  await page.route("**/assets/*.js", (route) => route.abort());
  const store = new URL(business.stores["google-play"].ikey);
  await page.route(`${store.origin}/**`, (route) => route.fulfill({ body: "store page", contentType: "text/plain" }));
  await page.goto("/redirect-to-download.html?platform=google-play&app=ikey");
  await expect(page).toHaveURL(business.stores["google-play"].ikey);

  for (const query of ["", "?platform=google-play", "?platform=toString&app=ikey", "?platform=__proto__&app=ikey"]) {
    const response = await page.goto(`/redirect-to-download.html${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert")).toContainText("does not name a store and an app we know");
    expect(new URL(page.url()).pathname).toBe("/redirect-to-download.html");
  }
});
