// The help centre's measurements (docs/decisions/0018-help-centre.md):
//  - the search index's size per language, as `npm run build` writes it to web/build/client/pagefind;
//  - the JavaScript every page loads before search opens, against the commit before the help centre
//    (built in a throwaway worktree), in each language;
//  - the time from opening search to the first results under Lighthouse's mobile throttling
//    (4× CPU, 150 ms, 1.6 Mbps), cold, 5 times per language, with the bytes search downloaded.
// Lighthouse on /help and an article in each language is bench:web's job:
//   BENCH_ROUTES=/help,/help/parents/reset-password,/ms/help,… BENCH_RESULTS=bench/results/web-help.md npm run bench:web
//
//   npm run bench:help-centre            # base: BENCH_BASE_REF, default a18f9fa
//
// Builds the base and this checkout (one after the other), starts this checkout's server on
// BENCH_PORT (default 3460), and writes bench/results/help-centre.md.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { baseCheckout, gzipKb, pageScripts, timedBuild } from "./lib/base-build.mjs";
import { importContract } from "./lib/contracts.mjs";
import { throttle } from "./lib/hydration-time.mjs";
import { median } from "./lib/median.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const BASE_REF = process.env.BENCH_BASE_REF ?? "a18f9fa";
const BASE_DIR = join(ROOT, ".tmp", "bench-help-base");
const PORT = Number(process.env.BENCH_PORT ?? 3460);
const RUNS = 5;
const RESULTS = join(ROOT, "bench", "results", "help-centre.md");
const CLIENT = join(ROOT, "web", "build", "client");
const SEARCH_DIR = join(CLIENT, "pagefind");
const TIMEOUT_MS = 60_000;

const { sitePages, prerenderedFile } = await importContract("site-pages");
const { LANGUAGES, pathInLanguage, languageInfo } = await importContract("languages");

/** What each language searches for: the words e2e/help-centre.spec.ts searches for. */
const QUERIES = { en: "password", ms: "kata laluan", zh: "密码" };
/** The search button's name in each language's header. */
const SEARCH_BUTTON = { en: "Search", ms: "Cari", zh: "搜索" };

const progress = (message) => process.stderr.write(`[bench:help-centre] ${message}\n`);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Pagefind's files for one language (its index code is the html lang, lower-cased: "en-my", "zh-hans-my"). */
function indexSize(language) {
  const code = languageInfo[language].htmlLang.toLowerCase();
  const ofLanguage = (name) => name.startsWith(`${code}_`) || name.startsWith(`pagefind.${code}_`);
  const sum = (dir, match) =>
    readdirSync(dir)
      .filter(match)
      .reduce((total, name) => total + statSync(join(dir, name)).size, 0);
  const meta = sum(SEARCH_DIR, ofLanguage);
  const index = sum(join(SEARCH_DIR, "index"), ofLanguage);
  const fragments = sum(join(SEARCH_DIR, "fragment"), ofLanguage);
  const wasmName = existsSync(join(SEARCH_DIR, `wasm.${code}.pagefind`))
    ? `wasm.${code}.pagefind`
    : "wasm.unknown.pagefind";
  const wasm = statSync(join(SEARCH_DIR, wasmName)).size;
  const fragmentCount = readdirSync(join(SEARCH_DIR, "fragment")).filter(ofLanguage).length;
  return { meta, index, fragments, fragmentCount, wasm, wasmName };
}

function scriptsBeforeSearch(clientDir) {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      sitePages
        .filter((page) => page.id !== "help")
        .map((page) => {
          const path = pathInLanguage(page.path, language);
          return [path, gzipKb(clientDir, pageScripts(clientDir, prerenderedFile(path)))];
        }),
    ),
  );
}

/** Opens search from the header and waits for the first result; milliseconds and bytes fetched. */
async function timeSearch(browser, language) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let searchBytes = 0;
    page.on("response", async (response) => {
      if (!new URL(response.url()).pathname.startsWith("/pagefind/")) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      searchBytes += body.length;
    });
    await throttle(await context.newCDPSession(page));
    await page.goto(`http://127.0.0.1:${PORT}${pathInLanguage("/faq", language)}`, { timeout: TIMEOUT_MS });
    await page.waitForSelector("html[data-hydrated='true']", { timeout: TIMEOUT_MS });
    await page.waitForLoadState("networkidle", { timeout: TIMEOUT_MS });
    const button = page.getByTestId("desktop-header").getByRole("button", { name: SEARCH_BUTTON[language] });
    const opened = await page.evaluate(() => performance.now());
    await button.click();
    const input = page.getByRole("combobox");
    await input.fill(QUERIES[language], { timeout: TIMEOUT_MS });
    await page.getByRole("option").first().waitFor({ timeout: TIMEOUT_MS });
    const shown = await page.evaluate(() => performance.now());
    return { ms: shown - opened, bytes: searchBytes };
  } finally {
    await context.close();
  }
}

