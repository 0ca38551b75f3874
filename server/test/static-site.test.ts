import { gunzipSync } from "node:zlib";
import { CONTENT_PAGES_FILE } from "@ikey/contracts/announcements";
import { business } from "@ikey/contracts/business";
import { pageAddresses } from "@ikey/contracts/site-addresses";
import { sitePages } from "@ikey/contracts/site-pages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET, ASSET_BODY, CONTENT_PAGE, SEARCH_INDEX_BODY, SEARCH_INDEX_FILE } from "./fixture-site";
import { createTestApp } from "./test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe("pages", () => {
  it("serves every page at its own address as HTML that must be revalidated", async () => {
    for (const page of sitePages) {
      const response = await harness.app.inject({ url: page.path });
      expect(response.statusCode, page.path).toBe(200);
      expect(response.body).toContain(`page ${page.path}<`);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the pages the content folder makes, as the build lists them, with their own policy", async () => {
    for (const url of [CONTENT_PAGE, `/zh${CONTENT_PAGE}`]) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`page ${url}<`);
      expect(response.headers["content-security-policy"]).toMatch(/script-src [^;]*'sha256-/);
    }
    expect((await harness.app.inject({ url: `${CONTENT_PAGE}/` })).headers.location).toBe(CONTENT_PAGE);
    expect((await harness.app.inject({ url: `/${CONTENT_PAGES_FILE}` })).statusCode).toBe(404);
  });

  it("keeps pages revalidated when it sends their compressed copies", async () => {
    const response = await harness.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await harness.app.inject({ method: "HEAD", url: "/faq" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("gives one address per page, the staff console's included: a trailing slash redirects, keeping the query", async () => {
    for (const [url, location] of [
      ["/faq/?q=1", "/faq?q=1"],
      ["/staff/", "/staff"],
    ]) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(location);
    }
  });

  it("does not expose the prerendered files under a second address", async () => {
    for (const url of ["/faq/index.html", "/index.html", "/404/index.html", "/assets/entry.client-AbC123.js.br"]) {
      expect((await harness.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe("not found", () => {
  it("sends the not-found page with status 404 to browsers", async () => {
    const response = await harness.app.inject({ url: "/no/such/page", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("page /404<");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("answers JSON clients and API paths with a JSON 404", async () => {
    for (const [url, accept] of [
      ["/api/nothing", "text/html"],
      ["/no/such/page", "application/json"],
    ] as const) {
      const response = await harness.app.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: "Not Found" });
    }
    const post = await harness.app.inject({ method: "POST", url: "/faq", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: "Not Found" });
  });
});

// Where each old address goes is a fact of the table (contracts/redirects.test.ts); here, how it is answered.
describe("redirects", () => {
  it("answers a move inside the site with a 301 that keeps the query", async () => {
    const response = await harness.app.inject({ url: "/rhb/?utm_source=sms" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/RHB-reflex-premium-plus-for-education-campaign?utm_source=sms");
  });

  it("answers a centre's address with a 302 to the configured directory", async () => {
    const response = await harness.app.inject({ url: "/centers/tok%20en" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${business.centreDirectoryUrl}/centers/tok%20en/online-enrollment`);
  });
});

describe("assets", () => {
  it("caches hashed assets for a year, immutably", async () => {
    const response = await harness.app.inject({ url: `/${ASSET}` });
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the Brotli or gzip copy made at build time, as the client accepts", async () => {
    const brotli = await harness.app.inject({ url: `/${ASSET}`, headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await harness.app.inject({ url: `/${ASSET}`, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_BODY);
    const plain = await harness.app.inject({ url: `/${ASSET}`, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET_BODY);
  });

  it("sends site search's index files as they are, never compressed again", async () => {
    const response = await harness.app.inject({
      url: `/${SEARCH_INDEX_FILE}`,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(SEARCH_INDEX_BODY)).toBe(true);
    // Pagefind's worker runs under its own response's policy: WebAssembly, and no inline script.
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect((await harness.app.inject({ url: "/pagefind/..%2f..%2fpackage.json" })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await harness.app.inject({ url: "/pagefind/no-such-file.pf_meta" })).statusCode).toBe(404);
  });

  it("caches other public files briefly", async () => {
    const response = await harness.app.inject({ url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("languages (docs/decisions/0017-languages.md)", () => {
  it("serves every page in Malay and Chinese under the language's prefix", async () => {
    for (const { path } of pageAddresses.filter(({ language }) => language !== "en")) {
      const response = await harness.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`page ${path}<`);
    }
  });

  it("gives a language's home one address: /ms/ redirects to /ms", async () => {
    const response = await harness.app.inject({ url: "/ms/" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/ms");
  });

  it("sends the not-found page in the language of the address", async () => {
    for (const [url, page] of [
      ["/ms/no/such/page", "/ms/404"],
      ["/zh/nothing", "/zh/404"],
      ["/msx/nothing", "/404"],
    ]) {
      const response = await harness.app.inject({ url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(`page ${page}<`);
    }
  });
});
