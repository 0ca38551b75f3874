import { describe, expect, it } from "vitest";
import { pagePhaseAt, pagePhasesAt } from "./page-phases";
import { featuredPages, listedPages, pageById } from "./site-pages";

describe("a page for a time", () => {
  const campaign = pageById("campaign");
  const malaysia = (text: string) => Date.parse(`${text}+08:00`);

  it("runs from its first day to the end of its last, Malaysia time", () => {
    expect(pagePhaseAt(campaign, malaysia("2021-01-05T23:59:59"))).toBe("upcoming");
    expect(pagePhaseAt(campaign, malaysia("2021-01-06T00:00:00"))).toBe("running");
    expect(pagePhaseAt(campaign, malaysia("2021-06-30T23:59:59"))).toBe("running");
    // 4 p.m. UTC on 30 June is midnight in Penang.
    expect(pagePhaseAt(campaign, Date.parse("2021-06-30T16:00:00Z"))).toBe("ended");
    expect(pagePhaseAt(pageById("faq"), 0)).toBe("running");
  });

  it("is featured only while it runs, and stays in sitemap.xml", () => {
    expect(pagePhasesAt(malaysia("2021-03-01T09:00:00"))).toEqual({ campaign: "running" });
    expect(featuredPages(pagePhasesAt(malaysia("2021-03-01T09:00:00")))).toContain(campaign);
    const after = featuredPages(pagePhasesAt(malaysia("2021-07-01T09:00:00")));
    expect(after).toEqual(listedPages.filter((page) => page !== campaign));
    expect(listedPages).toContain(campaign);
  });
});
