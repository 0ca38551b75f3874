// Compiles the interface strings' catalogues (web/messages/<language>/<area>.json) into typed
// message functions in web/app/paraglide/ with Paraglide JS (docs/decisions/0017-languages.md).
// It fails, and so does the build, when a Malay or Chinese catalogue misses a message English has,
// has one English does not, leaves one empty, or still holds a placeholder.
//
// The message-format plugin is passed in from node_modules rather than named by URL in
// project.inlang/settings.json, which would make Paraglide fetch it from a CDN on every compile.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileProject, defaultCompilerOptions, writeOutput } from "@inlang/paraglide-js";
import messageFormat from "@inlang/plugin-message-format";
import { loadProjectFromDirectory } from "@inlang/sdk";
import { catalogueProblems } from "./message-catalogues.mjs";

const web = fileURLToPath(new URL("..", import.meta.url));
const project = join(web, "project.inlang");
/** The same expression web/build-plugins/site-language.ts replaces with each build's language. */
const STATIC_LOCALE_EXPRESSION = "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__";
const problems = catalogueProblems(project);
if (problems.length > 0) {
  console.error(`The message catalogues are incomplete:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const outdir = join(web, "app/paraglide");
/** Beside the output, what it was compiled from: an unchanged input needs no compile. */
const INPUTS_FILE = join(outdir, ".inputs");
// `npm test` compiles the messages once, then the type check and the build each ask again: each
// compile costs about 12 CPU-seconds, so one whose inputs are unchanged is skipped.
const inputs = inputsDigest();
if (fs.existsSync(INPUTS_FILE) && fs.readFileSync(INPUTS_FILE, "utf8") === inputs) process.exit(0);

const loaded = await loadProjectFromDirectory({ path: project, fs, providePlugins: [messageFormat] });
const errors = await loaded.errors.get();
if (errors.length > 0) {
  console.error(errors);
  process.exit(1);
}
const output = await compileProject({
  project: loaded,
  projectPath: project,
  compilerOptions: {
    ...defaultCompilerOptions,
    outdir: "app/paraglide",
    // Each message in a module of its own, so a page's chunk carries only the messages it shows.
    outputStructure: "message-modules",
    experimentalStaticLocale: STATIC_LOCALE_EXPRESSION,
    emitReadme: false,
    // Types for the TypeScript that imports the messages.
    emitTsDeclarations: true,
    emitPrettierIgnore: false,
  },
});
// Unchanged output is left alone: the type check and the build both compile the messages, and
// `npm test` runs them side by side, so neither may empty the folder while the other reads it.
if (!sameAsOnDisk(output, outdir))
  await writeOutput({ directory: outdir, output, cleanDirectory: true, fs: fs.promises });
fs.writeFileSync(INPUTS_FILE, inputs);
await loaded.close();
// The inlang SDK leaves a timer running that would hold the process open for another 30 s.
process.exit(0);

/** A digest of everything the output depends on: the catalogues, the settings, this script and the installed compiler. */
function inputsDigest() {
  const hash = createHash("sha256");
  const files = [
    ...fs
      .readdirSync(join(web, "messages"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
    join(project, "settings.json"),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL("message-catalogues.mjs", import.meta.url)),
    join(web, "../package-lock.json"),
  ];
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** Whether `directory` holds exactly the compiled files, with the same contents. */
function sameAsOnDisk(files, directory) {
  if (!fs.existsSync(directory)) return false;
  const onDisk = fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && join(entry.parentPath, entry.name) !== INPUTS_FILE);
  if (onDisk.length !== Object.keys(files).length) return false;
  return Object.entries(files).every(([path, content]) => {
    const file = join(directory, path);
    return fs.existsSync(file) && fs.readFileSync(file, "utf8") === content;
  });
}
