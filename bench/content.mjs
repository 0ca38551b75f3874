// The content collections' measurements (issue 51, docs/decisions/0044-markdown-content.md):
//  - the TypeScript under web/app/content before and after, and the Markdown under web/content;
//  - the web build's wall time before and after;
//  - the JavaScript each page loads until it is hydrated, in each language, before and after, as
//    web/test/page-scripts.test.ts counts it against its budget (the same code, gzip at zlib's
//    default level, bytes), against the commit before the move, built in a throwaway worktree with
//    this checkout's dependencies.
//
//   npm run bench:content            # base: BENCH_BASE_REF, default 1958bf7 (the last commit before)
//
// Builds the base, then this checkout, one after the other, on an otherwise idle machine; writes
// bench/results/content.md.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { measureBase, timedBuild } from "./lib/base-build.mjs";
import { importContract, importSource } from "./lib/contracts.mjs";
import { ROOT } from "./lib/site-server.mjs";

const BASE_REF = process.env.BENCH_BASE_REF ?? "1958bf7";
const BASE_DIR = join(ROOT, ".tmp", "bench-content-base");
const RESULTS = join(ROOT, "bench", "results", "content.md");

const { sitePages, prerenderedFile, NOT_FOUND_PATH } = await importContract("site-pages");
const { LANGUAGES, pathInLanguage } = await importContract("languages");
const { HELP_AUDIENCES, helpArticlePath, helpArticles, helpAudiencePath } = await importContract("help-centre");
const { scriptsUntilHydrated } = await importSource("web/test/page-scripts.ts");
const { parseHtml } = await importSource("web/test/built-pages.ts");
/** The budget every page keeps (web/test/page-scripts.test.ts): 130 KB, gzip, before interaction. */
const BUDGET_BYTES = 130 * 1024;

function progress(message) {
  process.stderr.write(`[bench:content] ${message}\n`);
}

/** TypeScript files (tests apart) and their lines under web/app/content at a commit. */
function contentTypeScriptAt(ref) {
  const listed = execFileSync("git", ["ls-tree", "-r", "--name-only", ref, "web/app/content"], { cwd: ROOT })
    .toString()
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const lines = listed.reduce(
    (sum, file) =>
      sum +
      execFileSync("git", ["show", `${ref}:${file}`], { cwd: ROOT })
        .toString()
        .split("\n").length -
      1,
    0,
  );
  return { files: listed.length, lines };
}

/** Files (tests apart) and lines of a folder's files whose names match `pattern`, in this checkout. */
function filesUnder(folder, pattern) {
  if (!existsSync(folder)) return { files: 0, lines: 0 };
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : pattern.test(path) ? [path] : [];
    });
  const files = walk(folder).filter((file) => !/\.test\.tsx?$/.test(file));
  const lines = files.reduce((sum, file) => sum + readFileSync(file, "utf8").split("\n").length - 1, 0);
  return { files: files.length, lines };
}

/**
 * The pages the script budget holds (web/test/page-scripts.test.ts): every page of the contracts,
 * the not-found page, and the help centre's home, audiences and one article per audience (the
 * articles share one route module), in every language.
 */
function pages() {
  const paths = [
    ...sitePages.map((page) => page.path),
    NOT_FOUND_PATH,
    ...HELP_AUDIENCES.map(helpAudiencePath),
    ...HELP_AUDIENCES.map((audience) => helpArticlePath(helpArticles.find((entry) => entry.audience === audience))),
  ];
  return LANGUAGES.flatMap((language) => paths.map((path) => pathInLanguage(path, language)));
}

/** The gzip bytes of the scripts a page loads until it is hydrated; null for a page the build lacks. */
function scriptBytes(clientDir, path) {
  const file = join(clientDir, prerenderedFile(path));
  if (!existsSync(file)) return null;
  const client = `${clientDir}/`;
  return scriptsUntilHydrated(parseHtml(readFileSync(file, "utf8")), path, client).reduce(
    (sum, script) => sum + gzipSync(readFileSync(join(clientDir, script))).length,
    0,
  );
}

