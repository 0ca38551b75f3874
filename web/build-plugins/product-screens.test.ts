// @vitest-environment happy-dom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contracts/languages";
import { drawProductScreen, readDesignTokens } from "./product-screens";

// Vitest runs from the repository root.
const baseCss = readFileSync("web/app/styles/base.css", "utf8");
const templates = "web/app/images/product-screens";

describe("a product screen's template", () => {
  const tokens = { brand: "#0b5cab", font: 'system-ui, "Segoe UI", sans-serif' };

  it("takes its words from the catalogue, escaped for XML", () => {
    const drawing = drawProductScreen("<text>{{screen_total}}</text>", { screen_total: "Fees & <dues>" }, tokens);
    expect(drawing).toBe("<text>Fees &amp; &lt;dues&gt;</text>");
  });

  it("takes its colours and fonts from the design tokens, quotes escaped inside attributes", () => {
    const drawing = drawProductScreen('<rect fill="var(--brand)" font-family="var(--font)"/>', {}, tokens);
    expect(drawing).toBe('<rect fill="#0b5cab" font-family="system-ui, &quot;Segoe UI&quot;, sans-serif"/>');
  });

  it("names a word the language lacks and a token the site lacks", () => {
    expect(() => drawProductScreen("{{screen_missing}}", {}, tokens)).toThrow('no message "screen_missing"');
    expect(() => drawProductScreen('fill="var(--sparkle)"', {}, tokens)).toThrow("no design token --sparkle");
  });
});

describe("the design tokens", () => {
  it("are base.css's :root custom properties, with a language's own over them", () => {
    const english = readDesignTokens(baseCss, "en");
    const chinese = readDesignTokens(baseCss, "zh");
    expect(english.brand).toMatch(/^#[0-9a-f]{6}$/);
    expect(chinese.brand).toBe(english.brand);
    expect(english.font).not.toContain("Noto Sans CJK SC");
    expect(chinese.font).toContain("Noto Sans CJK SC");
    // A token naming another is resolved: English pictures take the page's font, Chinese their own.
    expect(english["drawing-font"]).toBe(english.font);
    expect(chinese["drawing-font"]).toMatch(/^"PingFang SC"/);
  });
});

describe.each(LANGUAGES)("every product screen in %s", (language) => {
  const words = JSON.parse(readFileSync(`web/messages/${language}/product-screens.json`, "utf8"));
  const languageTokens = readDesignTokens(baseCss, language);
  const files = readdirSync(templates).filter((name) => name.endsWith(".svg"));

  it.each(files)("%s is drawn whole, every placeholder filled", (name) => {
    const drawing = drawProductScreen(readFileSync(join(templates, name), "utf8"), words, languageTokens);
    expect(drawing).not.toMatch(/\{\{|var\(--/);
    const parsed = new DOMParser().parseFromString(drawing, "image/svg+xml");
    expect(parsed.querySelector("parsererror")).toBeNull();
    expect(parsed.documentElement.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
  });
});

describe("the product screens' words", () => {
  const english: Record<string, string> = JSON.parse(readFileSync("web/messages/en/product-screens.json", "utf8"));
  const used = new Set(
    readdirSync(templates)
      .filter((name) => name.endsWith(".svg"))
      .flatMap((name) =>
        [...readFileSync(join(templates, name), "utf8").matchAll(/\{\{(\w+)\}\}/g)].map(([, key = ""]) => key),
      ),
  );

  it("include every word a template asks for, in English (the other languages' catalogues must match it)", () => {
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });

  it("are each used by some template: no word is translated for nothing", () => {
    const keys = Object.keys(english).filter((key) => key !== "$schema");
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });
});
