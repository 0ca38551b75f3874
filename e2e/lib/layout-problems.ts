// The layout test's eyes: run in the page (page.evaluate), it reports lines of
// text that overlap and boxes that stick out of the viewport.
//
// It judges what a person can see, so it leaves out text that is not painted
// where anyone could see it, and nothing else:
// - hidden by style: display none, visibility hidden or opacity 0 on the text or
//   an ancestor (Element.checkVisibility); this covers the folded menu, which is
//   visibility hidden once folded;
// - clipped away: text outside every box that clips it (overflow other than
//   visible), or left with less than a pixel by them. This covers the
//   visually-hidden labels (a 1 px box with overflow hidden), carousel slides
//   outside their track and the folded menu's 0 px tall row;
// - outside the page: text above or left of the document's origin, where no
//   scrolling reaches it (the skip link until it is focused, the honeypot field).
// `inert` and `aria-hidden` are not reasons on their own: inert or decorative
// text that is painted is still read by the eye, so it must not collide either.
//
// Each line of a text node is its own rectangle (Range.getClientRects), so a
// paragraph that wraps is compared line by line, not as one big box.

/** What one page at one width shows wrong; empty lists mean it is right. */
export interface LayoutProblems {
  readonly viewportWidth: number;
  readonly scrollWidth: number;
  /** Elements whose visible box reaches past the viewport's right or left edge. */
  readonly outside: string[];
  /** Pairs of text lines that overlap. */
  readonly overlaps: string[];
  /** Text lines and controls under the visible boxes of `coveredBy` (fixed controls that sit over the page). */
  readonly covered: string[];
}

/** What to look for: `coveredBy` selects boxes that no text or control may lie under, such as fixed buttons. */
export interface LayoutQuery {
  readonly coveredBy: string | null;
  /** Only what lies under `coveredBy`: skips the walk over every element for boxes past the edge, and the overlaps. */
  readonly coveredOnly?: boolean;
}

