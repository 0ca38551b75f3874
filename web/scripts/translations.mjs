// `npm run translations`: per language, the web/content files that are missing, stale (the English
// changed since they were translated, with the English diff since) or orphaned (docs/content.md).
//   --check          exits 1 if a file is missing or orphaned. Stale is reported, never fatal: an
//                    English fix must not wait for its translations, which are served meanwhile;
//                    nor is a post not yet translated ("english"), which is shown in English.
//   --mark <file>…   records translations as current (ms/faq/cms.md, or its path from anywhere).
//   --json           the same status as JSON.
//   --write <file>   writes that JSON to a file (the build's copy for the staff console).
//   --root <folder>  another content folder (the tests use a copy).
import { writeFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { markCurrent, TRANSLATIONS, translationStatus } from "./lib/translation-status.mjs";

const args = process.argv.slice(2);
const option = (name) => args.includes(name);
const rootIndex = args.indexOf("--root");
const contentRoot =
  rootIndex >= 0 ? resolve(args[rootIndex + 1]) : fileURLToPath(new URL("../content", import.meta.url));

if (option("--mark")) {
  const files = args.slice(args.indexOf("--mark") + 1).filter((arg) => !arg.startsWith("--"));
  for (const file of files) {
    // "web/content/ms/faq/cms.md", "ms/faq/cms.md" or an absolute path: the part from the language on.
    const parts = resolve(file).split(sep);
    const at = parts.findLastIndex((part) => TRANSLATIONS.includes(part));
    if (at < 0) throw new Error(`${file} is not in a translation's folder (${TRANSLATIONS.join(", ")})`);
    const path = parts.slice(at + 1).join("/");
    markCurrent(contentRoot, parts[at], path);
    console.log(`${parts[at]}/${path}: marked current`);
  }
  process.exit(0);
}

// The collections whose missing translations are served in English (web/build-plugins/content-collections.ts).
const { collections } = (
  await runnerImport(fileURLToPath(new URL("../build-plugins/content-collections.ts", import.meta.url)), {
    configFile: false,
    logLevel: "warn",
  })
).module;
const fallbackCollections = Object.keys(collections).filter((name) => collections[name].fallsBackToEnglish);
const status = translationStatus(contentRoot, fallbackCollections);

if (option("--write")) {
  writeFileSync(args[args.indexOf("--write") + 1], `${JSON.stringify(status)}\n`);
} else if (option("--json")) {
  console.log(JSON.stringify(status, null, 2));
} else {
  for (const [language, entries] of Object.entries(status)) {
    const open = entries.filter((entry) => entry.state !== "current");
    console.log(`${language}: ${entries.length - open.length} of ${entries.length} current`);
    for (const entry of open) {
      console.log(`  ${entry.state.padEnd(8)} ${language}/${entry.path}`);
      if (entry.state === "stale") {
        const diff = entry.diff ?? "(the text it was translated from is not in this repository's history)";
        console.log(diff.replace(/^/gm, "             "));
      }
    }
  }
}

const fatal = Object.values(status)
  .flat()
  .filter((entry) => entry.state === "missing" || entry.state === "orphaned");
if (option("--check") && fatal.length > 0) {
  console.error(`${fatal.length} translation file(s) missing or orphaned: see above.`);
  process.exit(1);
}
