import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { attestationPageSettings } from "../../e2e/attestation-env";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What Vitest adds to the environment: NODE_ENV=test, for one, would build React's development build. */
const ADDED_BY_VITEST = /^(VITEST\w*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY)$/;

/**
 * Builds the site when stale, as `npm start` does; with the end-to-end suite's public settings, so the
 * build checked here is the one that suite then serves, not built again. Run once, by the global setup.
 */
export function ensureBuiltSite(): void {
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ADDED_BY_VITEST.test(name)));
  const build = spawnSync(process.execPath, ["scripts/lib/ensure-build.mjs"], {
    cwd: root,
    env: { ...environment, ...attestationPageSettings },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) throw new Error("The site did not build: see the output above.");
}

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
