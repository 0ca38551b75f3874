// Time until a page has hydrated, measured in Chromium through the DevTools
// protocol under the throttling Lighthouse simulates for mobile: 4× slower CPU,
// 150 ms round trip, 1.6 Mbps down and 750 kbps up. Each load is a cold one in a
// fresh browser context (empty cache and connections).
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";

export const HYDRATION_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
};

const LOAD_TIMEOUT_MS = 60_000;

// The app sets data-hydrated="true" on <html> in its first effect (web/app/root.tsx);
// this records when, in the page's own clock (milliseconds from navigation start).
// It runs before the parser has made <html>, so it watches the whole document.
function recordHydrationMoment() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hydrated === "true") {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

/** Applies Lighthouse's mobile throttling to a page through its DevTools session. */
export async function throttle(cdp) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: HYDRATION_THROTTLING.latencyMs,
    downloadThroughput: HYDRATION_THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: HYDRATION_THROTTLING.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: HYDRATION_THROTTLING.cpuSlowdown });
}

/** Opens Chromium once; `measure(url)` then loads the URL cold and returns milliseconds to hydration. */
export async function openHydrationTimer() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    async measure(url) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      try {
        const page = await context.newPage();
        await page.addInitScript(recordHydrationMoment);
        await throttle(await context.newCDPSession(page));
        await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
        await page.waitForFunction(() => typeof window.__hydratedAt === "number", null, { timeout: LOAD_TIMEOUT_MS });
        return await page.evaluate(() => window.__hydratedAt);
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
