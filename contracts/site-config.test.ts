import { describe, expect, it } from "vitest";
import { allStoreLinks, isAppId, isPlatform, storeUrl } from "./app-stores";
import { business } from "./business";
import { parseSiteConfig } from "./site-config";

describe("parseSiteConfig", () => {
  it("has a working default for every value", () => {
    const config = parseSiteConfig({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.API_URL).toBe("");
    expect(config.STATUS_API_URL).toBe("/status/keepalive/api");
  });

  it("defaults SITE_URL to localhost at the server's port, and the build's to port 3000", () => {
    expect(parseSiteConfig({ PORT: "4567" }, { port: 4567 }).SITE_URL).toBe("http://localhost:4567");
    expect(parseSiteConfig({ PORT: "4567" }).SITE_URL).toBe("http://localhost:3000");
    expect(parseSiteConfig({ SITE_URL: "https://www.ikey.example" }, { port: 4567 }).SITE_URL).toBe(
      "https://www.ikey.example",
    );
  });

  it("takes values from the environment, and API_URL as an origin without its trailing slash", () => {
    expect(parseSiteConfig({ STATUS_CENTER_URL: "https://center.example.test/up" }).STATUS_CENTER_URL).toBe(
      "https://center.example.test/up",
    );
    expect(parseSiteConfig({ API_URL: "https://api.example.test/" }).API_URL).toBe("https://api.example.test");
  });

  it("refuses a bad value and names it", () => {
    expect(() => parseSiteConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseSiteConfig({ API_URL: "javascript:alert(1)" })).toThrow(/API_URL/);
    expect(() => parseSiteConfig({ API_URL: "https://api.example.test/base" })).toThrow(/API_URL: an origin/);
    expect(() => parseSiteConfig({ REQUEST_DEMO_CODE: "a b" })).toThrow(/REQUEST_DEMO_CODE/);
  });

  it("refuses a setting that is no longer read rather than ignore it, and says where it went", () => {
    expect(() => parseSiteConfig({ SIGN_UP_CODE: "su-1234" })).toThrow(
      "SIGN_UP_CODE: no longer a setting; renamed to CENTRE_SIGN_UP_CODE",
    );
    expect(() => parseSiteConfig({ COMPANY_NAME: "Other" })).toThrow(/COMPANY_NAME: .*contracts\/business\.ts/);
    expect(() => parseSiteConfig({ DEACTIVATE_API_URL: "" })).toThrow(/DEACTIVATE_API_URL: .*API_URL/);
    expect(parseSiteConfig({ CENTRE_SIGN_UP_CODE: "su-1234" }).CENTRE_SIGN_UP_CODE).toBe("su-1234");
  });
});

describe("store links", () => {
  it("maps platform and app to the store page in the business facts", () => {
    expect(storeUrl("google-play", "ikey-educator")).toBe(business.stores["google-play"]["ikey-educator"]);
    expect(storeUrl("app-gallery", "ikey")).toBe(business.stores["app-gallery"].ikey);
  });

  it("recognises only the known identifiers", () => {
    expect(isPlatform("app-store")).toBe(true);
    expect(isPlatform("windows-store")).toBe(false);
    expect(isPlatform(null)).toBe(false);
    expect(isAppId("ikey")).toBe(true);
    expect(isAppId("ikey-kids")).toBe(false);
  });

  it("offers all six store pages, each a different one", () => {
    expect(new Set(allStoreLinks().map((link) => link.href)).size).toBe(6);
  });
});

describe("downloadHref", () => {
  it("builds the redirect link with one utm_source spelling and the medium of its store", async () => {
    const { downloadHref } = await import("./app-stores");
    expect(downloadHref("app-gallery", "ikey-educator")).toBe(
      "/redirect-to-download.html?utm_source=ikey-website&utm_medium=huawei-modal&platform=app-gallery&app=ikey-educator",
    );
    expect(downloadHref("google-play", "ikey")).toContain("utm_medium=android-modal&platform=google-play&app=ikey");
    expect(downloadHref("app-store", "ikey")).toContain("utm_medium=apple-modal&platform=app-store");
  });
});
