// A page as a picture of it should show it: everything that loads on approach loaded, every image
// drawn, carousels started and still, the fonts in. Shared by the screenshot test
// (e2e/screenshots.spec.ts) and `npm run screenshots` (scripts/screenshots.mjs).

/** Half a screen at a time, as a reader scrolls: parts that load when they come near are all asked for. */
const SCROLL_STEP_MS = 60;

/**
 * Scrolls to the foot of the page and back, then waits until every image that can be seen has
 * arrived, nothing is still waiting to start (`data-ready="false"`: the carousels before their
 * script runs) and the fonts are in. Polls on a timer, not on animation frames, which would make
 * the page draw a frame each time (docs/decisions/0025-test-levels.md).
 */
export async function pageAtRest(page, { timeout = 20_000 } = {}) {
  await page.evaluate(async (stepMs) => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, stepMs));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await pause();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await pause();
    window.scrollTo({ top: 0, behavior: "instant" });
  }, SCROLL_STEP_MS);
  await page.waitForFunction(
    () => {
      const waiting = [...document.images].filter((image) => {
        if (image.complete) return false;
        // A carousel's slides beside its viewport never come near enough to load, and no picture shows them.
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      });
      return waiting.length === 0 && document.querySelector('[data-ready="false"]') === null;
    },
    null,
    { timeout, polling: 100 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: whatever the last image or font changed is laid out and drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
