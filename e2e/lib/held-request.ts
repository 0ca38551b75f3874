import type { Page } from "@playwright/test";

/**
 * Holds the next request to `url` at the route until `release()`, then fails it
 * as a refused connection. `arrived` resolves once the request is held, so a
 * test can check the form's in-flight state while it really is in flight.
 */
export async function holdThenRefuse(
  page: Page,
  url: string,
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
    await route.abort("connectionrefused");
  });
  return { arrived, release: () => release() };
}