const signed = (bytes) => `${bytes > 0 ? "+" : bytes < 0 ? "−" : "±"}${Math.abs(bytes).toLocaleString("en")}`;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function main() {
  const typeScriptBefore = contentTypeScriptAt(BASE_REF);
  const typeScriptAfter = filesUnder(join(ROOT, "web", "app", "content"), /\.tsx?$/);
  const markdown = filesUnder(join(ROOT, "web", "content"), /\.md$/);

  progress(`building the base (${BASE_REF}) in ${relative(ROOT, BASE_DIR)}`);
  const { seconds: beforeSeconds, measured: before } = measureBase(
    BASE_DIR,
    BASE_REF,
    (baseClient) => new Map(pages().map((path) => [path, scriptBytes(baseClient, path)])),
  );
  progress("building this checkout");
  const afterSeconds = timedBuild(ROOT, "npm", ["run", "build"]);
  const client = join(ROOT, "web", "build", "client");
  const rows = pages().map((path) => ({ path, before: before.get(path) ?? null, after: scriptBytes(client, path) }));
  const compared = rows.filter((row) => row.before !== null && row.after !== null);
  const deltas = compared.map((row) => ({ ...row, delta: row.after - row.before }));
  const heavier = deltas.filter((row) => row.delta > 0);
  const lighter = deltas.filter((row) => row.delta < 0);
  const heaviest = rows.reduce((top, row) => ((row.after ?? 0) > (top.after ?? 0) ? row : top));
  const byLanguage = LANGUAGES.map((language) => {
    const own = deltas.filter((row) =>
      language === "en"
        ? !/^\/(ms|zh)(\/|$)/.test(row.path)
        : row.path === `/${language}` || row.path.startsWith(`/${language}/`),
    );
    return `| ${language} | ${own.length} | ${own.filter((row) => row.delta > 0).length} | ${own.filter((row) => row.delta < 0).length} | ${signed(Math.round(mean(own.map((row) => row.delta))))} |`;
  });
  const largest = [...deltas].sort((a, b) => b.delta - a.delta);
  const report = [
    "# Content collections benchmark (issue 51)",
    "",
    `- Date: ${new Date().toISOString()}; base: \`${BASE_REF}\` (the last commit before the move), after: this checkout. One build each, one after the other, on this machine (2 cores).`,
    "- JS: the scripts each page loads until it is hydrated, as `web/test/page-scripts.test.ts` counts them against the budget (its HTML's scripts, what they import, the modules it preloads after its first paint), each gzipped at zlib's default level, summed, in bytes. Code loaded on demand (a dialog, a form's checks) is not counted, in either build.",
    "",
    "## Words as TypeScript and as Markdown",
    "",
    "| | Files | Lines |",
    "| --- | ---: | ---: |",
    `| TypeScript under \`web/app/content\` (tests apart), before | ${typeScriptBefore.files} | ${typeScriptBefore.lines.toLocaleString("en")} |`,
    `| TypeScript under \`web/app/content\` (tests apart), after | ${typeScriptAfter.files} | ${typeScriptAfter.lines.toLocaleString("en")} |`,
    `| Markdown under \`web/content\`, after | ${markdown.files} | ${markdown.lines.toLocaleString("en")} |`,
    "",
    "## Build time",
    "",
    "`npm run build --workspace web` (three languages, merged, and the post-build scripts), wall time, one run each:",
    "",
    `- before: ${beforeSeconds.toFixed(1)} s`,
    `- after: ${afterSeconds.toFixed(1)} s`,
    "",
    "## JavaScript before interaction",
    "",
    `- Pages compared: ${compared.length} (${rows.length - compared.length} new since the base: ${
      rows
        .filter((row) => row.before === null)
        .map((row) => `\`${row.path}\``)
        .join(", ") || "none"
    }).`,
    `- Heavier: ${heavier.length}; lighter: ${lighter.length}; the same: ${compared.length - heavier.length - lighter.length}.`,
    `- Largest growth: ${largest[0] ? `${signed(largest[0].delta)} B (\`${largest[0].path}\`)` : "none"}; largest saving: ${largest.at(-1) ? `${signed(largest.at(-1).delta)} B (\`${largest.at(-1).path}\`)` : "none"}.`,
    `- Heaviest page after: \`${heaviest.path}\`, ${(heaviest.after ?? 0).toLocaleString("en")} B, budget ${BUDGET_BYTES.toLocaleString("en")} B: ${(heaviest.after ?? 0) <= BUDGET_BYTES ? "met" : "missed"}.`,
    "",
    "| Language | Pages | Heavier | Lighter | Mean change (B) |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...byLanguage,
    "",
    "| Page | Before (B) | After (B) | Change (B) |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.before === null ? "new" : row.before.toLocaleString("en")} | ${(row.after ?? 0).toLocaleString("en")} | ${row.before === null || row.after === null ? "" : signed(row.after - row.before)} |`,
    ),
    "",
  ].join("\n");
  mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(RESULTS, report);
  process.stdout.write(report);
  progress(`wrote ${relative(ROOT, RESULTS)}`);
}

main();
