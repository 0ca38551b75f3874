import posts from "content:announcements";
import policy from "content:pages/privacy-policy";
import terms from "content:terms";
import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS, SUPPORT_HOURS } from "../contact";
import { BUSINESS_HOURS as malayHours } from "../ms/contact";
import { BUSINESS_HOURS as chineseHours } from "../zh/contact";
import { englishDate } from "./english-format";
import { formatDate, formatHour, formatWeekday } from "./format";

describe("English dates", () => {
  it("read as Intl writes them for en-MY, every month", () => {
    const intlDate = new Intl.DateTimeFormat("en-MY", { day: "numeric", month: "long", year: "numeric" });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, "0")}`;
      expect(englishDate(`${iso}-09`)).toBe(intlDate.format(new Date(2026, month - 1, 9)));
    }
  });

  it("leave the English pages' words as they were", () => {
    expect(terms.map((tab) => tab.blocks[0])).toEqual(
      terms.map(() => ({ type: "p", text: "Last updated: 21 November 2026." })),
    );
    expect(policy.blocks[0]).toEqual({ type: "p", text: "Last updated: 27 November 2026." });
    expect(posts.find((post) => post.date === "2020-05-22")?.labels.date).toBe("22 May 2020");
  });
});

describe("dates and hours in Malay and Chinese", () => {
  it("are written by Intl", () => {
    expect(formatDate("2021-01-06", "ms")).toBe("6 Januari 2021");
    expect(formatDate("2021-06-30", "zh")).toBe("2021年6月30日");
  });

  it("name the support team's days and hours", () => {
    expect([formatWeekday(1, "ms"), formatWeekday(5, "ms")]).toEqual(["Isnin", "Jumaat"]);
    expect([formatWeekday(1, "zh"), formatWeekday(7, "zh")]).toEqual(["星期一", "星期日"]);
    expect([formatHour(9, "ms"), formatHour(19, "ms")]).toEqual(["9 pagi", "7 malam"]);
    expect([formatHour(9, "zh"), formatHour(19, "zh")]).toEqual(["上午9时", "晚上7时"]);
  });

  it("read well in the translations", () => {
    expect(malayHours).toBe("Isnin hingga Jumaat, 9 pagi hingga 7 malam");
    expect(chineseHours).toBe("星期一至星期五，上午9时至晚上7时");
  });

  it("refuse a date that is not ISO", () => {
    expect(() => formatDate("21 November 2026", "ms")).toThrow(RangeError);
  });
});

it("the English business hours say what SUPPORT_HOURS holds", () => {
  const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const { firstDay, lastDay, opens, closes } = SUPPORT_HOURS;
  expect(BUSINESS_HOURS).toBe(`${weekdays[firstDay - 1]}-${weekdays[lastDay - 1]} ${opens} a.m - ${closes - 12} p.m`);
});
