import { describe, expect, it } from "vitest";
import { basePath, isLanguage, languageOfPath, languageOfTag, pathInLanguage, suggestedLanguage } from "./languages";

describe("the site's addresses in each language", () => {
  it("keeps English at the addresses it has always had", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/our-story")).toBe("en");
    expect(pathInLanguage("/ms/our-story", "en")).toBe("/our-story");
    expect(pathInLanguage("/zh", "en")).toBe("/");
  });

  it("puts Malay under /ms and Chinese under /zh, a home without a trailing slash", () => {
    expect(pathInLanguage("/our-story", "ms")).toBe("/ms/our-story");
    expect(pathInLanguage("/check-app-status", "zh")).toBe("/zh/check-app-status");
    expect(pathInLanguage("/", "ms")).toBe("/ms");
    expect(pathInLanguage("/ms/faq", "zh")).toBe("/zh/faq");
  });

  it("reads a prefix only as a whole segment", () => {
    expect(languageOfPath("/ms")).toBe("ms");
    expect(languageOfPath("/ms/faq")).toBe("ms");
    expect(languageOfPath("/msfaq")).toBe("en");
    expect(languageOfPath("/zhong")).toBe("en");
    expect(basePath("/ms")).toBe("/");
    expect(basePath("/zh/terms")).toBe("/terms");
    expect(basePath("/download-iKey-app/index.html")).toBe("/download-iKey-app/index.html");
  });

  it("knows its languages", () => {
    expect(isLanguage("ms")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe("the language suggested on a first visit", () => {
  it("follows the first of the browser's languages that the site has", () => {
    expect(suggestedLanguage(["ms-MY", "en-US"])).toBe("ms");
    expect(suggestedLanguage(["fr-FR", "zh-CN", "en"])).toBe("zh");
    expect(suggestedLanguage(["zh-TW"])).toBe("zh");
  });

  it("suggests nothing when English comes first, or nothing matches", () => {
    expect(suggestedLanguage(["en-GB", "ms"])).toBeNull();
    expect(suggestedLanguage(["fr", "de"])).toBeNull();
    expect(suggestedLanguage([])).toBeNull();
  });
});

describe("languageOfTag", () => {
  it("reads the site's language from a Content-Language value", () => {
    expect(languageOfTag("ms-MY")).toBe("ms");
    expect(languageOfTag("zh-Hans-MY")).toBe("zh");
    expect(languageOfTag("EN")).toBe("en");
    expect(languageOfTag("ms, en")).toBe("ms");
  });

  it("is null for a language the site does not have, or none", () => {
    expect(languageOfTag("fr")).toBeNull();
    expect(languageOfTag("")).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
  });
});
