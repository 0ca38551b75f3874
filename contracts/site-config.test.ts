import { describe, expect, it } from "vitest";
import { allStoreLinks, isAppId, isPlatform, storeUrl } from "./app-stores";
import { parseSiteConfig } from "./site-config";

describe("parseSiteConfig", () => {
  it("has a realistic default for every value", () => {
    const config = parseSiteConfig({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.COMPANY_ADDRESS).toContain("Pulau Pinang");
    expect(config.SUPPORT_EMAIL).toMatch(/@/);
  });

  it("defaults SITE_URL to localhost at the server's port, and the build's to port 3000", () => {
    expect(parseSiteConfig({ PORT: "4567" }, { port: 4567 }).SITE_URL).toBe("http://localhost:4567");
    expect(parseSiteConfig({ PORT: "4567" }).SITE_URL).toBe("http://localhost:3000");
    expect(parseSiteConfig({ SITE_URL: "https://www.ikey.example" }, { port: 4567 }).SITE_URL).toBe(
      "https://www.ikey.example",
    );
  });

  it("takes values from the environment", () => {
    expect(parseSiteConfig({ CENTRE_DIRECTORY_URL: "https://dir.example.test" }).CENTRE_DIRECTORY_URL).toBe(
      "https://dir.example.test",
    );
  });

  it("refuses a bad value and names it", () => {
    expect(() => parseSiteConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseSiteConfig({ WHATSAPP_NUMBER: "+60 12" })).toThrow(/WHATSAPP_NUMBER/);
    expect(() => parseSiteConfig({ PLAY_STORE_PARENT_URL: "javascript:alert(1)" })).toThrow(/PLAY_STORE_PARENT_URL/);
  });

  it("refuses a lead setting under its old name rather than ignore it", () => {
    expect(() => parseSiteConfig({ SIGN_UP_CODE: "su-1234" })).toThrow("SIGN_UP_CODE: renamed to CENTRE_SIGN_UP_CODE");
    expect(() => parseSiteConfig({ CAMPAIGN_API_URL: "" })).toThrow(/renamed to CAMPAIGN_APPLICATION_API_URL/);
    expect(parseSiteConfig({ CENTRE_SIGN_UP_CODE: "su-1234" }).CENTRE_SIGN_UP_CODE).toBe("su-1234");
  });
});

describe("store links", () => {
  const config = parseSiteConfig({
    PLAY_STORE_EDUCATOR_URL: "https://play.example.test/educator",
    APP_GALLERY_PARENT_URL: "https://gallery.example.test/parent",
  });

  it("maps platform and app to the configured store page", () => {
    expect(storeUrl(config, "google-play", "ikey-educator")).toBe("https://play.example.test/educator");
    expect(storeUrl(config, "app-gallery", "ikey")).toBe("https://gallery.example.test/parent");
  });

  it("recognises only the known identifiers", () => {
    expect(isPlatform("app-store")).toBe(true);
    expect(isPlatform("windows-store")).toBe(false);
    expect(isPlatform(null)).toBe(false);
    expect(isAppId("ikey")).toBe(true);
    expect(isAppId("ikey-kids")).toBe(false);
  });

  it("offers all six store pages", () => {
    expect(allStoreLinks(config)).toHaveLength(6);
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
