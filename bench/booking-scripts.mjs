// The demo booking's JavaScript (docs/decisions/0026-demo-booking.md): what every prerendered page
// loads before interaction, in gzip KB, before the feature and now, and what opening the Request a
// Demo dialog adds to load its free times. Builds the base commit in a throwaway git worktree (its
// dependencies are this checkout's), then this checkout, one after the other.
//
//   npm run bench:booking-scripts          # base: BENCH_BASE_REF, default 4dc0b28 (the last commit before)
//
// Writes bench/results/booking-scripts.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { baseCheckout, gzipKb, pageScripts, timedBuild } from "./lib/base-build.mjs";
import { importContract } from "./lib/contracts.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BASE_REF = process.env.BENCH_BASE_REF ?? "4dc0b28";
const BASE_DIR = join(ROOT, ".tmp", "bench-booking-base");
const { prepareBase, removeBase } = baseCheckout(BASE_DIR, BASE_REF);
const RESULTS = join(ROOT, "bench", "results", "booking-scripts.md");
const BUDGET_KB = 130;

const { sitePages, prerenderedFile, NOT_FOUND_PATH } = await importContract("site-pages");
const { LANGUAGES, pathInLanguage } = await importContract("languages");

const progress = (message) => process.stderr.write(`[bench:booking-scripts] ${message}\n`);
const kb = (value) => value.toFixed(2);

/** The chunks a chunk imports statically, and theirs: what loading it brings. */
function staticClosure(clientDir, script, seen = new Set()) {
  if (seen.has(script)) return seen;
  seen.add(script);
  const code = readFileSync(join(clientDir, script), "utf8");
  for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
    staticClosure(clientDir, `/assets/${name}`, seen);
  }
  return seen;
}

/** The first chunk whose name starts with `name` that one of `scripts` refers to (a lazy import or its preload list). */
function referenced(clientDir, scripts, name) {
  for (const script of scripts) {
    const found = new RegExp(`(${name}-[\\w-]+\\.js)`).exec(readFileSync(join(clientDir, script), "utf8"));
    if (found) return `/assets/${found[1]}`;
  }
  return null;
}

/**
 * What opening the Request a Demo dialog loads on a page: the dialog's chunk, and with it its free
 * times' picker, with what each brings that the page has not loaded. The picker's share is told apart.
 */
function dialogOnOpen(clientDir, pageFile) {
  const loaded = new Set(pageScripts(clientDir, pageFile));
  const dialog = referenced(clientDir, [...loaded], "request-demo-dialog");
  const picker = dialog && referenced(clientDir, [...staticClosure(clientDir, dialog)], "demo-slot-picker");
  if (!dialog) return null;
  const form = [...staticClosure(clientDir, dialog)].filter((script) => !loaded.has(script));
  const slots = picker
    ? [...staticClosure(clientDir, picker)].filter((script) => !loaded.has(script) && !form.includes(script))
    : [];
  return { dialogKb: gzipKb(clientDir, form), slotsKb: gzipKb(clientDir, slots) };
}

/** For each language, each page's JavaScript before interaction, by its path without the language. */
function measure(clientDir) {
  const byLanguage = new Map();
  for (const language of LANGUAGES) {
    const pages = new Map();
    for (const path of [...sitePages.map((page) => page.path), NOT_FOUND_PATH]) {
      const file = prerenderedFile(pathInLanguage(path, language));
      if (existsSync(join(clientDir, file))) pages.set(path, gzipKb(clientDir, pageScripts(clientDir, file)));
    }
    byLanguage.set(language, pages);
  }
  return byLanguage;
}

function main() {
  if (existsSync(BASE_DIR)) removeBase();
  progress(`building the base (${BASE_REF}) in ${BASE_DIR}`);
  prepareBase();
  process.env.ATTESTATION_ENABLED = "true";
  let before;
  let dialogBefore;
  try {
    timedBuild(BASE_DIR, "npm", ["run", "build"]);
    const baseClient = join(BASE_DIR, "web", "build", "client");
    before = measure(baseClient);
    dialogBefore = new Map(
      LANGUAGES.map((language) => [language, dialogOnOpen(baseClient, prerenderedFile(pathInLanguage("/", language)))]),
    );
  } finally {
    removeBase();
  }
  progress("building this checkout");
  timedBuild(ROOT, "npm", ["run", "build"]);
  const client = join(ROOT, "web", "build", "client");
  const after = measure(client);

  const rows = [];
  const added = [];
  for (const language of LANGUAGES) {
    const was = before.get(language);
    const deltas = [];
    let heaviest = { path: "", kb: 0 };
    for (const [path, now] of after.get(language)) {
      if (now > heaviest.kb) heaviest = { path, kb: now };
      if (was.has(path)) deltas.push(now - was.get(path));
      else added.push(`${pathInLanguage(path, language)} ${kb(now)}`);
    }
    const dialog = dialogOnOpen(client, prerenderedFile(pathInLanguage("/", language)));
    rows.push(
      `| ${language} | ${deltas.length} | ${kb(Math.min(...deltas))} | ${kb(Math.max(...deltas))} | ${heaviest.path} ${kb(heaviest.kb)} | ${dialogBefore.get(language)?.dialogKb.toFixed(2) ?? "none found"} | ${dialog ? `${kb(dialog.dialogKb)} + ${kb(dialog.slotsKb)}` : "none found"} |`,
    );
  }
  const report = [
    "# Demo booking: JavaScript before interaction",
    "",
    `Base ${BASE_REF} (before the demo booking) against this checkout; gzip level 9, 1 KB = 1024 bytes;`,
    "every prerendered page of each language (bench/lib/base-build.mjs counts the scripts its HTML loads).",
    "",
    "| Language | Pages in both | Least change (KB) | Most change (KB) | Heaviest page now (KB) | Opening the dialog, before (KB) | Opening it now: its form + its free times (KB) |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `New pages: ${added.join(", ")}. Budget: ${BUDGET_KB} KB a page.`,
    "",
  ].join("\n");
  writeFileSync(RESULTS, report);
  process.stdout.write(report);
}

main();
