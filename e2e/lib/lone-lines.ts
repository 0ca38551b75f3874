/**
 * Lines of Chinese text that hold one character and its punctuation, or punctuation alone ("序。"
 * under a full line): a paragraph that ends like that reads as cut off (issue 50). Each visible
 * block of text is read character by character; a character starts a new line when it sits lower
 * than the one before. Runs in the page, at its current width; answers "<tag>: <line> after <the
 * line before>". Pages in other languages have none to find.
 */
export function loneChineseLines(): string[] {
  if (!document.documentElement.lang.startsWith("zh")) return [];
  const BLOCKS = "p, li, dd, dt, td, th, figcaption, blockquote, label, legend, summary, h1, h2, h3, h4";
  const lone = /^\p{Script=Han}?[\p{P}\s]*$/u;
  const found: string[] = [];
  for (const block of document.body.querySelectorAll<HTMLElement>(BLOCKS)) {
    // A block holding other blocks is read through them; what is hidden has no lines, nor what only
    // screen readers have (a one-pixel box, where every character is a line of its own).
    if (
      block.querySelector(BLOCKS) ||
      !block.checkVisibility() ||
      block.closest('.visually-hidden, [aria-hidden="true"]')
    )
      continue;
    if (block.getBoundingClientRect().width < 8) continue;
    const lines: string[] = [];
    let lineBottom = Number.NEGATIVE_INFINITY;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? "";
      for (let index = 0; index < text.length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        // Lower than the whole of the line so far: a new line (a taller inline element only stretches it).
        const character = text.charAt(index);
        if (box.top >= lineBottom - 1) {
          lines.push(character);
          lineBottom = box.bottom;
        } else {
          lines.push(`${lines.pop() ?? ""}${character}`);
          lineBottom = Math.max(lineBottom, box.bottom);
        }
      }
    }
    if (!/\p{Script=Han}/u.test(lines.join(""))) continue;
    lines.forEach((line, index) => {
      const trimmed = line.trim();
      if (index > 0 && trimmed !== "" && lone.test(trimmed))
        found.push(`<${block.localName}>: "${trimmed}" after "${lines[index - 1]?.trim().slice(-12)}"`);
    });
  }
  return found;
}
