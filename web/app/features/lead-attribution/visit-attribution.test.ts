import { ATTRIBUTION_MAX_LENGTH } from "@ikey/contracts/lead-attribution";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attributionBesidePayload, keepFirstAttribution } from "../../lib/lead-attribution-store";
import { visitAttribution } from "./visit-attribution";

const page = (address: string) => {
  const url = new URL(address);
  return { pathname: url.pathname, search: url.search, hostname: url.hostname };
};

describe("a visit's attribution", () => {
  it("reads the first page without its fragment, an outside referrer's host and the campaign tags", () => {
    expect(
      visitAttribution(
        page(
          "https://ikey.example/campaign?utm_source=rhb&utm_medium=email&utm_campaign=reflex&utm_term=t&utm_content=c&x=1#form",
        ),
        "https://www.facebook.com/some/post?id=9",
      ),
    ).toEqual({
      landingPage: "/campaign?utm_source=rhb&utm_medium=email&utm_campaign=reflex&utm_term=t&utm_content=c&x=1",
      referrerHost: "www.facebook.com",
      utmSource: "rhb",
      utmMedium: "email",
      utmCampaign: "reflex",
      utmTerm: "t",
      utmContent: "c",
    });
  });

  it("leaves out this site as referrer, an unreadable referrer and empty tags", () => {
    expect(visitAttribution(page("https://ikey.example/faq?utm_source="), "https://ikey.example/")).toEqual({
      landingPage: "/faq?utm_source=",
    });
    expect(visitAttribution(page("https://ikey.example/"), "not an address")).toEqual({ landingPage: "/" });
  });

  it("leaves out what is longer than the server keeps, and keeps the landing page's path", () => {
    const long = "x".repeat(10 * 1024);
    const attribution = visitAttribution(page(`https://ikey.example/campaign?utm_source=rhb&utm_term=${long}`), "");
    expect(attribution).toEqual({ landingPage: "/campaign", utmSource: "rhb" });
    expect(JSON.stringify(attribution).length).toBeLessThan(ATTRIBUTION_MAX_LENGTH.landingPage);
  });
});

describe("the tab's attribution", () => {
  // The web tests share one window per worker: a shell rendered by another file may have kept one.
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("keeps the first page's and never overwrites it; the forms send it beside their payload", () => {
    expect(attributionBesidePayload()).toEqual({});
    // The web tests share one document per worker, so another file may have left a cookie: none is added.
    const cookiesBefore = document.cookie;
    keepFirstAttribution(() => ({ landingPage: "/?utm_source=rhb", utmSource: "rhb" }));
    keepFirstAttribution(() => ({ landingPage: "/faq" }));
    expect(attributionBesidePayload()).toEqual({ attribution: { landingPage: "/?utm_source=rhb", utmSource: "rhb" } });
    expect(document.cookie).toBe(cookiesBefore);
  });

  it("does without when storage refuses or holds something else", () => {
    sessionStorage.setItem("ikey-lead-attribution", "not json");
    expect(attributionBesidePayload()).toEqual({});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => keepFirstAttribution(() => ({ landingPage: "/" }))).not.toThrow();
    expect(attributionBesidePayload()).toEqual({});
  });
});
