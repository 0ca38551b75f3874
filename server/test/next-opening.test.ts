import { describe, expect, it } from "vitest";
import { nextOpening } from "../src/calendar/next-opening";

const at = (local: string) => Date.parse(`${local}+08:00`);

describe("the next opening of the business hours", () => {
  it("is the moment itself within the hours, Monday to Friday from 9 a.m. to 7 p.m. Malaysia time", () => {
    for (const moment of ["2026-12-04T09:00:00", "2026-12-04T18:30:00", "2026-12-07T12:00:00"]) {
      expect(nextOpening(at(moment)), moment).toBe(at(moment));
    }
  });

  it("is the same day's opening early in the morning, and the next working day's from 7 p.m.", () => {
    expect(nextOpening(at("2026-12-03T07:15:00"))).toBe(at("2026-12-03T09:00:00"));
    expect(nextOpening(at("2026-12-03T19:00:00"))).toBe(at("2026-12-04T09:00:00"));
  });

  it("is Monday's opening on Friday night and over the weekend", () => {
    for (const moment of ["2026-12-04T21:30:00", "2026-12-05T10:00:00", "2026-12-06T23:59:00"]) {
      expect(nextOpening(at(moment)), moment).toBe(at("2026-12-07T09:00:00"));
    }
  });

  it("passes over public holidays, national and Penang's own", () => {
    // Christmas, a Friday.
    expect(nextOpening(at("2026-12-24T20:00:00"))).toBe(at("2026-12-28T09:00:00"));
    // Hari Kebangsaan, Monday 31 August.
    expect(nextOpening(at("2026-08-28T19:30:00"))).toBe(at("2026-09-01T09:00:00"));
    // George Town's World Heritage day, Tuesday 7 July, is Penang's alone.
    expect(nextOpening(at("2026-07-06T19:00:00"))).toBe(at("2026-07-08T09:00:00"));
  });
});
