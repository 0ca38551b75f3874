import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { inlineScriptHashes } from "@ikey/contracts/security-headers";
import { prerenderedFile, sitePages } from "@ikey/contracts/site-pages";
import { headersFile } from "@ikey/contracts/static-host-headers";
import {
  applyHeaders,
  applyRedirects,
  hostFileAt,
  parseHeaders,
  parseRedirects,
} from "@ikey/contracts/static-host-reader";
import { redirectsFile } from "@ikey/contracts/static-host-redirects";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET } from "./fixture-site";
import { createTestApp } from "./test-app";

/**
 * A static host given the build's `_redirects` and `_headers` must answer as
 * this server does. These tests write both files for the fixture site and the
 * test app's settings, apply them as the host would, and compare with the
 * server's real responses.
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let redirectLines: ReturnType<typeof parseRedirects>;
let headerRules: ReturnType<typeof parseHeaders>;

beforeAll(async () => {
  harness = await createTestApp({
    TRUST_PROXY: "1",
    API_URL: "https://functions.example.net",
    STATUS_SERVER1_URL: "https://server1.example.net/status",
  });
  const root = harness.config.webRoot;
  const builtFiles = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(join(root, file)).isFile())
    .map((file) => file.split(sep).join("/"));
  redirectLines = parseRedirects(redirectsFile());
  const pageScripts = Object.fromEntries(
    await Promise.all(
      sitePages.map(async (page) => [
        page.path,
        await inlineScriptHashes(readFileSync(join(root, prerenderedFile(page.path)), "utf8")),
      ]),
    ),
  );
  headerRules = parseHeaders(headersFile(harness.config.site, builtFiles, pageScripts));
});
afterAll(() => harness.close());

/** Headers any file server adds by itself; everything else must come from `_headers`. */
const transportHeaders = new Set([
  "accept-ranges",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
]);

/** Over TLS, as a static host serves, so the server sends HSTS too. */
const overTls = { "x-forwarded-proto": "https" };

describe("the static host's _redirects", () => {
  it("redirects every address it lists as the server does", async () => {
    for (const line of redirectLines.filter((candidate) => candidate.status !== 200)) {
      const address = line.from.replace(":token", "Sunny%20Kids").replace("*", "42/report");
      const expected = applyRedirects(redirectLines, address);
      const response = await harness.app.inject({ url: address });
      expect({ status: response.statusCode, location: response.headers.location }, address).toEqual({
        status: expected?.status,
        location: expected?.to,
      });
    }
  });

  it("rewrites each page's address to the file the server sends there", async () => {
    for (const line of redirectLines.filter((candidate) => candidate.status === 200)) {
      const response = await harness.app.inject({ url: line.from });
      expect(response.statusCode, line.from).toBe(200);
      expect(response.body, line.from).toBe(readFileSync(join(harness.config.webRoot, hostFileAt(line.to)), "utf8"));
    }
  });
});

describe("the static host's _headers", () => {
  it("gives every page, asset and file the server's headers, and the server sends no others", async () => {
    const addresses = [...sitePages.map((page) => page.path), `/${ASSET}`, "/favicon.svg", "/robots.txt"];
    for (const address of addresses) {
      const response = await harness.app.inject({ url: address, headers: overTls });
      expect(response.statusCode, address).toBe(200);
      const served = Object.fromEntries(
        Object.entries(response.headers).filter(([name]) => !transportHeaders.has(name.toLowerCase())),
      );
      expect(served, address).toEqual(applyHeaders(headerRules, address));
    }
  });

  it("carry the server's security headers onto redirects and the not-found page", async () => {
    for (const address of ["/rhb", "/centers/abc", "/no/such/page"]) {
      const response = await harness.app.inject({ url: address, headers: { ...overTls, accept: "text/html" } });
      expect(response.headers, address).toMatchObject(applyHeaders(headerRules, address));
      expect(response.headers["content-security-policy"]).toContain(
        "connect-src 'self' https://functions.example.net https://server1.example.net;",
      );
    }
  });

  it("give each page the policy the server sends with it, its inline scripts' hashes included", async () => {
    for (const page of sitePages) {
      const served = (await harness.app.inject({ url: page.path })).headers["content-security-policy"];
      expect(served, page.path).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(applyHeaders(headerRules, page.path)["content-security-policy"], page.path).toBe(served);
    }
  });
});
