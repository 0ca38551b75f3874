// Builds the site once per language (docs/decisions/0017-languages.md) and merges the builds into
// build/client: English at the root, Malay under ms/ and Chinese under zh/, all sharing assets/.
// Chunks are named by their content's hash, so one that comes out the same in two builds is stored
// once (the decision record says which do not, and why).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
/** One instant for every language's build, so a campaign that ends mid-build is ended in all or none (vite.config.ts). */
const SITE_CLOCK = process.env.SITE_CLOCK || new Date().toISOString();
/** English last: its build empties build/, and the others are merged into it. */
const LANGUAGES = ["ms", "zh", "en"];

function build(language) {
  const started = performance.now();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: web,
    stdio: "inherit",
    env: { ...process.env, SITE_LANGUAGE: language, SITE_CLOCK },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return (performance.now() - started) / 1000;
}

const seconds = Object.fromEntries(LANGUAGES.map((language) => [language, build(language)]));

for (const language of LANGUAGES.filter((language) => language !== "en")) {
  const client = `${web}build-languages/${language}/client`;
  // Only the language's pages and the assets: the public folder's files are the English build's.
  cpSync(`${client}/${language}`, `${web}build/client/${language}`, { recursive: true });
  // The language's home page's data sits beside its folder ("ms.data"): the server fills it with
  // the console's newest post (docs/decisions/0045-cms.md).
  cpSync(`${client}/${language}.data`, `${web}build/client/${language}.data`);
  cpSync(`${client}/assets`, `${web}build/client/assets`, { recursive: true, force: false });
  if (!existsSync(`${web}build/client/${language}/404/index.html`)) throw new Error(`No ${language} 404 page`);
}
rmSync(`${web}build-languages`, { recursive: true, force: true });
console.log(
  `languages: built ${LANGUAGES.map((language) => `${language} in ${seconds[language].toFixed(1)} s`).join(", ")}`,
);
