import { readFileSync } from "node:fs";
import { languageInfo } from "@ikey/contracts/languages";
import { describe, expect, it } from "vitest";
import { CHINESE_LABELS_CSS, chineseLabelsCss } from "./chinese-labels.mjs";

const committed = readFileSync(CHINESE_LABELS_CSS, "utf8");

describe("the switcher's Chinese names as outlines", () => {
  it("are drawn from the names the contracts give, as committed (npm run glyphs --workspace web)", () => {
    const labels = { short: languageInfo.zh.shortName, native: languageInfo.zh.nativeName };
    expect(chineseLabelsCss(labels)).toBe(committed);
  });

  it("are an em wide per character and hold a shape for each", () => {
    for (const [name, text] of [
      ["short", languageInfo.zh.shortName],
      ["native", languageInfo.zh.nativeName],
    ] as const) {
      const rule = new RegExp(
        `\\.chinese-label-${name} \\{\\s*width: ([\\d.]+)em;\\s*--chinese-label: url\\("([^"]+)"\\)`,
      ).exec(committed);
      expect(Number(rule?.[1])).toBe(text.length);
      const svg = decodeURIComponent(rule?.[2]?.replace(/^data:image\/svg\+xml,/, "") ?? "");
      // One closed outline at least per character: a missing glyph would be empty or a box.
      expect(svg.match(/Z/g)?.length ?? 0).toBeGreaterThanOrEqual(text.length);
      expect(svg).toMatch(new RegExp(`viewBox='0 -880 ${text.length * 1000} 1000'`));
    }
  });
});
