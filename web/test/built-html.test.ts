import { readdirSync, readFileSync } from "node:fs";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { prerenderPaths } from "@ikey/contracts/site-addresses";
import { prerenderedFile } from "@ikey/contracts/site-pages";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { client } from "./built-pages";

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
