import type { EmbedState } from "@ikey/contracts/status-embed";

/**
 * Each state's colour behind white text, and the label's: every one at least 4.5:1 against white
 * (WCAG AA for the badge's 11 px text; server/test/status-embed.test.ts computes it).
 */
export const badgeColours: Readonly<Record<EmbedState | "label", string>> = {
  label: "#555555",
  working: "#1a7f37",
  unknown: "#5f6b76",
  incident: "#9a6700",
  failed: "#b42318",
};

export const BADGE_HEIGHT = 20;
const FONT_SIZE = 11;
/** Space either side of each text. */
const PADDING = 6;

/**
 * The text's width in px at 11 px Verdana-like type, estimated per character as shields.io does
 * (CJK and full-width characters a full em). The text is drawn with textLength to this width, so
 * an estimate a little off squeezes or spreads the glyphs instead of spilling out of the box.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x2e80) width += FONT_SIZE;
    else if (/[iljtfI.,:;'!|()[\]{} ]/.test(char)) width += 3.9;
    else if (/[mwMW]/.test(char)) width += 9.8;
    else if (/[A-Z0-9]/.test(char)) width += 7.5;
    else width += 6.6;
  }
  return Math.ceil(width);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/**
 * A shields.io-like badge: `label` on grey, `value` on the state's colour. An image to assistive
 * technology (role="img"), named by its title and aria-label, both "label: value"; no script, no
 * style element, no outside resource (the route's CSP forbids them all).
 */
export function badgeSvg(label: string, value: string, state: EmbedState, lang: string): string {
  const left = textWidth(label) + 2 * PADDING;
  const right = textWidth(value) + 2 * PADDING;
  const width = left + right;
  const name = escapeXml(`${label}: ${value}`);
  const text = (x: number, content: string) =>
    `<text x="${x}" y="14" textLength="${textWidth(content)}" lengthAdjust="spacingAndGlyphs">${escapeXml(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${BADGE_HEIGHT}" viewBox="0 0 ${width} ${BADGE_HEIGHT}" role="img" aria-label="${name}" lang="${lang}">`,
    `<title>${name}</title>`,
    `<rect width="${left}" height="${BADGE_HEIGHT}" fill="${badgeColours.label}"/>`,
    `<rect x="${left}" width="${right}" height="${BADGE_HEIGHT}" fill="${badgeColours[state]}"/>`,
    `<g fill="#ffffff" font-family="Verdana,DejaVu Sans,Noto Sans CJK SC,sans-serif" font-size="${FONT_SIZE}" text-anchor="middle">`,
    text(left / 2, label),
    text(left + right / 2, value),
    "</g></svg>",
  ].join("");
}
