import { render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { AchievementCounters } from "./achievement-counters";

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
  expect([...container.querySelectorAll(".counter-value")].map((counter) => counter.textContent)).toEqual([
    "1,800+",
    "300+",
    "30,000+",
  ]);
});