async function main() {
  const { prepareBase, removeBase } = baseCheckout(BASE_DIR, BASE_REF);
  if (existsSync(BASE_DIR)) removeBase();
  progress(`building the base (${BASE_REF})`);
  prepareBase();
  let before;
  try {
    timedBuild(BASE_DIR, "npm", ["run", "build"]);
    before = scriptsBeforeSearch(join(BASE_DIR, "web", "build", "client"));
  } finally {
    removeBase();
  }
  progress("building this checkout");
  const buildSeconds = timedBuild(ROOT, "npm", ["run", "build"]);
  const after = scriptsBeforeSearch(CLIENT);
  const growth = Object.entries(after).map(([path, size]) => ({ path, size, before: before[path] }));
  const largest = growth.reduce((worst, row) => (row.size - row.before > worst.size - worst.before ? row : worst));

  progress(`starting the server on ${PORT}`);
  const server = startServer(PORT, { logFile: join(ROOT, ".tmp", "bench-help-server.log") });
  const timings = {};
  try {
    await waitUntilHealthy(server, PORT);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const language of LANGUAGES) {
        timings[language] = [];
        for (let run = 0; run < RUNS; run++) timings[language].push(await timeSearch(browser, language));
        progress(`${language}: ${timings[language].map((timing) => Math.round(timing.ms)).join(", ")} ms`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stopServer(server);
  }

  const shared = ["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"].reduce(
    (total, name) => total + statSync(join(SEARCH_DIR, name)).size,
    0,
  );
  const report = [
    "# Help centre benchmark",
    "",
    `- Date: ${new Date().toISOString()}; base: \`${BASE_REF}\` (before the help centre), after: this checkout. Web build: ${buildSeconds.toFixed(1)} s.`,
    "- Sizes in KB of 1024 bytes. Pagefind's index files are gzip already, so their sizes on disk are what a browser downloads.",
    "",
    "## Search index per language",
    "",
    "| Language | Meta | Word index | Fragments (pages) | WebAssembly | Total |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...LANGUAGES.map((language) => {
      const size = indexSize(language);
      const total = size.meta + size.index + size.fragments + size.wasm;
      return `| ${language} | ${kb(size.meta)} | ${kb(size.index)} | ${kb(size.fragments)} (${size.fragmentCount}) | ${kb(size.wasm)} (\`${size.wasmName}\`) | ${kb(total)} |`;
    }),
    "",
    `Shared by every language: Pagefind's script, worker and entry file, ${kb(shared)} KB before compression.`,
    "",
    "## Opening search to the first results, mobile throttling",
    "",
    `Chromium with Lighthouse's mobile throttling (4× CPU, 150 ms latency, 1.6 Mbps down), a cold context per run, the page (\`/faq\`) loaded and idle; from the click on the header's search button to the first result on screen, typing the query at once. ${RUNS} runs per language; the bytes are everything search fetched (its dialog's chunk is not under /pagefind and is not counted).`,
    "",
    "| Language | Query | Median | Runs (ms) | Search downloaded |",
    "| --- | --- | ---: | --- | ---: |",
    ...LANGUAGES.map((language) => {
      const runs = timings[language];
      return `| ${language} | ${QUERIES[language]} | ${Math.round(median(runs.map((run) => run.ms)))} ms | ${runs.map((run) => Math.round(run.ms)).join(", ")} | ${kb(median(runs.map((run) => run.bytes)))} KB |`;
    }),
    "",
    "## JavaScript before search opens",
    "",
    "The scripts each page loads before any interaction (web/build/client, gzip level 9), every page of the base in every language, against the same page before the help centre:",
    "",
    `- Largest growth: \`${largest.path}\`, ${largest.before.toFixed(2)} → ${largest.size.toFixed(2)} KB (${(largest.size - largest.before).toFixed(2)} KB).`,
    `- Pages: ${growth.length}; median growth ${median(growth.map((row) => row.size - row.before)).toFixed(2)} KB.`,
    "",
    "| Page | Before | After | Growth |",
    "| --- | ---: | ---: | ---: |",
    ...growth.map(
      (row) =>
        `| \`${row.path}\` | ${row.before.toFixed(2)} | ${row.size.toFixed(2)} | ${(row.size - row.before).toFixed(2)} |`,
    ),
    "",
  ].join("\n");
  mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(RESULTS, report);
  process.stdout.write(report);
  progress(`wrote ${RESULTS}`);
}

await main();
