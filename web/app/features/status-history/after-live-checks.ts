/*
 * When the history may load: after the live board's first run has finished, so its request and
 * the server's work on it never compete with the live checks (the page's purpose, and what
 * `npm run bench:status` times), and then in an idle moment of the main thread.
 */

/** The live board marks itself complete when every check of a run has answered (app-status-board.tsx). */
const LIVE_BOARD = ".status-board";
const COMPLETE = "data-complete";
/** A check may take up to 20 s to time out; the history (and an incident banner) waits this long at most. */
export const LIVE_CHECKS_WAIT_MS = 3_000;
/** The longest an idle callback may be put off on a busy main thread. */
const IDLE_TIMEOUT_MS = 1_000;

function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(then, 0);
}

/** Calls `then` once, when the live checks have finished (or after `maxWaitMs`), in an idle moment. */
export function afterLiveChecks(then: () => void, maxWaitMs = LIVE_CHECKS_WAIT_MS): void {
  const board = document.querySelector(LIVE_BOARD);
  const finished = () => board?.getAttribute(COMPLETE) === "true";
  if (!board || finished()) {
    whenIdle(then);
    return;
  }
  let called = false;
  const go = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(timer);
    whenIdle(then);
  };
  const observer = new MutationObserver(() => {
    if (finished()) go();
  });
  observer.observe(board, { attributes: true, attributeFilter: [COMPLETE] });
  const timer = setTimeout(go, maxWaitMs);
}
