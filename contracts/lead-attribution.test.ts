import { describe, expect, it } from "vitest";
import { ATTRIBUTION_MAX_LENGTH } from "./lead-attribution";
import { checkAttribution, leadAttributionSchema } from "./lead-attribution-schema";

const full = {
  landingPage: "/campaign?utm_source=rhb&utm_campaign=reflex",
  referrerHost: "www.facebook.com",
  utmSource: "rhb",
  utmMedium: "email",
  utmCampaign: "reflex",
  utmTerm: "tuition software",
  utmContent: "banner-2",
};

describe("the lead attribution schema", () => {
  it("takes every known part", () => {
    expect(leadAttributionSchema.parse(full)).toEqual(full);
    expect(leadAttributionSchema.parse({})).toEqual({});
  });

  it("refuses unknown keys, control characters, parts too long and wrong types", () => {
    expect(leadAttributionSchema.safeParse({ ...full, gclid: "abc" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ utmSource: "rhb\u0000" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ utmCampaign: "line\nbreak" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ utmCampaign: "evil\u202Eexe.txt" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ utmTerm: "x".repeat(ATTRIBUTION_MAX_LENGTH.utmTerm + 1) }).success).toBe(
      false,
    );
    expect(leadAttributionSchema.safeParse({ utmTerm: "x".repeat(ATTRIBUTION_MAX_LENGTH.utmTerm) }).success).toBe(true);
    expect(leadAttributionSchema.safeParse({ utmSource: 42 }).success).toBe(false);
  });

  it("takes a landing page only as a path on this site, and a referrer only as a host name", () => {
    expect(leadAttributionSchema.safeParse({ landingPage: "https://evil.example/" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ landingPage: "//evil.example/" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ referrerHost: "www.google.com.my" }).success).toBe(true);
    expect(leadAttributionSchema.safeParse({ referrerHost: "[::1]" }).success).toBe(true);
    expect(leadAttributionSchema.safeParse({ referrerHost: "https://www.google.com/" }).success).toBe(false);
    expect(leadAttributionSchema.safeParse({ referrerHost: "Evil Host" }).success).toBe(false);
  });
});

describe("checking an attribution part by part", () => {
  it("keeps the parts that pass and drops the others", () => {
    expect(
      checkAttribution({ ...full, utmTerm: "t".repeat(10_000), utmContent: "a\tb", utm_id: "1", referrerHost: 7 }),
    ).toEqual({
      attribution: {
        landingPage: full.landingPage,
        utmSource: "rhb",
        utmMedium: "email",
        utmCampaign: "reflex",
      },
      dropped: 4,
    });
  });

  it("keeps nothing of what is not an object, and counts nothing missing or empty", () => {
    expect(checkAttribution("utm_source=rhb")).toEqual({ attribution: {}, dropped: 1 });
    expect(checkAttribution(["rhb"])).toEqual({ attribution: {}, dropped: 1 });
    expect(checkAttribution(undefined)).toEqual({ attribution: {}, dropped: 0 });
    expect(checkAttribution({ utmSource: "" })).toEqual({ attribution: {}, dropped: 0 });
  });
});
