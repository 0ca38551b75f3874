/** The back-to-top animation's length (requirements: Shared shell). */
export const BACK_TO_TOP_DURATION_MS = 800;

/** Slow start, slow finish: the motion people read as "smooth". */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `from` to `to` that lasts `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls the window to `to` over exactly `duration` ms. The browser's own
 * `behavior: "smooth"` cannot be given a duration, hence the frame loop.
 * Under reduced motion it jumps. Returns a function that stops the animation.
 */
export function smoothScrollTo(to: number, duration = BACK_TO_TOP_DURATION_MS, win: Window = window): () => void {
  const from = win.scrollY;
  if (prefersReducedMotion(win) || from === to) {
    win.scrollTo(0, to);
    return () => {};
  }
  let frame = 0;
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const elapsed = now - start;
    win.scrollTo(0, scrollPositionAt(from, to, elapsed, duration));
    if (elapsed < duration) frame = win.requestAnimationFrame(step);
  };
  frame = win.requestAnimationFrame(step);
  return () => win.cancelAnimationFrame(frame);
}
