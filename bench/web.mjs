import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { killAll, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { baseCheckout } from "./lib/base-build.mjs";
import { cmsPostServerEnv, publishCmsPost } from "./lib/cms-post-server.mjs";
import { importContract } from "./lib/contracts.mjs";
import { HYDRATION_THROTTLING, openHydrationTimer } from "./lib/hydration-time.mjs";
import {
  httpGet,
  isRunning,
  portInUse,
  signalGroup,
  startServer,
  stopServer,
  waitUntilHealthy,
} from "./lib/site-server.mjs";
import { startWithoutScriptsProxy } from "./lib/without-scripts-proxy.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER_LOG = join(ROOT, ".tmp", "bench-web-server.log");
const DEFAULT_RESULTS_FILE = join(ROOT, "bench", "results", "web.md");
/** Where BENCH_BASE_REF's commit is checked out and built, to be measured instead of this checkout. */
const BASE_DIR = join(ROOT, ".tmp", "bench-web-base");

/** An address no page has: the server answers it with the prerendered not-found page. */
const NOT_FOUND_ROUTE = "/no-such-page";

/** Every prerendered page (contracts/site-pages.ts) and the not-found page. */
async function everyPage() {
  const { sitePages } = await importContract("site-pages");
  return [...sitePages.map((page) => page.path), NOT_FOUND_ROUTE];
}
// chrome-launcher starts Chromium itself, so it also needs the headless flag.
const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];

const CATEGORIES = [
  { id: "performance", label: "Performance", short: "Perf" },
  { id: "accessibility", label: "Accessibility", short: "A11y" },
  { id: "best-practices", label: "Best Practices", short: "BP" },
  { id: "seo", label: "SEO", short: "SEO" },
];

/** Minimum category scores (0–100) and maximum JS/CLS the site promises to meet. */
const BUDGETS = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcpMs: 1_000,
  lcpMs: 1_200,
  tbtMs: 50,
  jsGzipKb: 130,
  cls: 0,
};

// Everything that can hang has a deadline, so the benchmark always ends.
const RUN_TIMEOUT_MS = 3 * 60_000;
const FETCH_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------
// Options

/**
 * Each option is an environment variable or, on the command line, its flag (the flag wins):
 * `npm run bench:web -- --runs 1 --languages en,ms,zh --pages /,/faq`.
 */
async function readOptions(env = process.env, argv = process.argv.slice(2)) {
  const { values: flags } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string" },
      languages: { type: "string" },
      pages: { type: "string" },
      "cms-post": { type: "boolean" },
    },
  });
  const given = (flags.pages ?? env.BENCH_ROUTES ?? "")
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith("/") ? route : `/${route}`));
  // BENCH_CMS_POST=1 (or --cms-post): a post published from the console, measured in each language
  // in place of the built pages (bench/lib/cms-post-server.mjs), unless pages are also given.
  const cmsPost = flags["cms-post"] === true || env.BENCH_CMS_POST === "1";
  const routes = given.length > 0 || cmsPost ? given : await everyPage();
  return {
    cmsPost,
    port: positiveInteger(env.BENCH_PORT, 3210, "BENCH_PORT"),
    runs: positiveInteger(flags.runs ?? env.BENCH_RUNS, 5, "BENCH_RUNS"),
    routes: await inLanguages(routes, flags.languages ?? env.BENCH_LANGUAGES),
    // BENCH_LIGHTHOUSE=0 measures only the time to hydration (quicker, for a before/after).
    lighthouse: env.BENCH_LIGHTHOUSE !== "0",
    // BENCH_WITHOUT_SCRIPTS=1 measures every page with its scripts taken out (bench/lib/without-scripts-proxy.mjs):
    // what the browser alone costs on this machine, against which the normal run's figures can be read.
    withoutScripts: env.BENCH_WITHOUT_SCRIPTS === "1",
    // BENCH_BASE_REF=<commit> measures that commit instead, built in a throwaway worktree with this
    // checkout's dependencies, by this checkout's benchmark: a before/after on the same machine.
    baseRef: env.BENCH_BASE_REF || null,
    chromePath: chromiumPath,
    // Another benchmark that runs this one (bench/attestation.mjs) keeps web.md as it is
    // and reads the median figures from a JSON file.
    resultsFile: env.BENCH_RESULTS ? resolve(ROOT, env.BENCH_RESULTS) : DEFAULT_RESULTS_FILE,
    jsonFile: env.BENCH_JSON ? resolve(ROOT, env.BENCH_JSON) : null,
  };
}

