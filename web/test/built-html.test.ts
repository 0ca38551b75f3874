import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { prerenderPaths } from "@ikey/contracts/site-addresses";
import { prerenderedFile } from "@ikey/contracts/site-pages";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { beforeAll, expect, test } from "vitest";
import { attestationPageSettings } from "../../e2e/attestation-env";

const root = fileURLToPath(new URL("../..", import.meta.url));
const client = fileURLToPath(new URL("../build/client/", import.meta.url));

/** What Vitest adds to the environment: NODE_ENV=test, for one, would build React's development build. */
const ADDED_BY_VITEST = /^(VITEST\w*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY)$/;

beforeAll(() => {
  // Builds when stale, as `npm start` does; with the end-to-end suite's public settings, so the build
  // checked here is the one that suite then serves, not built again.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ADDED_BY_VITEST.test(name)));
  const build = spawnSync(process.execPath, ["scripts/lib/ensure-build.mjs"], {
    cwd: root,
    env: { ...environment, ...attestationPageSettings },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) throw new Error("The site did not build: see the output above.");
}, 600_000);

const htmlFiles = () =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();

test("every prerendered page in every language is valid HTML (html-validate, .htmlvalidate.mjs)", async () => {
  const files = htmlFiles();
  // Every page the build prerenders is among them, with the static host's not-found copies and
  // React Router's single-page fallback.
  const expected = LANGUAGES.flatMap((language) => [
    ...prerenderPaths.map((path) => prerenderedFile(pathInLanguage(path, language))),
    language === "en" ? "404.html" : `${language}/404.html`,
  ]);
  expect(files).toEqual(expect.arrayContaining([...expected, "__spa-fallback.html"]));

  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(`${client}${file}`);
    for (const message of report.results.flatMap((result) => result.messages)) {
      if (message.severity === 2)
        errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(errors).toEqual([]);
}, 180_000);

test("every link to a place on its own page has that place in the prerendered HTML", () => {
  const missing = htmlFiles().flatMap((file) => {
    const html = readFileSync(`${client}${file}`, "utf8");
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...html.matchAll(/<a\s[^>]*?href="#([^"]+)"/g)].map((match) => decodeURIComponent(match[1] ?? ""));
    return [...new Set(targets)].filter((id) => !ids.has(id)).map((id) => `${file}: #${id}`);
  });
  expect(missing).toEqual([]);
});
