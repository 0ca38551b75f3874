// `npm run bench:status`: how soon the Check App Status page is complete when its
// targets answer with fixed delays. A small delay server on loopback plays the
// four keepalive targets (50, 300, 1200 and 300 ms); the site is started with
// its status settings pointing there, and Chromium loads the page several times.
// Reported: time from navigation until the last row resolves, against the slowest
// delay. Target: under the slowest delay plus 150 ms, which all-at-once checking allows.
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const LOADS = Number(process.env.BENCH_RUNS ?? 5);
const delays = { api: 50, center: 300, server1: 1200, server2: 300 };
const slowest = Math.max(...Object.values(delays));

const targets = createServer((request, response) => {
  const name = request.url?.slice(1) ?? "";
  const delay = delays[name];
  if (delay === undefined) return response.writeHead(404).end();
  setTimeout(() => {
    response.writeHead(200, {
      "Content-Type": "text/plain",
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": "no-store",
    });
    response.end("I am alive!");
  }, delay);
});
targets.listen(0, "127.0.0.1");
await once(targets, "listening");
const targetBase = `http://127.0.0.1:${targets.address().port}`;

const server = startServer(PORT, {
  logFile: join(ROOT, ".tmp", "bench-status-server.log"),
  env: {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STATUS_API_URL: `${targetBase}/api`,
    STATUS_CENTER_URL: `${targetBase}/center`,
    STATUS_SERVER1_URL: `${targetBase}/server1`,
    STATUS_SERVER2_URL: `${targetBase}/server2`,
  },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const times = [];
try {
  await waitUntilHealthy(server, PORT);
  for (let load = 0; load < LOADS; load++) {
    const page = await browser.newPage();
    if (process.env.BENCH_DEBUG) page.on("console", (message) => console.error(message.text()));
    await page.goto(`http://127.0.0.1:${PORT}/check-app-status`);
    // performance.now() counts from the start of the navigation.
    const done = await page.waitForFunction(
      () => document.querySelector(".status-board")?.getAttribute("data-complete") === "true" && performance.now(),
      undefined,
      { polling: "raf", timeout: 30_000 },
    );
    const working = await page.locator(".status-working").count();
    if (process.env.BENCH_DEBUG) console.error(await page.locator(".status-group").allInnerTexts());
    times.push({ ms: Math.round(await done.jsonValue()), working });
    await page.close();
    process.stderr.write(`[bench:status] load ${load + 1}/${LOADS}: ${times.at(-1).ms} ms, ${working} rows working\n`);
  }
} finally {
  await browser.close();
  await stopServer(server);
  targets.close();
}

const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const text = [
  "# Check App Status benchmark",
  "",
  `- Date: ${new Date().toISOString()}; Chromium (headless) on loopback; ${LOADS} page loads.`,
  `- Target delays: api ${delays.api} ms, center ${delays.center} ms, server1 ${delays.server1} ms, server2 ${delays.server2} ms (slowest ${slowest} ms).`,
  "- Measured: from the start of navigation until the last of the 15 rows resolved (`performance.now()`).",
  `- Target: under the slowest delay plus 150 ms, that is under ${slowest + 150} ms.`,
  "",
  "| Load | Time to complete (ms) | Rows working |",
  "| ---: | ---: | ---: |",
  ...times.map((time, index) => `| ${index + 1} | ${time.ms} | ${time.working} |`),
  "",
  `Median: **${median} ms**, that is the slowest delay + ${median - slowest} ms.`,
  "",
  "Reproduce: `npm run bench:status` (it rebuilds the site with the benchmark's status settings; the next `npm start` rebuilds it back).",
  "",
].join("\n");
writeFileSync(join(ROOT, "bench", "results", "status.md"), text);
process.stdout.write(text);
