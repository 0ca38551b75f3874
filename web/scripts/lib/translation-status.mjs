// Which translations of web/content are missing, stale or orphaned (docs/content.md). A translation
// records the English file it was translated from as that file's git blob id (`translatedFrom:`),
// which is a hash of its content that git can also give back: so the English text as it was can be
// shown beside the English text as it is, as Astro's Lunaria does from a repository's history.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

export const SOURCE_LANGUAGE = "en";
export const TRANSLATIONS = ["ms", "zh"];

const SOURCE_LINE = /^translatedFrom:[ \t]*(\S*)[ \t]*$/m;
const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

/** The Markdown files under a folder, as paths relative to it. */
function markdownFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The git blob id of a file's content, as `git hash-object` gives it: what `translatedFrom`
 * records. Computed here, so a build needs no git (only the diffs do).
 */
export function blobId(file) {
  const content = readFileSync(file);
  return createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");
}

/** The translation's recorded source, or null when it records none. */
export function recordedSource(text) {
  const frontmatter = FRONTMATTER.exec(text)?.[1] ?? "";
  return SOURCE_LINE.exec(frontmatter)?.[1] || null;
}

/** The English text a blob id names, if this repository has ever held it. */
function textOfBlob(id, cwd) {
  // Only an id reaches git: a file's frontmatter could hold anything, an option included.
  if (!/^[0-9a-f]{40}$/.test(id)) return null;
  const result = spawnSync("git", ["cat-file", "blob", id], { cwd, encoding: "utf8" });
  return result.status === 0 ? result.stdout : null;
}

/** What changed in the English file since the text the translation was made from, as a unified diff. */
function englishDiff(oldText, file, cwd) {
  const folder = mkdtempSync(join(tmpdir(), "ikey-translations-"));
  try {
    const before = join(folder, "translated-from.md");
    writeFileSync(before, oldText);
    const result = spawnSync("git", ["diff", "--no-index", "--no-color", "--unified=1", "--", before, file], {
      cwd,
      encoding: "utf8",
    });
    // The header's paths are a temporary file's and the English file's: only the hunks say anything.
    return result.stdout
      .split("\n")
      .filter((line) => !/^(diff |index |--- |\+\+\+ )/.test(line))
      .join("\n")
      .trimEnd();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Every translation's state, by language: `missing` (an English file with no translation; in a
 * collection of `fallbackCollections`, `english`: served in English meanwhile, so not an error),
 * `orphaned` (a translation with no English file), `stale` (the English changed since the recorded
 * source; with the diff when git still has that text) and `current`.
 */
export function translationStatus(contentRoot, fallbackCollections = []) {
  const english = markdownFiles(join(contentRoot, SOURCE_LANGUAGE));
  return Object.fromEntries(
    TRANSLATIONS.map((language) => {
      const translated = markdownFiles(join(contentRoot, language));
      const entries = [];
      for (const path of english) {
        const source = join(contentRoot, SOURCE_LANGUAGE, path);
        const file = join(contentRoot, language, path);
        if (!translated.includes(path)) {
          const fallsBack = fallbackCollections.includes(path.split("/")[0]);
          entries.push({ path, state: fallsBack ? "english" : "missing" });
          continue;
        }
        const recorded = recordedSource(readFileSync(file, "utf8"));
        if (recorded === blobId(source)) {
          entries.push({ path, state: "current" });
          continue;
        }
        const oldText = recorded ? textOfBlob(recorded, contentRoot) : null;
        entries.push({
          path,
          state: "stale",
          diff: oldText === null ? null : englishDiff(oldText, source, contentRoot),
        });
      }
      for (const path of translated.filter((path) => !english.includes(path))) {
        entries.push({ path, state: "orphaned" });
      }
      return [language, entries];
    }),
  );
}

/** Records that a translation is current: its `translatedFrom` becomes the English file's blob id. */
export function markCurrent(contentRoot, language, path) {
  const file = join(contentRoot, language, path);
  const source = blobId(join(contentRoot, SOURCE_LANGUAGE, path));
  const text = readFileSync(file, "utf8");
  const frontmatter = FRONTMATTER.exec(text);
  const updated = !frontmatter
    ? `---\ntranslatedFrom: ${source}\n---\n\n${text}`
    : SOURCE_LINE.test(frontmatter[1])
      ? text.replace(frontmatter[0], frontmatter[0].replace(SOURCE_LINE, `translatedFrom: ${source}`))
      : text.replace(/^---\n/, `---\ntranslatedFrom: ${source}\n`);
  writeFileSync(file, updated);
}
