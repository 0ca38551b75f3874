import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `npm run translations` over a copy of the site's FAQ in a repository of its own, whose history
// holds the English as the translations were made from it.
const script = resolve("web/scripts/translations.mjs");
let repo: string;
let content: string;

function git(...args: string[]) {
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.test", ...args], { cwd: repo });
}

function translations(...args: string[]) {
  const result = spawnSync(process.execPath, [script, "--root", content, ...args], { cwd: repo, encoding: "utf8" });
  return { code: result.status, output: result.stdout + result.stderr };
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "ikey-translations-test-"));
  content = join(repo, "content");
  for (const language of ["en", "ms", "zh"]) {
    cpSync(resolve("web/content", language, "faq"), join(content, language, "faq"), { recursive: true });
  }
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "The FAQ as translated");
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("npm run translations", () => {
  it("reports every translation current as the site's content records it", () => {
    const { code, output } = translations("--check");
    expect(code).toBe(0);
    expect(output).toContain("ms: 3 of 3 current");
    expect(output).toContain("zh: 3 of 3 current");
  });

  it("reports both translations of a changed English file stale, with the English diff, and still passes --check", () => {
    const english = join(content, "en/faq/cms.md");
    const text = readFileSync(english, "utf8");
    writeFileSync(english, text.replace("The basic version of the CMS is free.", "The basic CMS is free of charge."));
    const { code, output } = translations("--check");
    expect(code).toBe(0);
    for (const language of ["ms", "zh"]) expect(output).toContain(`stale    ${language}/faq/cms.md`);
    expect(output).toMatch(/-The basic version of the CMS is free\. /);
    expect(output).toMatch(/\+The basic CMS is free of charge\. /);
  });

  it("takes a translation marked current off the list, leaving the other language's", () => {
    expect(translations("--mark", join(content, "ms/faq/cms.md")).code).toBe(0);
    const { output } = translations();
    expect(output).toContain("ms: 3 of 3 current");
    expect(output).toContain("stale    zh/faq/cms.md");
  });

  it("fails --check on a missing or an orphaned translation", () => {
    unlinkSync(join(content, "zh/faq/parent-app.md"));
    writeFileSync(join(content, "ms/faq/old-tab.md"), "---\nlabel: Lama\n---\n");
    const { code, output } = translations("--check");
    expect(code).toBe(1);
    expect(output).toContain("missing  zh/faq/parent-app.md");
    expect(output).toContain("orphaned ms/faq/old-tab.md");
  });
});

it("lists an announcement not yet translated as shown in English, which --check allows", () => {
  const folder = mkdtempSync(join(tmpdir(), "ikey-translations-post-"));
  try {
    execFileSync("git", ["init", "-q"], { cwd: folder });
    cpSync(resolve("web/content/en/announcements"), join(folder, "content/en/announcements"), { recursive: true });
    const result = spawnSync(process.execPath, [script, "--root", join(folder, "content"), "--check"], {
      cwd: folder,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/english {2}ms\/announcements\/huawei-phones-without-google-play\.md/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
