/**
 * The id of the scroll-restoration script, which React Router writes right after the page's whole
 * shell: header, page, footer and floating bar.
 */
export const SHELL_END_ID = "scroll-restoration";

/**
 * Holds the first paint until the parser has reached the end of the shell. Under a slow CPU,
 * Chromium otherwise paints a half-parsed document, and what the next chunk of HTML adds moves
 * what was already drawn: a layout shift before any script runs. Chromium unblocks when the
 * target element is inserted, so the target must follow everything that can be on screen.
 * Rendering also never waits past the end of parsing, and browsers without `rel="expect"` ignore
 * it. It only works in the head.
 */
export function ParsedFirstPaint() {
  return <link rel="expect" href={`#${SHELL_END_ID}`} blocking="render" />;
}
