// Whether an open dialog fits as a person sees it (issue 49): run in the page on the dialog element
// (`await dialog.evaluate(dialogFitProblems)`), it lists in words what is wrong, so a failing
// expect says which box scrolls, what is cut off and which controls lie on each other.
//
// - Nested scrolling: the dialog is the one box that scrolls; any box inside it whose content
//   overflows and scrolls (overflow auto or scroll) is a scroll inside a scroll. The dialog
//   scrolling sideways is reported too: nothing in it should need that.
// - Clipping: a visible control, or a line of text, cut by an ancestor inside the dialog that clips
//   its overflow. The dialog's own scrolling clips nothing for good, so it is not a reason.
// - Overlap: interactive controls (buttons, inputs, selects, links) that lie on each other.
// What is visually hidden on purpose (a 1 px box that clips, such as a screen-reader label or the
// honeypot field) and what is not painted (Element.checkVisibility) are left out.

/** Self-contained (it is serialised into the page), so its helpers live inside it. */
export function dialogFitProblems(dialog: Element): string[] {
  const TOLERANCE = 1;
  type Box = { left: number; top: number; right: number; bottom: number };
  const problems: string[] = [];

  // A box by its tag and classes (or, without any, its nearest ancestor's that has them) and its words.
  const describe = (element: Element): string => {
    const classesOf = (of: Element) =>
      [...of.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
    let named: Element | null = element;
    while (named && named !== dialog && !named.classList.length) named = named.parentElement;
    const where =
      named && named !== element && named !== dialog ? ` in ${named.tagName.toLowerCase()}${classesOf(named)}` : "";
    const label =
      element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${element.tagName.toLowerCase()}${classesOf(element)}${where}${label ? ` "${label}"` : ""}`;
  };
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible" || style.overflowY !== "visible";
  const scrolls = (value: string) => value === "auto" || value === "scroll";
  const paddingBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };
  const round = (box: Box) =>
    `${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`;

  // Hidden on purpose: inside (or being) a box of at most a pixel that clips what it holds.
  const visuallyHidden = (element: Element): boolean => {
    for (let current: Element | null = element; current && current !== dialog; current = current.parentElement) {
      const rect = current.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1 && clips(getComputedStyle(current))) return true;
    }
    return false;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !visuallyHidden(element);

  // The nearest ancestor inside the dialog that cuts part of `box` off, and the part it shows.
  const clipOf = (element: Element, box: Box): { by: Element; shows: Box } | null => {
    for (let current = element.parentElement; current && current !== dialog; current = current.parentElement) {
      const style = getComputedStyle(current);
      if (!clips(style)) continue;
      const room = paddingBox(current);
      const cutSideways =
        style.overflowX !== "visible" && (box.left < room.left - TOLERANCE || box.right > room.right + TOLERANCE);
      const cutDown =
        style.overflowY !== "visible" && (box.top < room.top - TOLERANCE || box.bottom > room.bottom + TOLERANCE);
      if (!cutSideways && !cutDown) continue;
      const shows = {
        left: Math.max(box.left, room.left),
        top: Math.max(box.top, room.top),
        right: Math.min(box.right, room.right),
        bottom: Math.min(box.bottom, room.bottom),
      };
      return { by: current, shows };
    }
    return null;
  };
  // What each clipping box cuts off, told once per box with a few examples.
  const cut = new Map<Element, string[]>();
  const noteCut = (by: Element, what: string) => cut.set(by, [...(cut.get(by) ?? []), what]);

  // (a) Scrolls inside the dialog's scroll.
  if (dialog.scrollWidth > dialog.clientWidth + TOLERANCE)
    problems.push(`the dialog scrolls sideways: ${dialog.scrollWidth} px of content in ${dialog.clientWidth} px`);
  for (const element of dialog.querySelectorAll("*")) {
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    const down = scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + TOLERANCE;
    const across = scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + TOLERANCE;
    if (down)
      problems.push(
        `${describe(element)} scrolls inside the dialog: ${element.scrollHeight} px of content in ${element.clientHeight} px`,
      );
    if (across)
      problems.push(
        `${describe(element)} scrolls sideways inside the dialog: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
      );
  }

  // (b) Controls and lines of text cut off by a box inside the dialog, or spilling out of their control.
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
  const controls = [...dialog.querySelectorAll(CONTROLS)].filter(shown);
  const boxes: { control: Element; box: Box }[] = [];
  const cutControls = new Set<Element>();
  for (const control of controls) {
    const whole = control.getBoundingClientRect();
    const clip = clipOf(control, whole);
    if (clip) {
      noteCut(clip.by, describe(control));
      cutControls.add(control);
    }
    const box = clip?.shows ?? whole;
    if (box.right - box.left > TOLERANCE && box.bottom - box.top > TOLERANCE) boxes.push({ control, box });
  }
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || !shown(parent)) continue;
    const text = `"${node.data.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const control = parent.closest(CONTROLS);
    // A cut control's words are cut with it: told once, as the control.
    if (control && cutControls.has(control)) continue;
    const controlBox = control && dialog.contains(control) ? control.getBoundingClientRect() : null;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const clip = clipOf(parent, line);
      if (clip) {
        noteCut(clip.by, text);
        break;
      }
      const spills =
        controlBox &&
        (line.left < controlBox.left - TOLERANCE ||
          line.right > controlBox.right + TOLERANCE ||
          line.top < controlBox.top - TOLERANCE ||
          line.bottom > controlBox.bottom + TOLERANCE);
      if (spills && control) {
        problems.push(`the text ${text} spills out of its ${describe(control)} (${round(controlBox)})`);
        break;
      }
    }
  }
  for (const [by, what] of cut) {
    const examples = what.slice(0, 4).join(", ");
    problems.push(
      `${describe(by)} (${round(paddingBox(by))}) cuts off ${what.length} controls or lines of text: ${examples}${what.length > 4 ? ", …" : ""}`,
    );
  }

  // (c) Controls on each other, as far as they show (one inside another, such as a link in a button, is not an overlap).
  for (const [index, { control, box }] of boxes.entries()) {
    for (const { control: other, box: otherBox } of boxes.slice(index + 1)) {
      if (control.contains(other) || other.contains(control)) continue;
      const across = Math.min(box.right, otherBox.right) - Math.max(box.left, otherBox.left);
      const down = Math.min(box.bottom, otherBox.bottom) - Math.max(box.top, otherBox.top);
      if (across > TOLERANCE && down > TOLERANCE)
        problems.push(`${describe(control)} (${round(box)}) overlaps ${describe(other)} (${round(otherBox)})`);
    }
  }
  return problems;
}
