import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../../lib/smooth-scroll";

export const COUNT_UP_DURATION_MS = 1600;

/** The value shown `elapsed` ms into counting up to `target`: fast at first, settling at the end. */
export function countAt(target: number, elapsed: number, duration = COUNT_UP_DURATION_MS): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(elapsed, 0) / duration;
  return Math.round(target * (1 - (1 - progress) ** 3));
}

/**
 * Counts from 0 up to `target` once, the first time the element comes into view.
 * The prerendered HTML shows the final figure (for readers without script and
 * for search engines); under reduced motion it simply stays there.
 */
export function useCountUp(target: number, ref: RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let start: number | undefined;
        const step = (now: number) => {
          start ??= now;
          const value = countAt(target, now - start);
          setShown(value);
          if (value < target) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, ref]);

  return shown;
}
