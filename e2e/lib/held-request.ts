import type { Page, Route } from "@playwright/test";

/**
 * Holds each request to `url` at the route until `release()`, then lets `settle` answer it.
 * `arrived` resolves once a request is held, so a test can check the page's in-flight state while
 * it really is in flight, and release it knowing the request is there to release.
 */
export async function holdRequest(
  page: Page,
  url: string,
  settle: (route: Route) => Promise<void>,
): Promise<{ arrived: Promise<void>; release: () => void }> {
  let release: () => void = () => {};
  let markArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    markArrived = resolve;
  });
  await page.route(url, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
      markArrived();
    });
    await settle(route);
  });
  return { arrived, release: () => release() };
}

/** Holds the next request to `url` until `release()`, then fails it as a refused connection. */
export function holdThenRefuse(page: Page, url: string) {
  return holdRequest(page, url, (route) => route.abort("connectionrefused"));
}
