import { render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { formatWholeNumber } from "../../lib/site-format";
import { AchievementCounters, widthKeeper } from "./achievement-counters";
import { COUNT_UP_DURATION_MS, countAt } from "./use-count-up";

afterEach(() => vi.unstubAllGlobals());

it("shows the final figures at once under reduced motion", async () => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const { container } = render(<AchievementCounters />);
  // Past the first frames, when a count-up would have started from 0.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...container.querySelectorAll(".counter-figures")].map((counter) => counter.textContent)).toEqual([
    "1,800+",
    "300+",
    "30,000+",
  ]);
});

it("keeps a counting figure as wide as its final one: the same characters but for the digits", () => {
  for (const target of [7, 300, 1_800, 30_000, 1_234_567]) {
    const final = `${formatWholeNumber(target)}+`;
    for (let elapsed = 0; elapsed <= COUNT_UP_DURATION_MS; elapsed += 8) {
      const figure = `${formatWholeNumber(countAt(target, elapsed))}+`;
      const padded = widthKeeper(figure, final) + figure;
      expect(padded.replace(/\d/g, "0"), `${figure} of ${final}`).toBe(final.replace(/\d/g, "0"));
    }
  }
});
