// `npm run bench:html`: three HTML checkers over every built page, before and after a change.
//
// - html-validate (this checkout's .htmlvalidate.mjs, for both builds): every .html file under
//   web/build/client, the static host's 404.html copies and React Router's __spa-fallback.html included.
// - The Nu Html Checker (vnu-jar, run with java): the same files.
// - axe (axe-core in the system Chromium): every page the server serves, in every language,
//   loaded and hydrated: each prerendered address, the not-found page and the staff console's frame.
//   The two files only a static host serves (404.html, a copy of 404/index.html with its policy in a
//   <meta>, and __spa-fallback.html) are left to the two checkers.
//
//   npm run bench:html                     # base: BENCH_BASE_REF, default a01cba5; BENCH_BASE_REF=none: this checkout only
//   BENCH_AXE=key npm run bench:html       # axe on one page of each kind per language (KEY_PAGES) instead of every page
//
// The base is built and served from a throwaway git worktree with this checkout's dependencies.
// Writes bench/results/html-checks.md.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import axe from "axe-core";
import { HtmlValidate } from "html-validate";
import vnuJar from "vnu-jar";
import htmlValidateConfig from "../.htmlvalidate.mjs";
import { chromiumArgs, chromiumPath } from "../scripts/lib/chromium.mjs";
import { removeSqliteDatabase } from "../scripts/lib/sqlite-files.mjs";
import { baseCheckout, gzipKb, pageScripts } from "./lib/base-build.mjs";
import { importContract } from "./lib/contracts.mjs";
import { ROOT, startServer, stopServer, waitUntilHealthy } from "./lib/site-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3260);
const BASE_REF = process.env.BENCH_BASE_REF ?? "a01cba5";
const BASE_DIR = join(ROOT, ".tmp", "bench-html-base");
const RESULTS = join(ROOT, "bench", "results", "html-checks.md");

const { pageAddresses } = await importContract("site-addresses");
const { LANGUAGES, pathInLanguage } = await importContract("languages");
const { STAFF_CONSOLE_PATH } = await importContract("staff");

/**
 * What the Nu Html Checker reports that the standards allow: `<link rel="expect" blocking="render">`
 * (in the HTML standard since 2024; the checker still allows `blocking` only on stylesheets), and CSS
 * its CSS checker predates (container queries, `vector-effect`).
 */
const VNU_GAPS = [/“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/, /^CSS: /];

function progress(message) {
  process.stderr.write(`[bench:html] ${message}\n`);
}

function htmlFiles(client) {
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
}

/** Counts per key, largest first, as "count × key" lines. */
function tally(keys) {
  const counts = new Map();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

async function runHtmlValidate(client, files) {
  const validator = new HtmlValidate(htmlValidateConfig);
  const rules = [];
  for (const file of files) {
    const report = await validator.validateFile(join(client, file));
    for (const message of report.results.flatMap((result) => result.messages)) {
      if (message.severity === 2) rules.push(message.ruleId);
    }
  }
  return { errors: rules.length, byKind: tally(rules) };
}

function runVnu(client, files) {
  let output;
  try {
    output = execFileSync("java", ["-jar", String(vnuJar), "--format", "json", "--stdout", ...files], {
      cwd: client,
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    });
  } catch (error) {
    // The checker exits 1 when it found errors; its report is still on stdout.
    if (typeof error.stdout !== "string" || !error.stdout) throw error;
    output = error.stdout;
  }
  const errors = JSON.parse(output).messages.filter((message) => message.type === "error");
  const gaps = errors.filter((message) => VNU_GAPS.some((pattern) => pattern.test(message.message)));
  return {
    errors: errors.length,
    gaps: gaps.length,
    byKind: tally(errors.map((message) => message.message.replace(/\s+/g, " ").slice(0, 160))),
  };
}

/** One page of each kind, for a quicker run (BENCH_AXE=key): the forms, the status page, the help centre. */
const KEY_PAGES = [
  "/",
  "/faq",
  "/RHB-reflex-premium-plus-for-education-campaign",
  "/center-management-system",
  "/sign-up",
  "/check-app-status",
  "/education-apps",
  "/help/parents/reset-password",
  "/no-such-page",
];

/** Every address the server answers with a page: each prerendered one, the not-found page per language, the console. */
function servedAddresses() {
  if (process.env.BENCH_AXE === "key") {
    return [
      ...LANGUAGES.flatMap((language) => KEY_PAGES.map((path) => pathInLanguage(path, language))),
      STAFF_CONSOLE_PATH,
    ];
  }
  const notFound = LANGUAGES.map((language) => pathInLanguage("/no-such-page", language));
  return [...pageAddresses.map(({ path }) => path), ...notFound, STAFF_CONSOLE_PATH];
}

async function runAxe(base) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rules = [];
  let nodes = 0;
  const pages = servedAddresses();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    for (const [index, path] of pages.entries()) {
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      // The site marks its pages hydrated; the console has no such mark, so it gets the network's quiet.
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 10_000 })
        .catch(() => page.waitForLoadState("networkidle"));
      // axe-core in the page with every rule, as the end-to-end suite runs it (e2e/lib/axe.ts).
      await page.evaluate(axe.source);
      const violations = await page.evaluate(async () =>
        (await window.axe.run(document, { resultTypes: ["violations"] })).violations.map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.length,
        })),
      );
      for (const violation of violations) {
        rules.push(violation.id);
        nodes += violation.nodes;
      }
      await page.close();
      if ((index + 1) % 25 === 0) progress(`axe: ${index + 1} of ${pages.length} pages`);
    }
  } finally {
    await browser.close();
  }
  return { pages: pages.length, violations: rules.length, nodes, byKind: tally(rules) };
}

