// Where a lead came from (docs/decisions/0027-lead-attribution.md): what keeping the visit's first
// page, referrer and campaign tags adds to the JavaScript every prerendered page loads before
// interaction, in gzip KB, against the commit before it. The feature's budget is 1 KB a page, the
// site's 130 KB. Builds the base commit in a throwaway git worktree (its dependencies are this
// checkout's); this checkout is built only if its build is stale (scripts/lib/ensure-build.mjs).
//
//   npm run bench:attribution-scripts      # base: BENCH_BASE_REF, default aec4e05 (the last commit before)
//
// Writes bench/results/attribution-scripts.md.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuilt } from "../scripts/lib/ensure-build.mjs";
import { baseCheckout, gzipKb, pageScripts, timedBuild } from "./lib/base-build.mjs";
import { importContract } from "./lib/contracts.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BASE_REF = process.env.BENCH_BASE_REF ?? "aec4e05";
const BASE_DIR = join(ROOT, ".tmp", "bench-attribution-base");
const { prepareBase, removeBase } = baseCheckout(BASE_DIR, BASE_REF);
const RESULTS = join(ROOT, "bench", "results", "attribution-scripts.md");
const FEATURE_BUDGET_KB = 1;
const PAGE_BUDGET_KB = 130;

const { sitePages, prerenderedFile, NOT_FOUND_PATH } = await importContract("site-pages");
const { LANGUAGES, pathInLanguage } = await importContract("languages");

const progress = (message) => process.stderr.write(`[bench:attribution-scripts] ${message}\n`);
const kb = (value) => value.toFixed(2);

/** Each prerendered page's JavaScript before interaction, by its path in its language. */
function measure(clientDir) {
  const pages = new Map();
  for (const language of LANGUAGES) {
    for (const path of [...sitePages.map((page) => page.path), NOT_FOUND_PATH]) {
      const file = prerenderedFile(pathInLanguage(path, language));
      if (existsSync(join(clientDir, file))) {
        pages.set(pathInLanguage(path, language), { language, kb: gzipKb(clientDir, pageScripts(clientDir, file)) });
      }
    }
  }
  return pages;
}

function main() {
  // Both builds as the deployment has them: attestation on (the e2e build's setting too).
  process.env.ATTESTATION_ENABLED = "true";
  if (existsSync(BASE_DIR)) removeBase();
  progress(`building the base (${BASE_REF}) in ${BASE_DIR}`);
  prepareBase();
  let before;
  try {
    timedBuild(BASE_DIR, "npm", ["run", "build"]);
    before = measure(join(BASE_DIR, "web", "build", "client"));
  } finally {
    removeBase();
  }
  progress("building this checkout if its build is stale");
  ensureBuilt();
  const after = measure(join(ROOT, "web", "build", "client"));

  const rows = [];
  let worst = 0;
  for (const language of LANGUAGES) {
    const deltas = [];
    let heaviest = { path: "", kb: 0, was: 0 };
    for (const [path, now] of after) {
      if (now.language !== language) continue;
      const was = before.get(path)?.kb;
      if (now.kb > heaviest.kb) heaviest = { path, kb: now.kb, was: was ?? 0 };
      if (was !== undefined) deltas.push(now.kb - was);
    }
    worst = Math.max(worst, ...deltas);
    rows.push(
      `| ${language} | ${deltas.length} | ${kb(Math.min(...deltas))} | ${kb(Math.max(...deltas))} | ${heaviest.path} ${kb(heaviest.was)} → ${kb(heaviest.kb)} |`,
    );
  }
  // The site's budget is checked by the pages this change made heavier; one over it before stays as it was.
  const over = [...after]
    .filter(([path, now]) => now.kb > PAGE_BUDGET_KB && now.kb > (before.get(path)?.kb ?? 0))
    .map(([path, now]) => `${path} ${kb(before.get(path)?.kb ?? 0)} → ${kb(now.kb)}`);
  const within = worst <= FEATURE_BUDGET_KB && over.length === 0;
  const report = [
    "# Lead attribution: JavaScript before interaction",
    "",
    `Base ${BASE_REF} (before the attribution) against this checkout; gzip level 9, 1 KB = 1024 bytes;`,
    "every prerendered page of each language (bench/lib/base-build.mjs counts the scripts its HTML loads).",
    "",
    "| Language | Pages in both | Least added (KB) | Most added (KB) | Heaviest page, before → now (KB) |",
    "|---|---|---|---|---|",
    ...rows,
    "",
    `Budgets: ${FEATURE_BUDGET_KB} KB added a page; ${PAGE_BUDGET_KB} KB a page, for the pages this made heavier` +
      `${over.length > 0 ? ` (over it: ${over.join(", ")})` : ""}: ${within ? "within both" : "EXCEEDED"}.`,
    "",
  ].join("\n");
  writeFileSync(RESULTS, report);
  process.stdout.write(report);
  if (!within) process.exitCode = 1;
}

main();
