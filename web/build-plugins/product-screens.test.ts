import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawProductScreen, readDesignTokens } from "./product-screens";

// Vitest runs from the repository root.
const baseCss = readFileSync("web/app/styles/base.css", "utf8");

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
  });
});
