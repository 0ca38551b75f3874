// `npm run bench:status`: how soon the Check App Status page is complete when its
// targets answer with fixed delays. A small delay server on loopback plays the
// four keepalive targets (50, 300, 1200 and 300 ms); the site is started with
// its status settings pointing there, and Chromium loads the page several times.
// Reported: time from navigation until the last row resolves, against the slowest
// delay. Target: under the slowest delay plus 150 ms, which all-at-once checking allows.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { startDelayTargets } from "./lib/delay-targets.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const LOADS = Number(process.env.BENCH_RUNS ?? 7);
const delays = { api: 50, center: 300, server1: 1200, server2: 300 };
const slowest = Math.max(...Object.values(delays));

const targets = await startDelayTargets(delays);
const server = startServer(PORT, {
  logFile: join(ROOT, ".tmp", "bench-status-server.log"),
  env: {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STATUS_API_URL: `${targets.base}/api`,
    STATUS_CENTER_URL: `${targets.base}/center`,
    STATUS_SERVER1_URL: `${targets.base}/server1`,
    STATUS_SERVER2_URL: `${targets.base}/server2`,
  },
});

/**
 * Loads the page once. Returns when the board says every row has resolved
 * (`performance.now()` counts from the start of the navigation), when the
 * first check was requested, and how many rows are working.
 */
async function loadOnce(page) {
  await page.goto(`http://127.0.0.1:${PORT}/check-app-status`);
  const done = await page.waitForFunction(
    () => document.querySelector(".status-board")?.getAttribute("data-complete") === "true" && performance.now(),
    undefined,
    { polling: "raf", timeout: 30_000 },
  );
  const started = await page.evaluate(
    (base) =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.startsWith(base))
          .map((entry) => entry.startTime),
      ),
    targets.base,
  );
  if (process.env.BENCH_DEBUG) {
    // Where the time goes: start, request sent, first byte and end of every request.
    const rows = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) =>
          [
            entry.name.replace(location.origin, ""),
            entry.startTime,
            entry.requestStart,
            entry.responseStart,
            entry.responseEnd,
          ]
            .map((value) => (typeof value === "number" ? Math.round(value) : value))
            .join("  "),
        ),
    );
    process.stderr.write(`${rows.join("\n")}\n`);
  }
  return {
    ms: Math.round(await done.jsonValue()),
    documentMs: Math.round(await page.evaluate(() => window.__benchDocumentCreatedAt)),
    startedMs: Math.round(started),
    working: await page.locator(".status-working").count(),
  };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// Cold: a new tab in a new browser profile, nothing cached. Warm: that tab loading
// the page again, as a reload does, with the hashed scripts and styles cached.
const cold = [];
const warm = [];
try {
  await waitUntilHealthy(server, PORT);
  // One discarded load first: a live site's server has long since compiled its
  // code and opened its files, and the first load of a fresh process measures that.
  const warmUp = await browser.newContext();
  await loadOnce(await warmUp.newPage());
  await warmUp.close();
  for (let load = 0; load < LOADS; load++) {
    const context = await browser.newContext();
    // When the renderer created the page's document, before any of the page's own
    // code can run: the part of a load that no page can shorten.
    await context.addInitScript(() => {
      window.__benchDocumentCreatedAt = performance.now();
    });
    const coldPage = await context.newPage();
    cold.push(await loadOnce(coldPage));
    // The same tab loading the page again (as a reload would): its renderer is already running.
    warm.push(await loadOnce(coldPage));
    await context.close();
    process.stderr.write(
      `[bench:status] load ${load + 1}/${LOADS}: cold ${cold.at(-1).ms} ms, warm ${warm.at(-1).ms} ms\n`,
    );
  }
} finally {
  await browser.close();
  await stopServer(server);
  await targets.stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (runs) => ({
  ms: median(runs.map((run) => run.ms)),
  documentMs: median(runs.map((run) => run.documentMs)),
  startedMs: median(runs.map((run) => run.startedMs)),
});
const coldSummary = summary(cold);
const warmSummary = summary(warm);
const verdict = (ms) =>
  `${ms} ms, the slowest delay + ${ms - slowest} ms (${ms < slowest + 150 ? "meets" : "misses"} the target)`;
const text = [
  "# Check App Status benchmark",
  "",
  `- Date: ${new Date().toISOString()}; headless Chromium, the site and the targets on loopback; ${LOADS} loads of each kind.`,
  `- Target delays: api ${delays.api} ms, center ${delays.center} ms, server1 ${delays.server1} ms, server2 ${delays.server2} ms (slowest ${slowest} ms).`,
  "- Measured: from the start of navigation until the last of the 15 rows resolved (`performance.now()`), until the browser created the page's document (an init script's `performance.now()`, before any of the page's code can run), and until the first check was requested (Resource Timing).",
  "- The server is warmed up by one discarded load first, as a live server is.",
  "- Cold: a new tab in a fresh browser profile (Chromium starts a renderer for it, nothing is cached). Warm: the same tab loading the page again, as a reload does (scripts and styles cached, its renderer running).",
  `- Target: under the slowest delay plus 150 ms, that is under ${slowest + 150} ms.`,
  "",
  "| Load | Cold: complete (ms) | Cold: document created (ms) | Cold: first check (ms) | Warm: complete (ms) | Warm: document created (ms) | Warm: first check (ms) | Rows working |",
  "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...cold.map(
    (run, index) =>
      `| ${index + 1} | ${run.ms} | ${run.documentMs} | ${run.startedMs} | ${warm[index].ms} | ${warm[index].documentMs} | ${warm[index].startedMs} | ${Math.min(run.working, warm[index].working)} |`,
  ),
  "",
  `Median, cold: **${verdict(coldSummary.ms)}**; the document was created at ${coldSummary.documentMs} ms and the first check went out at ${coldSummary.startedMs} ms.`,
  "",
  `Median, warm: **${verdict(warmSummary.ms)}**; the document was created at ${warmSummary.documentMs} ms and the first check went out at ${warmSummary.startedMs} ms.`,
  "",
  `Counted from the document's creation, the first moment the page's own code could act, the page is complete in ${coldSummary.ms - coldSummary.documentMs} ms cold and ${warmSummary.ms - warmSummary.documentMs} ms warm (medians of the totals less medians of the creation times).`,
  "",
  `Counted from the first check, cold and warm complete within about ${Math.max(coldSummary.ms - coldSummary.startedMs, warmSummary.ms - warmSummary.startedMs) - slowest} ms of the slowest delay: the checks run at once. They start from an inline script in the page's head (web/scripts/postbuild.mjs inlines it), so no request comes before them; what a cold load adds is Chromium starting a renderer for the new tab before the document exists (${coldSummary.documentMs} ms against ${warmSummary.documentMs} ms warm) and the page's head arriving and being parsed up to that script (${coldSummary.startedMs - coldSummary.documentMs} ms from the document to the first check, against ${warmSummary.startedMs - warmSummary.documentMs} ms warm).`,
  "",
  "Reproduce: `npm run bench:status` (`BENCH_RUNS` sets the loads, `BENCH_DEBUG=1` prints every request's timing; it rebuilds the site with the benchmark's status settings, and the next `npm start` rebuilds it back).",
  "",
].join("\n");
writeFileSync(join(ROOT, "bench", "results", "status.md"), text);
process.stdout.write(text);
