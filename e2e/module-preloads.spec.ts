import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

const PAGE = "/education-apps";

/** The modules the page's inline script preloads after its first paint (web/scripts/postbuild.mjs). */
function deferredPreloads(html: string): string[] {
  const list = /const hrefs=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

// That the HTML preloads none from its head, and lists them for after the first paint, is a test over
// the built site (web/test/page-scripts.test.ts); here, what the browser then does with the list.
test("a page's modules are preloaded after its first paint, one per task, each fetched once", async ({
  page,
  request,
}) => {
  const hrefs = deferredPreloads(await (await request.get(PAGE)).text());

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
