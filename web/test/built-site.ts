/** One element, failing with the selector when it is missing. */
export function one(scope: ParentNode, selector: string): Element {
  const element = scope.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/** Text as read: runs of white space as one space, trimmed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The texts of the elements a selector matches, in document order. */
export function textsOf(scope: ParentNode, selector: string): string[] {
  return [...scope.querySelectorAll(selector)].map(textOf);
}

/** An element's accessible name as the site gives it: aria-label, aria-labelledby, or its text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label) return label.trim();
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id)))
      .join(" ");
  return textOf(element);
}

/** The links or buttons in a scope whose accessible name matches. */
export function named(scope: ParentNode, selector: string, name: string | RegExp): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) =>
    typeof name === "string" ? nameOf(element) === name : name.test(nameOf(element)),
  );
}

/** Whether each expected text is in one of the texts, in the same order (Playwright's toContainText with a list). */
export function containInOrder(texts: readonly string[], expected: readonly string[]): boolean {
  let from = 0;
  for (const part of expected) {
    const found = texts.findIndex((text, index) => index >= from && text.includes(part));
    if (found < 0) return false;
    from = found + 1;
  }
  return true;
}

/** The tab panel that holds a fragment's content (every panel is in the prerendered HTML). */
export function tabPanel(page: Document, fragment: string): Element {
  const panel = one(page, `#${fragment}`).closest('[role="tabpanel"]');
  if (!panel) throw new Error(`#${fragment} is not inside a tab panel`);
  return panel;
}

/** The label of the tab that selects a fragment. */
export function tabLabel(page: Document, fragment: string): string {
  return textOf(one(page, `[role="tab"][data-tab="${fragment}"]`));
}