async function measure(label, slug, dir) {
  const database = join(ROOT, ".tmp", `bench-html-${slug}.sqlite`);
  removeSqliteDatabase(database);
  // The server builds the site when stale (scripts/start.mjs), so it starts first.
  const server = startServer(PORT, {
    logFile: join(ROOT, ".tmp", `bench-html-${slug}.log`),
    env: { HOST: "127.0.0.1", LOG_LEVEL: "warn", SQLITE_PATH: database },
    cwd: dir,
  });
  try {
    progress(`${label}: building if needed and starting the server`);
    await waitUntilHealthy(server, PORT);
    const client = join(dir, "web", "build", "client");
    const files = htmlFiles(client);
    progress(`${label}: html-validate over ${files.length} files`);
    const htmlValidate = await runHtmlValidate(client, files);
    progress(`${label}: the Nu Html Checker over ${files.length} files`);
    const vnu = runVnu(client, files);
    progress(`${label}: axe over every served page`);
    const axe = await runAxe(`http://127.0.0.1:${PORT}`);
    // The changes move markup around: the JavaScript each page loads up front must not grow.
    const scriptKb = files.map((file) => gzipKb(client, pageScripts(client, file)));
    const js = { largest: Math.max(...scriptKb), total: scriptKb.reduce((sum, kb) => sum + kb, 0) };
    return { label, files: files.length, htmlValidate, vnu, axe, js };
  } finally {
    await stopServer(server);
  }
}

function kinds(results, pick) {
  return results.flatMap((result) => [
    "",
    `${result.label}:`,
    "",
    ...(pick(result).byKind.length ? pick(result).byKind.map(([key, count]) => `- ${count} × ${key}`) : ["- none"]),
  ]);
}

function report(results) {
  const row = (name, pick) => `| ${name} | ${results.map(pick).join(" | ")} |`;
  return [
    "# HTML checks: html-validate, the Nu Html Checker and axe over every built page",
    "",
    `- Date: ${new Date().toISOString()}; Node ${process.version}; html-validate ${htmlValidateVersion()}, vnu-jar (\`java -jar\`), axe-core in the system Chromium (1280 × 800).`,
    "- html-validate and the Nu Html Checker: every `.html` file under `web/build/client` (every page in every language, the static host's `404.html` copies, `__spa-fallback.html`); html-validate with this checkout's `.htmlvalidate.mjs` for every column.",
    process.env.BENCH_AXE === "key"
      ? `- axe (\`BENCH_AXE=key\`): one page of each kind in each language (${KEY_PAGES.map((path) => `\`${path}\``).join(", ")}) and \`/staff\`, loaded and hydrated; counted as rule violations (one per rule per page) and the elements they flag.`
      : "- axe: every address the server answers with a page (every prerendered page in every language, the not-found page in each language, `/staff`), loaded and hydrated; counted as rule violations (one per rule per page) and the elements they flag.",
    "- JavaScript: the scripts each file loads before any interaction (bench/lib/base-build.mjs), gzip level 9, 1 KB = 1024 bytes.",
    "- Reproduce: `npm run bench:html` (`BENCH_BASE_REF=<commit>` for another base, `none` for this checkout only).",
    "",
    `| | ${results.map((result) => result.label).join(" | ")} |`,
    `| --- | ${results.map(() => "---:").join(" | ")} |`,
    row("Files checked", (result) => result.files),
    row("html-validate errors", (result) => result.htmlValidate.errors),
    row("Nu Html Checker errors", (result) => result.vnu.errors),
    row("… of which the checker gets wrong (see below)", (result) => result.vnu.gaps),
    row("Pages axe checked", (result) => result.axe.pages),
    row("axe violations (elements)", (result) => `${result.axe.violations} (${result.axe.nodes})`),
    row("JavaScript before hydration, largest page (gzip KB)", (result) => result.js.largest.toFixed(2)),
    row("… summed over every file (gzip KB)", (result) => result.js.total.toFixed(1)),
    "",
    'The Nu Html Checker errors it gets wrong: `<link rel="expect" blocking="render">` (React Router\'s scroll',
    "restoration; `rel=expect` with `blocking` is in the HTML standard, the checker allows `blocking` only with",
    "`rel=stylesheet`), and CSS its CSS checker predates (`@container`, `container-type`, `vector-effect`).",
    "",
    "## html-validate errors by rule",
    ...kinds(results, (result) => result.htmlValidate),
    "",
    "## Nu Html Checker errors by message",
    ...kinds(results, (result) => result.vnu),
    "",
    "## axe violations by rule (pages)",
    ...kinds(results, (result) => result.axe),
    "",
  ].join("\n");
}

function htmlValidateVersion() {
  return execFileSync(process.execPath, [join(ROOT, "node_modules", ".bin", "html-validate"), "--version"], {
    encoding: "utf8",
  })
    .trim()
    .replace(/^html-validate-/, "");
}

const results = [];
if (BASE_REF !== "none") {
  const { prepareBase, removeBase } = baseCheckout(BASE_DIR, BASE_REF);
  if (existsSync(BASE_DIR)) removeBase();
  progress(`checking out the base (${BASE_REF}) in ${BASE_DIR}`);
  prepareBase();
  try {
    // Built before the server starts, which would otherwise build it within its start-up deadline.
    progress(`building the base`);
    const build = spawnSync("npm", ["run", "build"], { cwd: BASE_DIR, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("the base did not build");
    results.push(await measure(`before (${BASE_REF})`, "before", BASE_DIR));
  } finally {
    removeBase();
  }
}
results.push(await measure("after", "after", ROOT));
const markdown = report(results);
mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
writeFileSync(RESULTS, markdown);
process.stdout.write(markdown);
progress(`wrote ${RESULTS}`);
