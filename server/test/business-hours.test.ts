import { describe, expect, it } from "vitest";
import {
  businessTimeBefore,
  businessTimeBetween,
  closingOf,
  isWorkingDay,
  openingOf,
} from "../src/calendar/business-hours";
import { addDays, malaysiaDay } from "../src/time";

const at = (local: string) => Date.parse(`${local}+08:00`);
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe("business time between two instants", () => {
  it("counts a lead of Friday 6:30 p.m. as exactly one business hour old on Monday at 9:30 a.m.", () => {
    expect(businessTimeBetween(at("2026-11-27T18:30:00"), at("2026-11-30T09:30:00"))).toBe(HOUR);
  });

  it("adds nothing for a public holiday in between (Christmas, a Friday)", () => {
    expect(businessTimeBetween(at("2026-12-24T18:30:00"), at("2026-12-28T09:30:00"))).toBe(HOUR);
    // Merdeka Day's holiday, observed on Monday 31 August 2026.
    expect(businessTimeBetween(at("2026-08-28T18:00:00"), at("2026-09-01T10:00:00"))).toBe(2 * HOUR);
  });

  it("adds nothing for a weekend", () => {
    expect(businessTimeBetween(at("2026-11-28T10:00:00"), at("2026-11-29T18:00:00"))).toBe(0);
    expect(businessTimeBetween(at("2026-11-27T17:00:00"), at("2026-11-30T11:00:00"))).toBe(4 * HOUR);
  });

  it("counts the stretch itself within one working day", () => {
    expect(businessTimeBetween(at("2026-12-01T10:00:00"), at("2026-12-01T12:30:00"))).toBe(2.5 * HOUR);
  });

  it("starts at the opening and stops at the closing", () => {
    expect(businessTimeBetween(at("2026-12-01T07:00:00"), at("2026-12-01T09:30:00"))).toBe(30 * MINUTE);
    expect(businessTimeBetween(at("2026-12-01T18:00:00"), at("2026-12-01T21:00:00"))).toBe(HOUR);
    expect(businessTimeBetween(at("2026-12-01T19:00:00"), at("2026-12-02T09:00:00"))).toBe(0);
    expect(businessTimeBetween(at("2026-12-01T07:00:00"), at("2026-12-02T07:00:00"))).toBe(10 * HOUR);
  });

  it("counts long spans by whole weeks as a walk over every day would", () => {
    // The plain way: each day's stretch within the hours, one day at a time.
    const dayByDay = (from: number, to: number) => {
      let total = 0;
      for (let day = malaysiaDay(from); day <= malaysiaDay(to); day = addDays(day, 1)) {
        if (isWorkingDay(day)) total += Math.max(0, Math.min(to, closingOf(day)) - Math.max(from, openingOf(day)));
      }
      return total;
    };
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const start = at("2025-01-01T00:00:00");
    const span = at("2027-12-31T23:59:00") - start;
    for (let n = 0; n < 40; n++) {
      const [from, to] = [start + next() * span, start + next() * span].sort((a, b) => a - b) as [number, number];
      expect(businessTimeBetween(from, to), `${new Date(from).toISOString()} to ${new Date(to).toISOString()}`).toBe(
        dayByDay(from, to),
      );
    }
  });

  it("is zero when the end is not after the start", () => {
    expect(businessTimeBetween(at("2026-12-01T12:00:00"), at("2026-12-01T11:00:00"))).toBe(0);
  });
});

describe("the latest receipt that has waited a business time", () => {
  it("goes back over the weekend: an hour before Monday 9:30 a.m. is Friday 6:30 p.m.", () => {
    expect(businessTimeBefore(at("2026-11-30T09:30:00"), HOUR)).toBe(at("2026-11-27T18:30:00"));
  });

  it("skips holidays, and stays within the day when it can", () => {
    expect(businessTimeBefore(at("2026-12-28T09:30:00"), HOUR)).toBe(at("2026-12-24T18:30:00"));
    expect(businessTimeBefore(at("2026-12-01T12:00:00"), HOUR)).toBe(at("2026-12-01T11:00:00"));
    // At night the day's whole hours count: an hour before is 6 p.m.
    expect(businessTimeBefore(at("2026-12-01T22:00:00"), HOUR)).toBe(at("2026-12-01T18:00:00"));
  });

  it("is where the business time since reaches the duration exactly", () => {
    const now = at("2026-12-02T10:15:00");
    for (const minutes of [1, 45, 60, 600, 3_000]) {
      const cutoff = businessTimeBefore(now, minutes * MINUTE);
      expect(businessTimeBetween(cutoff, now), `${minutes}`).toBe(minutes * MINUTE);
      expect(businessTimeBetween(cutoff + 1, now), `${minutes}`).toBeLessThan(minutes * MINUTE);
    }
  });
});
