// Watches, from before a page's first script runs, for text that the prerendered
// HTML put on the page and that later leaves it: a Suspense boundary React threw
// away and client-rendered, a hydration mismatch that re-rendered a subtree, or a
// streamed boundary moved out of its hidden holder by React's reveal script.
import type { Page } from "@playwright/test";

/** One prerendered text that left the document: its words and where it stood. */
export interface LostText {
  readonly text: string;
  readonly parent: string;
  /** Milliseconds since the navigation started. */
  readonly at: number;
}

interface Watch {
  lost: LostText[];
}

/**
 * Runs in the page before any of its scripts (page.addInitScript). When the parser
 * has finished, and before deferred and module scripts run (readyState
 * "interactive"), every non-blank text node in <body> is what the prerender sent.
 * From then on a MutationObserver notes each of them that is removed, alone or
 * with an ancestor. Moving a node counts too: the reader sees it go.
 */
function watchPrerenderedText() {
  const watch: Watch = { lost: [] };
  (window as unknown as { __prerenderedTextWatch: Watch }).__prerenderedTextWatch = watch;
  const prerendered = new WeakSet<Node>();

  const describe = (element: Node): string => {
    if (!(element instanceof Element)) return element.nodeName;
    const id = element.id ? `#${element.id}` : "";
    const classes = element.classList.length ? `.${[...element.classList].join(".")}` : "";
    return `${element.localName}${id}${classes}`;
  };

  const textNodesIn = (root: Node): Text[] => {
    if (root.nodeType === Node.TEXT_NODE) return [root as Text];
    const found: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
    return found;
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const removed of record.removedNodes) {
        for (const text of textNodesIn(removed)) {
          if (!prerendered.has(text)) continue;
          prerendered.delete(text);
          watch.lost.push({
            text: (text.nodeValue ?? "").trim().slice(0, 80),
            // The text's own element if it went with it, else the element it was taken from.
            parent: describe(text.parentElement ?? record.target),
            at: Math.round(performance.now()),
          });
        }
      }
    }
  });

  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    for (const text of textNodesIn(document.body)) {
      if (text.parentElement?.closest("script, style, template, noscript")) continue;
      if ((text.nodeValue ?? "").trim()) prerendered.add(text);
    }
    observer.observe(document, { childList: true, subtree: true });
  });
}

export async function watchPrerenderedTextOn(page: Page): Promise<void> {
  await page.addInitScript(watchPrerenderedText);
}

/** The prerendered text that has left the page so far. */
export async function lostPrerenderedText(page: Page): Promise<LostText[]> {
  return page.evaluate(
    () => (window as unknown as { __prerenderedTextWatch?: Watch }).__prerenderedTextWatch?.lost ?? [],
  );
}