/**
 * BENCH_LANGUAGES=en,ms,zh (or `all`): each page in each of those languages, one language after
 * another. Unset, the pages are measured at the addresses given (English unless they have a prefix).
 */
async function inLanguages(routes, languages) {
  if (!languages) return routes;
  const { LANGUAGES, pathInLanguage } = await importContract("languages");
  const chosen = languages === "all" ? LANGUAGES : languages.split(",").map((language) => language.trim());
  const unknown = chosen.filter((language) => !LANGUAGES.includes(language));
  if (unknown.length > 0) throw new Error(`BENCH_LANGUAGES: unknown ${unknown.join(", ")} (known: ${LANGUAGES})`);
  return [...new Set(chosen.flatMap((language) => routes.map((route) => pathInLanguage(route, language))))];
}

function positiveInteger(value, fallback, name) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

function progress(message) {
  // Progress goes to stderr so stdout carries only the report.
  process.stderr.write(`[bench:web] ${message}\n`);
}

// ---------------------------------------------------------------------------
// Lighthouse

/** Rejects after `ms`; the abandoned promise gets a no-op catch so its late failure is not an unhandled rejection. */
function withTimeout(promise, ms, what) {
  promise.catch(() => {});
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Lighthouse's lhr only has the user agent, whose version Chromium reduces to "156.0.0.0"; DevTools has the full one. */
let chromiumVersion;

async function browserVersion(port) {
  try {
    const response = await httpGet(`http://127.0.0.1:${port}/json/version`, {}, 5_000);
    // "Browser" reads like "Chrome/156.0.8078.79" (or "HeadlessChrome/…"): keep the number.
    return JSON.parse(response.body.toString("utf8")).Browser?.split("/").pop();
  } catch {
    return undefined; // try again on the next launch
  }
}

/**
 * One Lighthouse run in a brand-new Chromium (chrome-launcher gives each launch
 * a fresh temporary profile), so no cache carries over between runs. No
 * settings besides the categories: the defaults are the mobile form factor with
 * simulated throttling.
 */
async function runLighthouse(url, chromePath) {
  // handleSIGINT off: our own signal handler stops Chromium and the server together.
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: "silent" });
  try {
    chromiumVersion ??= await browserVersion(chrome.port);
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map((category) => category.id),
    };
    const result = await withTimeout(lighthouse(url, flags), RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails a run for reasons of its own (NO_NAVSTART: "Please
 * run Lighthouse again"), more so on a busy machine; one retry keeps the run
 * count without letting a page that always fails loop forever.
 */
async function runWithRetry(url, chromePath, onRetry) {
  try {
    return await runLighthouse(url, chromePath);
  } catch (error) {
    onRetry(error);
    return runLighthouse(url, chromePath);
  }
}

function networkRequests(lhr) {
  return lhr.audits["network-requests"]?.details?.items ?? [];
}

/**
 * The HTML documents and SVG files the first load requested (Lighthouse does not scroll, so what a
 * page loads later on approach is not among them): bytes over the wire and decoded.
 */
function documentAndSvgBytes(lhr) {
  const requests = networkRequests(lhr);
  const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const html = requests.filter((item) => item.resourceType === "Document");
  const svg = requests.filter((item) => item.mimeType === "image/svg+xml");
  return {
    htmlTransfer: sum(html, "transferSize"),
    htmlDecoded: sum(html, "resourceSize"),
    svgTransfer: sum(svg, "transferSize"),
    svgDecoded: sum(svg, "resourceSize"),
    svgFiles: svg.length,
  };
}

/** The figures of one run that the report shows. */
function figuresOf(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const scores = {};
  for (const { id } of CATEGORIES) scores[id] = lhr.categories[id]?.score ?? null;
  return {
    scores,
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    totalBytes: networkRequests(lhr).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    ...documentAndSvgBytes(lhr),
  };
}

function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of every figure independently: a row may combine figures from different runs. */
function medianFigures(allFigures) {
  const pick = (get) => median(allFigures.map(get));
  const scores = {};
  for (const { id } of CATEGORIES) scores[id] = pick((figures) => figures.scores[id]);
  return {
    scores,
    fcp: pick((figures) => figures.fcp),
    lcp: pick((figures) => figures.lcp),
    tbt: pick((figures) => figures.tbt),
    cls: pick((figures) => figures.cls),
    si: pick((figures) => figures.si),
    totalBytes: pick((figures) => figures.totalBytes),
    htmlTransfer: pick((figures) => figures.htmlTransfer),
    htmlDecoded: pick((figures) => figures.htmlDecoded),
    svgTransfer: pick((figures) => figures.svgTransfer),
    svgDecoded: pick((figures) => figures.svgDecoded),
    svgFiles: pick((figures) => figures.svgFiles),
  };
}

/** The run nearest the median FCP and TTI (Lighthouse's own choice); it supplies audit titles and script URLs. */
function representativeRun(lhrs) {
  try {
    return computeMedianRun(lhrs);
  } catch {
    return lhrs[0]; // a run without FCP or TTI: any run is better than none
  }
}

/** Audits that cost the category points: they carry weight and scored below 1. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      title: audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
      examples: auditExamples(audit),
    }));
}

/** A few offending items (console message, element, URL) so the report points at what to fix. */
function auditExamples(audit, limit = 3) {
  const items = audit.details?.type === "table" || audit.details?.type === "list" ? (audit.details.items ?? []) : [];
  const describe = (item) => item.description ?? item.node?.snippet ?? item.source?.url ?? item.url ?? null;
  const examples = [...new Set(items.map(describe).filter((text) => typeof text === "string"))];
  return examples.slice(0, limit).map((text) => (text.length > 200 ? `${text.slice(0, 197)}...` : text));
}

// ---------------------------------------------------------------------------
// JavaScript weight

/**
 * Sums the gzip-compressed size of every script the page loaded, fetched again
 * from our server. Lighthouse's transferSize would do under real conditions,
 * but here it depends on which encoding Chromium negotiated (usually br), and
 * the budget is stated in gzip.
 */
async function javascriptGzipBytes(lhr, origin) {
  const urls = [
    ...new Set(
      networkRequests(lhr)
        .filter((item) => item.resourceType === "Script")
        .map((item) => item.url),
    ),
  ];
  const notes = [];
  let bytes = 0;
  for (const url of urls) {
    if (new URL(url).origin !== origin) {
      notes.push(`script not served by this site, not counted: ${url}`);
      continue;
    }
    const response = await httpGet(url, { "Accept-Encoding": "gzip" }, FETCH_TIMEOUT_MS);
    if (response.status !== 200) notes.push(`script answered ${response.status}: ${url}`);
    bytes += response.bytes;
  }
  return { bytes, count: urls.length, notes };
}

/**
 * The bytes of the `<svg>` elements written into the page's HTML (decoded), which Lighthouse counts
 * only as part of the document: drawings inline in the page cost no request, but they weigh on it.
 */
async function inlineSvgBytes(url) {
  const response = await httpGet(url, { "Accept-Encoding": "identity" }, FETCH_TIMEOUT_MS);
  const html = response.body.toString("utf8");
  const drawings = html.match(/<svg[\s>][\s\S]*?<\/svg>/g) ?? [];
  return { bytes: drawings.reduce((total, svg) => total + Buffer.byteLength(svg), 0), count: drawings.length };
}

// ---------------------------------------------------------------------------
// One route

async function lighthouseRuns(route, url, options, notes) {
  const lhrs = [];
  for (let run = 1; run <= options.runs; run++) {
    try {
      const lhr = await runWithRetry(url, options.chromePath, (error) => {
        notes.push(`run ${run} was retried after: ${error.message}`);
        progress(`${route} run ${run}/${options.runs} failed, retrying: ${error.message}`);
      });
      lhrs.push(lhr);
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      progress(`${route} run ${run}/${options.runs}: performance ${perf}`);
    } catch (error) {
      // One bad run should not sink the others; the report says how many counted.
      notes.push(`run ${run} failed: ${error.message}`);
      progress(`${route} run ${run}/${options.runs} failed: ${error.message}`);
    }
  }
  return lhrs;
}

/** Median time to hydration over `runs` cold loads under throttling (bench/lib/hydration-time.mjs). */
async function hydrationMedian(route, url, options, timer, notes) {
  const times = [];
  for (let run = 1; run <= options.runs; run++) {
    try {
      times.push(await timer.measure(url));
    } catch (error) {
      notes.push(`hydration run ${run} failed: ${error.message}`);
    }
  }
  progress(`${route} hydrated in ${times.map(Math.round).join(", ")} ms`);
  return median(times);
}

/** `origin`: the site's, or the proxy's that sends the pages without their scripts. */
async function benchRoute(route, origin, options, hydrationTimer) {
  const url = `${origin}${route}`;
  const notes = [];
  // A page without its scripts never hydrates.
  const hydratedMs = hydrationTimer ? await hydrationMedian(route, url, options, hydrationTimer, notes) : null;
  // Lighthouse refuses a page answered with 404 (ERRORED_DOCUMENT_REQUEST), so the not-found page gets its
  // hydration time only; its HTML and CSP are held to the others' by the end-to-end tests.
  // In any language (`/ms/no-such-page` too).
  const audited = options.lighthouse && !route.endsWith(NOT_FOUND_ROUTE);
  const lhrs = audited ? await lighthouseRuns(route, url, options, notes) : [];
  const inlineSvg = await inlineSvgBytes(url).catch((error) => {
    notes.push(`could not read the page's inline SVG: ${error.message}`);
    return null;
  });
  if (lhrs.length === 0) return { route, runs: 0, hydratedMs, inlineSvg, notes };

  const representative = representativeRun(lhrs);
  const js = await javascriptGzipBytes(representative, origin).catch((error) => {
    notes.push(`could not measure the JavaScript: ${error.message}`);
    return null;
  });
  if (js) notes.push(...js.notes);
  const figures = medianFigures(lhrs.map(figuresOf));
  const failing = {};
  for (const { id } of CATEGORIES) {
    const score = scoreOf(figures, id);
    if (score !== null && score < 100) failing[id] = failingAudits(representative, id);
  }
  return { route, runs: lhrs.length, hydratedMs, figures, js, inlineSvg, failing, notes, lhr: representative };
}

// ---------------------------------------------------------------------------
// The report

function scoreOf(figures, categoryId) {
  const score = figures.scores[categoryId];
  return score === null ? null : Math.round(score * 100);
}

function kilobytes(bytes) {
  return (bytes / 1024).toFixed(1);
}

/** CLS is compared as shown (3 decimals), so a row never reads "0.000" yet misses "CLS 0". */
function roundedCls(cls) {
  return cls === null ? null : Number(cls.toFixed(3));
}

function missedBudgets(result) {
  const missed = [];
  for (const { id, short } of CATEGORIES) {
    const score = scoreOf(result.figures, id);
    if (score !== null && score < BUDGETS[id]) missed.push(short);
  }
  const { fcp, lcp, tbt } = result.figures;
  if (fcp !== null && fcp > BUDGETS.fcpMs) missed.push("FCP");
  if (lcp !== null && lcp > BUDGETS.lcpMs) missed.push("LCP");
  if (tbt !== null && tbt > BUDGETS.tbtMs) missed.push("TBT");
  if (result.js && result.js.bytes / 1024 > BUDGETS.jsGzipKb) missed.push("JS");
  const cls = roundedCls(result.figures.cls);
  if (cls !== null && cls > BUDGETS.cls) missed.push("CLS");
  return missed;
}

const ms = (value) => (value === null || value === undefined ? "–" : String(Math.round(value)));

/** "transfer / decoded" in KB. */
const transferAndDecoded = (transfer, decoded) =>
  transfer === null || decoded === null ? "–" : `${kilobytes(transfer)} / ${kilobytes(decoded)}`;

const inlineSvgCell = (inlineSvg) => (inlineSvg ? `${kilobytes(inlineSvg.bytes)} (${inlineSvg.count})` : "–");

function tableRow(result) {
  if (result.runs === 0) {
    return `| \`${result.route}\` | ${Array(13).fill("–").join(" | ")} | ${inlineSvgCell(result.inlineSvg)} | ${ms(result.hydratedMs)} | no Lighthouse run |`;
  }
  const { figures, js } = result;
  const missed = missedBudgets(result);
  return `| ${[
    `\`${result.route}\``,
    ...CATEGORIES.map(({ id }) => scoreOf(figures, id) ?? "–"),
    ms(figures.fcp),
    ms(figures.lcp),
    ms(figures.tbt),
    figures.cls === null ? "–" : figures.cls.toFixed(3),
    ms(figures.si),
    kilobytes(figures.totalBytes ?? 0),
    js ? kilobytes(js.bytes) : "–",
    transferAndDecoded(figures.htmlTransfer, figures.htmlDecoded),
    `${transferAndDecoded(figures.svgTransfer, figures.svgDecoded)}${figures.svgFiles ? ` (${figures.svgFiles})` : ""}`,
    inlineSvgCell(result.inlineSvg),
    ms(result.hydratedMs),
    missed.length > 0 ? missed.join(", ") : "none",
  ].join(" | ")} |`;
}

function failingAuditSection(results) {
  const lines = [];
  for (const result of results) {
    for (const [categoryId, audits] of Object.entries(result.failing ?? {})) {
      const category = CATEGORIES.find((entry) => entry.id === categoryId);
      lines.push(`- \`${result.route}\` ${category.label} ${scoreOf(result.figures, categoryId)}:`);
      if (audits.length === 0) lines.push("  - (none in the median run; the score varied between runs)");
      for (const { title, examples } of audits) {
        lines.push(`  - ${title}`);
        for (const example of examples) lines.push(`    - \`${example.replaceAll("`", "'").replaceAll("\n", " ")}\``);
      }
    }
  }
  if (lines.length === 0) return ["All routes score 100 in every category."];
  return ["Audits with weight that scored below 1, taken from each route's median run:", "", ...lines];
}

