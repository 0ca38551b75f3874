import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { getLocale, overwriteGetLocale } from "../../paraglide/runtime.js";
import { DayBar } from "./day-bar";
import { fixtureHistory, freshHistory } from "./history-fixture";

// The files share one worker's modules (vitest.config.ts): the page's language goes back to English.
const english = getLocale;
afterEach(() => overwriteGetLocale(english));

const groupOf = (history: ReturnType<typeof freshHistory>) => history.groups[0] ?? { days: [], since: null };
const cells = () => screen.getAllByRole("gridcell");
const axisStart = () => document.querySelector(".day-bar-axis")?.firstElementChild?.textContent;

describe("a new deployment's day bars", () => {
  // Each language's words for the same bar: two days measured, 22 and 23 November (Malaysia).
  const words = {
    en: { since: "Monitoring since 22 Nov 2026", label: "Center: uptime by day, monitoring since 22 Nov 2026" },
    ms: {
      since: "Dipantau sejak 22 Nov 2026",
      label: "Center: masa operasi mengikut hari, dipantau sejak 22 Nov 2026",
    },
    zh: { since: "自 22 Nov 2026 起监测", label: "Center：自 22 Nov 2026 起监测的每日正常运行时间" },
  } as const;

  for (const [language, expected] of Object.entries(words)) {
    it(`starts at the first measured day and says so (${language})`, () => {
      overwriteGetLocale(() => language as keyof typeof words);
      const { days, since } = groupOf(freshHistory(2));
      render(<DayBar title="Center" days={days} since={since} />);
      // Two boxes, not 88 empty ones before them.
      expect(cells()).toHaveLength(2);
      expect(cells().map((cell) => cell.dataset.band)).toEqual(["full", "full"]);
      expect(axisStart()).toBe(expected.since);
      // Screen readers hear it in the bar's name, as the axis is hidden from them.
      expect(screen.getByRole("grid").getAttribute("aria-label")).toBe(expected.label);
      // It keeps each day's place in a 90-day bar, so today ends the row under "Today".
      expect(screen.getByRole("row").style.getPropertyValue("--skipped")).toBe("88");
    });
  }

  it("draws all 90 days, empty ones included, once it has measured longer than that", () => {
    const { days, since } = groupOf(fixtureHistory());
    render(<DayBar title="Center" days={days} since={since} />);
    expect(cells()).toHaveLength(90);
    expect(cells()[0]?.dataset.band).toBe("none");
    expect(axisStart()).toBe("90 days ago");
    expect(screen.getByRole("grid").getAttribute("aria-label")).toBe("Center: uptime by day, last 90 days");
    expect(screen.getByRole("row").style.getPropertyValue("--skipped")).toBe("");
  });

  it("before the first probe shows today alone, as the day monitoring starts", () => {
    const { days } = groupOf(freshHistory(1));
    render(<DayBar title="Center" days={days} since={null} />);
    expect(cells()).toHaveLength(1);
    expect(axisStart()).toBe("Monitoring since 23 Nov 2026");
    // The one day is the keyboard's stop.
    expect(cells()[0]?.tabIndex).toBe(0);
  });
});
