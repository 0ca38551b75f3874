import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { helpArticles } from "../../contracts/help-centre";
import { LANGUAGES, type Language } from "../../contracts/languages";
import { collections } from "./content-collections";
import { formatFact } from "./content-facts";
import { collectionSlugs, loadCollection, loadEntry } from "./markdown-content";

const SOURCE = "0123456789abcdef0123456789abcdef01234567";

let root: string;

function write(path: string, text: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A FAQ tab in all three languages, each correct, for a test to break one part of. */
function faqTab(english = "### Which phones?\n\nAndroid, for {deletionDays} days.\n") {
  write("content/en/faq/cms.md", `---\nlabel: CMS\norder: 1\n---\n\n${english}`);
  write("content/ms/faq/cms.md", `---\ntranslatedFrom: ${SOURCE}\nlabel: CMS\n---\n\n### Telefon apa?\n\nAndroid.\n`);
  write("content/zh/faq/cms.md", `---\ntranslatedFrom: ${SOURCE}\nlabel: CMS\n---\n\n### 哪些手机？\n\n安卓\n手机。\n`);
}

const options = () => ({ root: join(root, "content"), facts: { deletionDays: 180, day: { day: "2020-05-22" } } });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "ikey-content-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a content file", () => {
  it("compiles to the blocks the pages render, with its facts in the language", () => {
    faqTab(
      "### Which phones? {#phones}\n\nSee [the notice of {day}](/announcement), for {deletionDays} days.\n\n1. One\n2. Two\n",
    );
    expect(loadEntry("faq", "cms", "en", options())).toEqual({
      slug: "cms",
      label: "CMS",
      order: 1,
      language: "en",
      fallback: false,
      labels: {},
      blocks: [
        { type: "h3", text: "Which phones?", id: "phones" },
        { type: "p", text: ["See ", { text: "the notice of 22 May 2020", href: "/announcement" }, ", for 180 days."] },
        { type: "ol", items: ["One", "Two"] },
      ],
    });
  });

  it("places its own data by name, encoded in a link's query and as it is before it", () => {
    const subject = "Job application: Apps & more?";
    write(
      "content/en/job-openings/dev.md",
      `---\ntitle: Dev\nlocation: Penang\nexperience: 1 year\napplicationSubject: "${subject}"\n---\n\nMail [{supportEmail}](mailto:{supportEmail}?subject={applicationSubject}), "{applicationSubject}".\n`,
    );
    const facts = { supportEmail: "jobs@ikey.example" };
    expect(loadEntry("job-openings", "dev", "en", { root: join(root, "content"), facts }).blocks).toEqual([
      {
        type: "p",
        text: [
          "Mail ",
          { text: "jobs@ikey.example", href: `mailto:jobs@ikey.example?subject=${encodeURIComponent(subject)}` },
          `, "${subject}".`,
        ],
      },
    ]);
  });

  it("writes weekdays and hours as each language does", () => {
    const hours = (language: Language) =>
      [{ weekday: 1 }, { weekday: 5 }, { hour: 9 }, { hour: 19 }].map((fact) => formatFact(fact, language));
    expect(hours("ms")).toEqual(["Isnin", "Jumaat", "9 pagi", "7 malam"]);
    expect(hours("zh")).toEqual(["星期一", "星期五", "上午9时", "晚上7时"]);
  });

  it("joins a paragraph's lines with a space, but not between Chinese characters", () => {
    faqTab();
    expect(loadEntry("faq", "cms", "zh", options()).blocks[1]).toEqual({ type: "p", text: "安卓手机。" });
  });

  it("gives a translation the English file's order, and its own words", () => {
    faqTab();
    expect(loadEntry("faq", "cms", "ms", options())).toMatchObject({ label: "CMS", order: 1 });
  });

  it("fails on frontmatter its collection does not take, naming the file and the field", () => {
    faqTab();
    write("content/en/faq/cms.md", "---\nlabel: CMS\norder: first\n---\n\n### Q?\n");
    expect(() => loadEntry("faq", "cms", "en", options())).toThrow(
      /content\/en\/faq\/cms\.md: frontmatter field "order"/,
    );
  });

  it("fails on a fact the build does not know, naming the file, its line (frontmatter counted) and the name", () => {
    faqTab("### Which phones?\n\nFor {deletionDay} days.\n");
    expect(() => loadEntry("faq", "cms", "en", options())).toThrow(
      /content\/en\/faq\/cms\.md:8: \{deletionDay\} is not a fact the build knows/,
    );
  });

  it("fails on Markdown the pages do not show", () => {
    faqTab("### Which phones?\n\nThey are **fast**.\n");
    expect(() => loadEntry("faq", "cms", "en", options())).toThrow(/cms\.md:8: the site does not show bold text/);
  });

  it("fails on a link that would run a script rather than lead somewhere", () => {
    faqTab("### Which phones?\n\nSee [this](javascript:alert(1)).\n");
    expect(() => loadEntry("faq", "cms", "en", options())).toThrow(
      /cms\.md:8: a link leads to .*not "javascript:alert\(1\)"/,
    );
  });

  it("fails when a translation is missing, naming the file to write", () => {
    faqTab();
    rmSync(join(root, "content/zh/faq/cms.md"));
    expect(() => loadEntry("faq", "cms", "zh", options())).toThrow(
      /content\/zh\/faq\/cms\.md: is missing: content\/en\/faq\/cms\.md has no zh translation/,
    );
  });

  it("fails when a translation's structure differs from the English, naming both", () => {
    faqTab();
    write("content/ms/faq/cms.md", `---\ntranslatedFrom: ${SOURCE}\nlabel: CMS\n---\n\n### Telefon apa?\n\n### Dan?\n`);
    expect(() => loadEntry("faq", "cms", "ms", options())).toThrow(
      /content\/ms\/faq\/cms\.md: its structure differs from content\/en\/faq\/cms\.md's[\s\S]*English: h3\n\s+ms: +h3 h3/,
    );
  });

  it("fails when a translation records no English source, or restates the English file's data", () => {
    faqTab();
    write("content/ms/faq/cms.md", "---\nlabel: CMS\n---\n\n### Telefon apa?\n\nAndroid.\n");
    expect(() => loadEntry("faq", "cms", "ms", options())).toThrow(
      /ms\/faq\/cms\.md: frontmatter field "translatedFrom"/,
    );
    write("content/ms/faq/cms.md", `---\ntranslatedFrom: ${SOURCE}\nlabel: CMS\norder: 2\n---\n\n### Telefon apa?\n`);
    expect(() => loadEntry("faq", "cms", "ms", options())).toThrow(/frontmatter field "order" is the English file's/);
  });
});

describe("the announcements", () => {
  const post = (slug: string, date: string) =>
    write(`content/en/announcements/${slug}.md`, `---\ntitle: T ${slug}\nsummary: S.\ndate: ${date}\n---\n\nWords.\n`);

  it("are newest first, and a post not yet translated is served in English, its date in the language", () => {
    post("older", "2020-05-22");
    post("newer", "2026-12-01");
    write(
      "content/ms/announcements/older.md",
      `---\ntranslatedFrom: ${SOURCE}\ntitle: Lama\nsummary: R.\n---\n\nKata.\n`,
    );
    const posts = loadCollection("announcements", "ms", options());
    expect(posts.map(({ slug, language, fallback }) => [slug, language, fallback])).toEqual([
      ["newer", "en", true],
      ["older", "ms", false],
    ]);
    expect(posts.map((entry) => entry.labels.date)).toEqual(["1 Disember 2026", "22 Mei 2020"]);
  });
});

describe("a collection", () => {
  it("is its files in their order, and refuses a translation with no English file", () => {
    faqTab();
    write("content/en/faq/apps.md", "---\nlabel: Apps\norder: 2\n---\n\n### Q?\n");
    expect(loadCollection("faq", "en", options()).map((tab) => tab.slug)).toEqual(["cms", "apps"]);
    write("content/ms/faq/old.md", `---\ntranslatedFrom: ${SOURCE}\nlabel: Lama\n---\n`);
    expect(() => loadCollection("faq", "ms", options())).toThrow(/content\/ms\/faq\/old\.md: has no English file/);
  });
});

it("has a file of web/content for each help article of the catalogue, and none besides", () => {
  expect(collectionSlugs("help-articles")).toEqual(helpArticles.map((entry) => entry.slug).sort());
});

// The site's own content, in every language, compiles: the same check each language's build makes.
describe.each(LANGUAGES)("web/content in %s", (language) => {
  it.each(Object.keys(collections).filter((name) => name !== "pages"))("the %s collection compiles", (name) => {
    expect(loadCollection(name as keyof typeof collections, language).length).toBeGreaterThan(0);
  });
  it.each(["privacy-policy", "our-story"])("pages/%s compiles", (slug) => {
    expect(loadEntry("pages", slug, language).blocks.length).toBeGreaterThan(0);
  });
});