function renderReport(results, options) {
  const sample = results.find((result) => result.lhr)?.lhr;
  const notes = results.flatMap((result) => result.notes.map((note) => `- \`${result.route}\`: ${note}`));
  const partial = results.filter((result) => result.runs > 0 && result.runs < options.runs);
  for (const result of partial) {
    notes.push(`- \`${result.route}\`: only ${result.runs} of ${options.runs} runs counted`);
  }
  return [
    "# Web benchmark",
    "",
    `- Date: ${new Date().toISOString()}`,
    options.lighthouse
      ? `- Lighthouse ${sample?.lighthouseVersion ?? "unknown"}, Chromium ${chromiumVersion ?? "unknown"} (headless)`
      : "- **Time to hydration only** (`BENCH_LIGHTHOUSE=0`): no Lighthouse run, so every other column is empty.",
    ...(options.baseRef
      ? [`- **The site as it was at commit \`${options.baseRef}\`**, built and served from a throwaway worktree.`]
      : []),
    `- ${options.runs} run(s) per route, each in a fresh Chromium; mobile form factor with simulated throttling (Lighthouse defaults)`,
    ...(options.withoutScripts
      ? [
          "- **Calibration: every page without its scripts.** A proxy in front of the site removed each page's `<script>` elements and module preload links (bench/lib/without-scripts-proxy.mjs); HTML, styles, images and headers are the site's own. No page hydrates, so there is no hydration time.",
        ]
      : []),
    "- Every figure is the **median over the runs, taken independently per column**, so a row can combine figures from different runs.",
    "- Total transfer: sum of `transferSize` over Lighthouse's network requests on a first (uncached) load.",
    "- JS gzip: the page's scripts (from the median run) fetched again with `Accept-Encoding: gzip`, compressed bytes summed. 1 KB = 1024 bytes.",
    "- HTML KB and SVG files KB: *transfer / decoded* (transfer includes the response headers, most of a small SVG's), summed over the HTML documents and the SVG files (`image/svg+xml`, with their number in brackets) among Lighthouse's network requests on the first load, which does not scroll: what a page loads later on approach is not counted. Medians over the runs.",
    "- Inline SVG KB: the decoded bytes of the `<svg>` elements in the page's HTML (their number in brackets), which the HTML column already includes.",
    `- Hydrated: median time from navigation start until React has hydrated the page (\`data-hydrated\` on \`<html>\`), ${options.runs} cold loads in Chromium through the DevTools protocol with ${HYDRATION_THROTTLING.cpuSlowdown}× CPU slowdown, ${HYDRATION_THROTTLING.latencyMs} ms round trip, 1.6 Mbps down and 750 kbps up (bench/lib/hydration-time.mjs).`,
    `- \`${NOT_FOUND_ROUTE}\` (in each language measured) is an address no page has: the server answers it with the not-found page (status 404). Lighthouse does not audit a page answered with 404, so that row has its hydration time only.`,
    `- Budgets: Performance, Accessibility, Best Practices and SEO ${BUDGETS.performance}; FCP ≤ ${BUDGETS.fcpMs} ms, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls}; JS ≤ ${BUDGETS.jsGzipKb} KB gzip. The last column lists the budgets a row misses; the benchmark only reports them.`,
    "",
    "| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | Total KB | JS gzip KB | HTML KB | SVG files KB | Inline SVG KB | Hydrated ms | Misses budgets |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...results.map(tableRow),
    "",
    "## Failing audits",
    "",
    ...failingAuditSection(results),
    ...(notes.length > 0 ? ["", "## Notes", "", ...notes] : []),
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// Main

let server = null;

/** Last resort when the process exits some other way: only synchronous calls work here. */
process.on("exit", () => {
  killAll();
  if (server && isRunning(server)) signalGroup(server, "SIGKILL");
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    progress(`${signal}: cleaning up`);
    killAll();
    await stopServer(server);
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

async function main() {
  const options = await readOptions();
  // A server already on the port would be measured instead of this checkout.
  if (await portInUse(options.port)) {
    throw new Error(`port ${options.port} is already in use; set BENCH_PORT to a free port`);
  }
  const base = options.baseRef ? baseCheckout(BASE_DIR, options.baseRef) : null;
  if (base) {
    progress(`checking out ${options.baseRef} in ${BASE_DIR}; its server builds it first`);
    base.prepareBase();
  }
  progress(`starting the server on port ${options.port} (log: ${SERVER_LOG})`);
  const origin = `http://127.0.0.1:${options.port}`;
  const env = options.cmsPost ? cmsPostServerEnv(origin) : {};
  server = startServer(options.port, { logFile: SERVER_LOG, env, cwd: base ? BASE_DIR : ROOT });
  try {
    await waitUntilHealthy(server, options.port);
    if (options.cmsPost) {
      progress("publishing a post from the console in each language");
      options.routes.push(...(await publishCmsPost(origin, env)));
    }
    progress(`server ready; ${options.runs} run(s) for ${options.routes.join(", ")}`);
    const results = [];
    const hydrationTimer = options.withoutScripts ? null : await openHydrationTimer();
    const proxy = options.withoutScripts ? await startWithoutScriptsProxy(options.port) : null;
    try {
      for (const route of options.routes)
        results.push(await benchRoute(route, proxy?.origin ?? origin, options, hydrationTimer));
    } finally {
      await hydrationTimer?.close();
      await proxy?.close();
    }
    const report = renderReport(results, options);
    mkdirSync(dirname(options.resultsFile), { recursive: true });
    writeFileSync(options.resultsFile, report);
    process.stdout.write(report);
    progress(`wrote ${options.resultsFile}`);
    if (options.jsonFile) {
      const figures = results.map(({ route, runs, figures: median, js, inlineSvg, hydratedMs }) => ({
        route,
        runs,
        ...median,
        js,
        inlineSvg,
        hydratedMs,
      }));
      mkdirSync(dirname(options.jsonFile), { recursive: true });
      writeFileSync(options.jsonFile, `${JSON.stringify({ chromiumVersion, figures }, null, 2)}\n`);
    }
    return results.some((result) => result.runs > 0 || result.hydratedMs !== null) ? 0 : 1;
  } finally {
    await stopServer(server);
    base?.removeBase();
  }
}

// Exit explicitly: Lighthouse can leave handles open that would keep Node alive.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench:web] ${error.message}`);
    process.exit(1);
  },
);
