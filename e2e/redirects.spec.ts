import { expect, test } from "@playwright/test";
import { allStoreLinks } from "../contracts/app-stores.ts";
import { business } from "../contracts/business.ts";
import { waitForHydration } from "./support.ts";

const redirects: [string, number, string][] = [
  ["/rhb/", 301, "/RHB-reflex-premium-plus-for-education-campaign"],
  ["/download-iKey-app/", 301, "/download-iKey-app/index.html"],
  ["/download-iKey-educator-app/", 301, "/download-iKey-educator-app/index.html"],
  ["/download-iKey-parent-app/", 301, "/download-iKey-parent-app/index.html"],
  ["/students/anything/at/all", 301, "/"],
  ["/centers/Sunny%20Kids", 302, `${business.centreDirectoryUrl}/centers/Sunny%20Kids/online-enrollment`],
];

for (const [from, status, location] of redirects) {
  test(`${from} is a real HTTP ${status} redirect`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(response.headers().location).toBe(location);
  });
}

test("the download folders land on pages that offer the store links", async ({ page }) => {
  await page.goto("/download-iKey-parent-app/");
  await expect(page).toHaveURL("/download-iKey-parent-app/index.html");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download iKEY Parent");
  await expect(page.getByRole("link", { name: "iKEY Parent on Google Play" })).toHaveAttribute(
    "href",
    business.stores["google-play"].ikey,
  );
});

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

test("privacy-policy.html is the privacy policy", async ({ page }) => {
  const response = await page.goto("/privacy-policy.html");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});
