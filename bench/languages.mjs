// The languages' measurements (docs/decisions/0017-languages.md): the web build's time before and after
// the languages, and the JavaScript each page loads up front, in gzip KB, in each language against
// the English page before the languages. Builds the base commit in a throwaway git worktree (its
// dependencies are this checkout's), then this checkout, one after the other on a quiet machine.
//
//   npm run bench:languages                  # base: BENCH_BASE_REF, default 9bbb0f7 (the last commit before)
//
// Writes bench/results/languages.md. Lighthouse on the Malay and Chinese pages is bench:web's job:
//   BENCH_ROUTES=/ms,/ms/center-management-system,… BENCH_RESULTS=bench/results/web-languages.md npm run bench:web
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipKb, measureBase, pageScripts, timedBuild } from "./lib/base-build.mjs";
import { importContract } from "./lib/contracts.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BASE_REF = process.env.BENCH_BASE_REF ?? "9bbb0f7";
const BASE_DIR = join(ROOT, ".tmp", "bench-languages-base");
const RESULTS = join(ROOT, "bench", "results", "languages.md");
/** The budget: no page may load more than this over the English page before the languages. */
const BUDGET_KB = 5;

const { sitePages, prerenderedFile, NOT_FOUND_PATH } = await importContract("site-pages");
const { LANGUAGES, pathInLanguage } = await importContract("languages");

function progress(message) {
  process.stderr.write(`[bench:languages] ${message}\n`);
}

function pagesOf(language) {
  return [...sitePages.map((page) => page.path), NOT_FOUND_PATH].map((path) => ({
    path,
    file: prerenderedFile(pathInLanguage(path, language)),
  }));
}

function main() {
  progress(`building the base (${BASE_REF}) in ${BASE_DIR}`);
  // Pages added since the base (the help centre) have no page before: null.
  const { seconds: beforeSeconds, measured: before } = measureBase(BASE_DIR, BASE_REF, (baseClient) =>
    Object.fromEntries(
      pagesOf("en").map(({ path, file }) => [
        path,
        existsSync(join(baseClient, file)) ? gzipKb(baseClient, pageScripts(baseClient, file)) : null,
      ]),
    ),
  );
  progress("building this checkout");
  const afterSeconds = timedBuild(ROOT, "npm", ["run", "build"]);
  const client = join(ROOT, "web", "build", "client");

  const rows = [];
  let worst = 0;
  for (const { path } of pagesOf("en")) {
    const figures = LANGUAGES.map((language) => {
      const file = prerenderedFile(pathInLanguage(path, language));
      return gzipKb(client, pageScripts(client, file));
    });
    // A page the base did not have is held to its own English page in this build.
    const reference = before[path] ?? figures[0];
    const over = Math.max(...figures) - reference;
    worst = Math.max(worst, over);
    rows.push(
      `| \`${path}\` | ${before[path] === null ? "new" : reference.toFixed(1)} | ${figures.map((kb) => kb.toFixed(1)).join(" | ")} | ${over >= 0 ? "+" : ""}${over.toFixed(1)} |`,
    );
  }
  const report = [
    "# Languages benchmark",
    "",
    `- Date: ${new Date().toISOString()}; base: \`${BASE_REF}\` (English only), after: this checkout.`,
    "- JS: the scripts each prerendered page loads before any interaction (its entry, route modules and their preloads, as listed in its HTML), each gzipped at level 9, summed. 1 KB = 1024 bytes. Code a page loads on demand (a form's checks, a dialog) is not counted, in either build.",
    `- Budget: no page in any language more than ${BUDGET_KB} KB over the English page before.`,
    '- A page the base did not have ("new") is measured against its English page in this checkout.',
    "",
    "| Page | English before | English | Malay | Chinese | Largest − before |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    `Largest growth over the English page before: ${worst.toFixed(1)} KB (budget ${BUDGET_KB} KB): ${worst <= BUDGET_KB ? "met" : "missed"}.`,
    "",
    "## Build time",
    "",
    "`npm run build --workspace web`, wall time on this machine (2 cores), one run each:",
    "",
    `- before (English only): ${beforeSeconds.toFixed(1)} s`,
    `- after (English, Malay and Chinese, merged): ${afterSeconds.toFixed(1)} s`,
    "",
  ].join("\n");
  mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(RESULTS, report);
  process.stdout.write(report);
  progress(`wrote ${RESULTS}`);
}

main();
