import { DEFAULT_DEMO_SETTINGS, DEFAULT_WEEKLY_HOURS, type DemoSettings } from "@ikey/contracts/demo-booking";
import { describe, expect, it } from "vitest";
import { isPublicHoliday } from "../src/calendar/malaysia-calendar";
import { type DayRules, freeStarts, type MemberDay } from "../src/demo-booking/slot-rules";
import { malaysiaTime, weekdayOf } from "../src/time";

// Tuesday 1 December 2026, seen from the Monday before at 10 a.m. in Penang.
const DAY = "2026-12-01";
const MONDAY_MORNING = Date.parse("2026-11-30T10:00:00+08:00");
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`);

function member(overrides: Partial<MemberDay> = {}): MemberDay {
  return {
    staffId: 1,
    hours: DEFAULT_WEEKLY_HOURS[weekdayOf(DAY)] ?? [],
    dayOff: false,
    dailyMaximum: 8,
    booked: [],
    ...overrides,
  };
}

function rules(overrides: Partial<Omit<DayRules, "settings">> & { settings?: Partial<DemoSettings> } = {}): DayRules {
  return {
    day: DAY,
    holiday: false,
    now: MONDAY_MORNING,
    ...overrides,
    settings: { ...DEFAULT_DEMO_SETTINGS, ...overrides.settings },
  };
}

const times = (starts: number[]) => starts.map(malaysiaTime);

describe("a day's free demo starts", () => {
  it("fill the business hours with 30-minute demos by default: 09:00 to 18:30", () => {
    const starts = times(freeStarts([member()], rules()));
    expect(starts).toHaveLength(20);
    expect(starts[0]).toBe("09:00");
    expect(starts.at(-1)).toBe("18:30");
  });

  it("start every 30 minutes on the clock whatever the length, the buffer keeping demos apart", () => {
    // Issue 49: a 50-minute demo with a 15-minute buffer offered 09:00, 10:05, 11:10 … 16:10.
    const settings = { lengthMinutes: 50, bufferMinutes: 15 };
    const empty = times(freeStarts([member()], rules({ settings })));
    expect(empty.slice(0, 4)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    expect(empty.at(-1)).toBe("18:00");
    expect(empty.every((time) => time.endsWith(":00") || time.endsWith(":30"))).toBe(true);
    const booked = [{ startsAt: at(DAY, "10:00"), endsAt: at(DAY, "10:50") }];
    expect(times(freeStarts([member({ booked })], rules({ settings }))).slice(0, 3)).toEqual([
      "11:30",
      "12:00",
      "12:30",
    ]);
    // A demo another rule put off the grid still blocks the starts it comes within the buffer of.
    const offGrid = [{ startsAt: at(DAY, "10:10"), endsAt: at(DAY, "11:00") }];
    expect(times(freeStarts([member({ booked: offGrid })], rules({ settings }))).slice(0, 2)).toEqual([
      "09:00",
      "11:30",
    ]);
  });

  it("step by the admins' own minutes, on the clock, inside each stretch", () => {
    const hours = [
      { start: "09:10", end: "10:00" },
      { start: "14:00", end: "15:00" },
    ];
    const settings = { lengthMinutes: 20, startEveryMinutes: 15 };
    expect(times(freeStarts([member({ hours })], rules({ settings })))).toEqual([
      "09:15",
      "09:30",
      "14:00",
      "14:15",
      "14:30",
    ]);
  });

  it("start no sooner than the minimum notice", () => {
    const now = at(DAY, "10:10");
    expect(times(freeStarts([member()], rules({ now })))[0]).toBe("12:30");
    expect(times(freeStarts([member()], rules({ now, settings: { noticeMinutes: 0 } })))[0]).toBe("10:30");
  });

  it("end at the horizon: the 30th day ahead has slots, the 31st none", () => {
    const thirtieth = { day: "2026-12-30", hours: DEFAULT_WEEKLY_HOURS[3] ?? [] };
    expect(freeStarts([member({ hours: thirtieth.hours })], rules({ day: thirtieth.day }))).toHaveLength(20);
    const thirtyFirst = member({ hours: DEFAULT_WEEKLY_HOURS[4] ?? [] });
    expect(freeStarts([thirtyFirst], rules({ day: "2026-12-31" }))).toEqual([]);
  });

  it("stop for a member at their daily maximum, on their day off, and for everyone on a holiday", () => {
    const booked = ["09", "10", "11"].map((hour) => ({
      startsAt: at(DAY, `${hour}:00`),
      endsAt: at(DAY, `${hour}:30`),
    }));
    expect(freeStarts([member({ booked, dailyMaximum: 3 })], rules())).toEqual([]);
    expect(freeStarts([member({ booked, dailyMaximum: 4 })], rules())).toHaveLength(17);
    expect(freeStarts([member({ dayOff: true })], rules())).toEqual([]);
    expect(freeStarts([member()], rules({ holiday: true }))).toEqual([]);
  });

  it("are the union of the members' free starts", () => {
    const morning = member({ staffId: 1, hours: [{ start: "09:00", end: "10:00" }] });
    const evening = member({ staffId: 2, hours: [{ start: "18:00", end: "19:00" }] });
    expect(times(freeStarts([morning, evening], rules()))).toEqual(["09:00", "09:30", "18:00", "18:30"]);
  });

  it("are instants: hours early in a Malaysian morning fall on the day before in UTC", () => {
    const early = member({ hours: [{ start: "06:00", end: "07:00" }] });
    const starts = freeStarts([early], rules({ day: "2026-12-02" }));
    expect(starts.map((start) => new Date(start).toISOString())).toEqual([
      "2026-12-01T22:00:00.000Z",
      "2026-12-01T22:30:00.000Z",
    ]);
  });
});

describe("the public holidays observed in Penang", () => {
  it("come from the holiday package: national days, Penang's own, and not ordinary days", () => {
    expect(isPublicHoliday("2026-08-31")).toBe(true); // Hari Kebangsaan
    expect(isPublicHoliday("2026-12-25")).toBe(true); // Christmas
    expect(isPublicHoliday("2026-07-07")).toBe(true); // George Town's World Heritage day: Penang only
    expect(isPublicHoliday("2026-07-08")).toBe(false);
    expect(isPublicHoliday("2027-01-01")).toBe(true);
  });
});
