import { describe, expect, it } from "vitest";
import { type RedirectRule, redirectRules, resolveRedirect } from "./redirects";
import { prerenderedFile, sitePages } from "./site-pages";
import { applyRedirects, hostFileAt, parseRedirects } from "./static-host-reader";
import { hostAddressOf, redirectsFile } from "./static-host-redirects";

const directory = "https://centres.example.test/";
const lines = parseRedirects(redirectsFile(directory));

/** Addresses a rule answers: with and without a trailing slash, and below a "/*" pattern. */
function addressesOf(rule: RedirectRule): string[] {
  const path = rule.from.replace(":token", "Sunny%20Kids").replace(/\/\*$/, "");
  return rule.from.endsWith("/*") ? [path, `${path}/`, `${path}/42`, `${path}/42/report/`] : [path, `${path}/`];
}

describe("_redirects", () => {
  it("gives every redirect rule's addresses resolveRedirect's target and status", () => {
    for (const rule of redirectRules(directory)) {
      for (const address of addressesOf(rule)) {
        const expected = resolveRedirect(address, directory);
        expect(expected, address).not.toBeNull();
        const line = applyRedirects(lines, address);
        expect({ location: line?.to, status: line?.status }, address).toEqual(expected);
      }
    }
  });

  it("sends a centre token to the configured directory with a temporary redirect", () => {
    expect(applyRedirects(lines, "/centers/abc123")).toMatchObject({
      to: "https://centres.example.test/centers/abc123/online-enrollment",
      status: 302,
    });
  });

  it("moves each page's trailing-slash address to the page, as the server does", () => {
    for (const page of sitePages.filter((candidate) => candidate.path !== "/")) {
      expect(applyRedirects(lines, `${page.path}/`), page.path).toMatchObject({ to: page.path, status: 301 });
    }
  });

  it("answers each page at its own address with its prerendered file", () => {
    for (const page of sitePages) {
      const line = applyRedirects(lines, page.path);
      // The host serves index.html at "/" as it is; every other page needs a rewrite.
      const address = line ? line.to : page.path;
      if (line) expect(line.status, page.path).toBe(200);
      expect(hostFileAt(address), page.path).toBe(prerenderedFile(page.path));
      expect(resolveRedirect(page.path, directory), page.path).toBeNull();
    }
  });

  it("leaves alone the addresses the server does not redirect", () => {
    for (const path of ["/no/such/page", "/rhb/extra", "/studentsx", "/centers/", "/centers/a/b", "/assets/x.js"]) {
      expect(resolveRedirect(path, directory), path).toBeNull();
      expect(applyRedirects(lines, path), path).toBeNull();
    }
  });

  it("is a file both Netlify and Cloudflare Pages accept", () => {
    const froms = lines.map((line) => line.from);
    // Cloudflare Pages ignores a second rule for an address.
    expect(new Set(froms).size).toBe(froms.length);
    for (const line of lines) {
      expect([200, 301, 302]).toContain(line.status);
      // Neither host can rewrite to another host.
      if (line.status === 200) expect(line.to, line.from).toMatch(/^\//);
    }
    const firstPattern = froms.findIndex((from) => /[*:]/.test(from));
    expect(froms.slice(firstPattern).every((from) => /[*:]/.test(from))).toBe(true);
    expect(froms.length - firstPattern).toBeLessThanOrEqual(100);
  });
});

describe("hostAddressOf", () => {
  it("names the address at which Cloudflare Pages serves a file without redirecting", () => {
    expect(hostAddressOf("index.html")).toBe("/");
    expect(hostAddressOf("faq/index.html")).toBe("/faq/");
    expect(hostAddressOf("privacy-policy.html")).toBe("/privacy-policy");
    expect(hostAddressOf("download-iKey-app/index.html")).toBe("/download-iKey-app/");
  });
});
