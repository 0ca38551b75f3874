import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

const PAGE = "/education-apps";

/** The modules the page's inline script preloads after its first paint (web/scripts/postbuild.mjs). */
function deferredPreloads(html: string): string[] {
  const list = /const hrefs=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

test("a page's modules are preloaded after its first paint, one per task, each fetched once", async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  const hrefs = deferredPreloads(html);
  expect(hrefs.length).toBeGreaterThan(5);

  const moduleRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith(".js")) moduleRequests.push(new URL(sent.url()).pathname);
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  for (const href of hrefs) {
    expect(preloaded, href).toContain(href);
    expect(
      moduleRequests.filter((path) => path === href),
      href,
    ).toHaveLength(1);
  }
});
