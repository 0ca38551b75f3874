import { describe, expect, it } from "vitest";
import { resolveRedirect } from "./redirects";

const directory = "https://centres.example.test/";

describe("resolveRedirect", () => {
  it.each([
    ["/rhb/", "/RHB-reflex-premium-plus-for-education-campaign"],
    ["/rhb", "/RHB-reflex-premium-plus-for-education-campaign"],
    ["/download-iKey-app/", "/download-iKey-app/index.html"],
    ["/download-iKey-educator-app/", "/download-iKey-educator-app/index.html"],
    ["/download-iKey-parent-app", "/download-iKey-parent-app/index.html"],
    ["/students/", "/"],
    ["/students/abc/profile", "/"],
  ])("moves %s to %s permanently", (from, to) => {
    expect(resolveRedirect(from, directory)).toEqual({ location: to, status: 301 });
  });

  it("sends a centre token to the directory's enrolment page, encoded once", () => {
    expect(resolveRedirect("/centers/abc123", directory)).toEqual({
      location: "https://centres.example.test/centers/abc123/online-enrollment",
      status: 302,
    });
    expect(resolveRedirect("/centers/a%20b%2Fc", directory)?.location).toBe(
      "https://centres.example.test/centers/a%20b%2Fc/online-enrollment",
    );
    expect(resolveRedirect("/centers/%E0%A4%A", directory)).toBeNull();
  });

  it("moves an address under a language's prefix within that language, and to the same external host", () => {
    expect(resolveRedirect("/ms/rhb", directory)).toEqual({
      location: "/ms/RHB-reflex-premium-plus-for-education-campaign",
      status: 301,
    });
    expect(resolveRedirect("/zh/students/x", directory)).toEqual({ location: "/zh", status: 301 });
    expect(resolveRedirect("/zh/centers/abc", directory)).toEqual({
      location: "https://centres.example.test/centers/abc/online-enrollment",
      status: 302,
    });
  });

  it("leaves other addresses alone", () => {
    for (const path of [
      "/",
      "/faq",
      "/rhb/extra",
      "/studentsx",
      "/centers/",
      "/centers/a/b",
      "/download-iKey-app/index.html",
    ]) {
      expect(resolveRedirect(path, directory), path).toBeNull();
    }
  });
});
