import { afterEach, describe, expect, it, vi } from "vitest";
import { BACK_TO_TOP_DURATION_MS, easeInOutCubic, scrollPositionAt, smoothScrollTo } from "./smooth-scroll";

describe("scrollPositionAt", () => {
  it("starts at the start, is halfway at half time, and ends on the target at 800 ms", () => {
    expect(BACK_TO_TOP_DURATION_MS).toBe(800);
    expect(scrollPositionAt(2000, 0, 0, 800)).toBe(2000);
    expect(scrollPositionAt(2000, 0, 400, 800)).toBe(1000);
    expect(scrollPositionAt(2000, 0, 800, 800)).toBe(0);
    expect(scrollPositionAt(2000, 0, 5000, 800)).toBe(0);
  });

  it("moves slowly at the ends and quickly in the middle", () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    const steps = [0, 0.25, 0.5, 0.75, 1].map(easeInOutCubic);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThan(steps[i - 1] ?? 0);
  });
});

describe("smoothScrollTo", () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeWindow(reducedMotion: boolean) {
    const frames: FrameRequestCallback[] = [];
    const positions: number[] = [];
    const win = {
      scrollY: 1600,
      matchMedia: () => ({ matches: reducedMotion }),
      scrollTo: (_x: number, y: number) => {
        positions.push(y);
        win.scrollY = y;
      },
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      cancelAnimationFrame: () => {},
    };
    const runFrame = (time: number) => frames.shift()?.(time);
    return { win: win as unknown as Window, positions, runFrame, frames };
  }

  it("reaches the top after 800 ms of frames, passing through the middle", () => {
    const { win, positions, runFrame } = fakeWindow(false);
    smoothScrollTo(0, 800, win);
    runFrame(1000);
    runFrame(1400);
    runFrame(1800);
    expect(positions).toEqual([1600, 800, 0]);
  });

  it("jumps straight there under reduced motion", () => {
    const { win, positions, frames } = fakeWindow(true);
    smoothScrollTo(0, 800, win);
    expect(positions).toEqual([0]);
    expect(frames).toHaveLength(0);
  });
});