/** Self-contained (it is serialised into the page), so its helpers live inside it. */
export function findLayoutProblems({ coveredBy, coveredOnly = false }: LayoutQuery): LayoutProblems {
  const TOLERANCE = 1;
  const viewportWidth = document.documentElement.clientWidth;
  type Box = { left: number; top: number; right: number; bottom: number };
  const everywhere: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });

  const describe = (element: Element): string => {
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes.join("")}${text ? ` "${text}"` : ""}`;
  };

  // The area `element`'s content may paint in: the intersection of the padding
  // boxes of the ancestors that clip it. An absolutely positioned box escapes the
  // clipping of ancestors below its containing block; a fixed one escapes all.
  const clipCache = new Map<Element, Box>();
  const clipBoxOf = (element: Element): Box => {
    const cached = clipCache.get(element);
    if (cached) return cached;
    let box = everywhere;
    let escapingUntilPositioned = false;
    for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
      const style = getComputedStyle(current);
      const containsPositioned = style.position !== "static" || style.transform !== "none";
      if (escapingUntilPositioned && containsPositioned) escapingUntilPositioned = false;
      if (!escapingUntilPositioned && (style.overflowX !== "visible" || style.overflowY !== "visible")) {
        const rect = current.getBoundingClientRect();
        const padding: Box = {
          left: rect.left + current.clientLeft,
          top: rect.top + current.clientTop,
          right: rect.left + current.clientLeft + current.clientWidth,
          bottom: rect.top + current.clientTop + current.clientHeight,
        };
        box = intersect(box, {
          left: style.overflowX === "visible" ? -Infinity : padding.left,
          right: style.overflowX === "visible" ? Infinity : padding.right,
          top: style.overflowY === "visible" ? -Infinity : padding.top,
          bottom: style.overflowY === "visible" ? Infinity : padding.bottom,
        });
      }
      if (style.position === "fixed") break;
      if (style.position === "absolute") escapingUntilPositioned = true;
    }
    clipCache.set(element, box);
    return box;
  };

  // Boxes that stick out sideways. A box inside a clipping container (a carousel
  // track, a scrolling table) is judged by the part its container lets show.
  const outside: string[] = [];
  const reported: Element[] = [];
  for (const element of coveredOnly ? [] : document.body.querySelectorAll("*")) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.right <= 0 || rect.bottom + window.scrollY <= 0) continue; // off the page on purpose
    const parent = element.parentElement;
    const visible = intersect(rect, parent ? clipBoxOf(parent) : everywhere);
    const tooWide = visible.right > viewportWidth + TOLERANCE || visible.left < -TOLERANCE;
    if (!tooWide || visible.right <= visible.left) continue;
    if (reported.some((ancestor) => ancestor.contains(element))) continue;
    reported.push(element);
    outside.push(`${describe(element)}: ${Math.round(visible.left)}..${Math.round(visible.right)} px`);
  }

  // A cover that is not painted (hidden until the page scrolls, or while a dialog is open) hides nothing.
  const covered: string[] = [];
  const covers = (coveredBy ? [...document.querySelectorAll(coveredBy)] : []).filter((cover) =>
    cover.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
  const overlapping = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;

  // Every visible line of text, clipped to what its containers let show.
  type Line = Box & { text: string; node: Text };
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const coverBoxes = covers.map((cover) => cover.getBoundingClientRect());
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim()) continue;
    // Looking only under the covers, a text nowhere near them needs no closer look (the costly part).
    if (coveredOnly && !coverBoxes.some((box) => overlapping(parent.getBoundingClientRect(), box))) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE"].includes(parent.tagName)) continue;
    const clip = clipBoxOf(parent);
    const range = document.createRange();
    range.selectNodeContents(node);
    const own: Box[] = [];
    for (const rect of range.getClientRects()) {
      const shown = intersect(rect, clip);
      if (shown.right - shown.left < TOLERANCE || shown.bottom - shown.top < TOLERANCE) continue;
      if (shown.right + window.scrollX <= 0 || shown.bottom + window.scrollY <= 0) continue;
      // A line cut with an ellipsis (text-overflow) is reported twice, whole and cut, on the same
      // row: one painted line, counted once.
      const sameRow = own.some(
        (line) =>
          Math.abs(line.top - shown.top) <= TOLERANCE &&
          Math.abs(line.bottom - shown.bottom) <= TOLERANCE &&
          Math.min(line.right, shown.right) > Math.max(line.left, shown.left),
      );
      if (sameRow) continue;
      own.push(shown);
      lines.push({ ...shown, text: node.data.trim().replace(/\s+/g, " ").slice(0, 40), node });
    }
  }

  // Sweep from the top: a line can only meet lines that start above its bottom.
  lines.sort((a, b) => a.top - b.top);
  const overlaps: string[] = [];
  for (const [index, line] of coveredOnly ? [] : lines.entries()) {
    for (let next = index + 1; next < lines.length; next++) {
      const other = lines[next] as Line;
      if (other.top >= line.bottom - TOLERANCE) break;
      const across = Math.min(line.right, other.right) - Math.max(line.left, other.left);
      const down = Math.min(line.bottom, other.bottom) - Math.max(line.top, other.top);
      if (across > TOLERANCE && down > TOLERANCE) {
        const where = `${Math.round(other.left)},${Math.round(other.top)}`;
        overlaps.push(`"${line.text}" overlaps "${other.text}" at ${where}`);
      }
    }
  }

  // Controls a person may need to reach: a box over one takes its clicks. A tabindex of -1 only lets
  // script move focus there (the main region, the header), so it makes nothing a control.
  const controls = covers.length
    ? [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
        .filter((control) => control.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((control) => ({ control, box: intersect(control.getBoundingClientRect(), clipBoxOf(control)) }))
        .filter(({ box }) => box.right - box.left >= TOLERANCE && box.bottom - box.top >= TOLERANCE)
    : [];
  for (const cover of covers) {
    const box = cover.getBoundingClientRect();
    // What floats with the cover (the rest of its fixed bar) moves with it and is not the page.
    let bar: Element = cover;
    while (bar.parentElement && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
    for (const line of lines) {
      if (bar.contains(line.node)) continue;
      if (overlapping(line, box)) covered.push(`"${line.text}" is under ${describe(cover)}`);
    }
    for (const { control, box: controlBox } of controls) {
      if (bar.contains(control)) continue;
      if (overlapping(controlBox, box)) covered.push(`${describe(control)} is under ${describe(cover)}`);
    }
  }

  return { viewportWidth, scrollWidth: document.documentElement.scrollWidth, outside, overlaps, covered };
}
