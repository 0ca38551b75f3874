import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { LANGUAGES, pathInLanguage } from "@ikey/contracts/languages";
import { pageAddresses } from "@ikey/contracts/site-addresses";
import { applyHeaders, applyRedirects, parseHeaders, parseRedirects } from "@ikey/contracts/static-host-reader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClient, builtFile, createBuiltSiteApp } from "./built-app";

let harness: Awaited<ReturnType<typeof createBuiltSiteApp>>;
beforeAll(async () => {
  harness = await createBuiltSiteApp();
});
afterAll(() => harness.close());

const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ url, headers });

/** Every page in every language, and the not-found page in each. */
const pagesAndNotFound = [
  ...pageAddresses.map(({ path }) => path),
  ...LANGUAGES.map((language) => pathInLanguage("/no/such/page", language)),
];

describe("each page's Content-Security-Policy", () => {
  it("allows the page's own inline scripts by hash and no other inline script", async () => {
    for (const path of pagesAndNotFound) {
      const response = await get(path);
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1] ?? "";
      // Read with a pattern of its own, not the server's (contracts/security-headers.ts), so a script
      // that pattern missed would show here. Data blocks (the help articles' JSON-LD) do not run.
      const inlineScript = /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g;
      const bodies = [...response.body.matchAll(inlineScript)].map((match) => match[1] ?? "");
      expect(bodies.length, path).toBeGreaterThan(0);
      const hashes = bodies.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      // Pages may also compile WebAssembly (site search's Pagefind), never eval JavaScript.
      expect(scriptSrc, path).toBe(["'self'", "'wasm-unsafe-eval'", ...new Set(hashes)].join(" "));
    }
  });
});

describe("the built site", () => {
  it("is served compressed, revalidated and with security headers; its scripts cached for a year", async () => {
    const home = await get("/", { "accept-encoding": "br" });
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");

    const scripts = readdirSync(`${builtClient}/assets`).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const asset = await get(`/assets/${file}`, { "accept-encoding": "gzip" });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["content-encoding"], file).toMatch(/gzip/);
    }
  });

  it("has sitemap.xml and robots.txt, from the page list", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/xml/);
    expect(sitemap.body).toContain("/our-story</loc>");
    // The wizard's address is not listed (the help article /help/centre-owners/sign-up-your-centre is).
    expect(sitemap.body).not.toMatch(/\/sign-up[<"]/);
    expect(sitemap.body).toContain("/help/parents/reset-password</loc>");
    expect((await get("/robots.txt")).body).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it("has a favicon and a web manifest", async () => {
    expect((await get("/favicon.svg")).statusCode).toBe(200);
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().name).toBe("iKEY");
  });

  it("sends the not-found page's title, heading, text and home link in its HTML, for readers without JavaScript", async () => {
    const response = await get("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Page Not Found</title>");
    const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(response.body)?.[1] ?? "";
    expect(main).toContain("<h1>Error 404 - Page Not Found</h1>");
    expect(main).toContain(
      "The specified file was not found on this website. Please check the URL for mistakes and try again.",
    );
    expect(main).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });
});

// docs/decisions/0008-static-host-rules.md: the build's own rules files, not the ones the fixture tests write.
describe("the static host's rules the build leaves next to the site", () => {
  it("are within Cloudflare Pages' limits, with the not-found page beside them, and the server keeps them to itself", async () => {
    // The host's copy is the not-found page with its policy in a <meta>, after <meta charset>.
    const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/;
    expect(builtFile("404.html").replace(meta, "")).toBe(builtFile("404/index.html"));
    const headers = parseHeaders(builtFile("_headers"));
    const redirects = parseRedirects(builtFile("_redirects"));
    expect(headers.length).toBeLessThanOrEqual(100);
    expect(redirects.filter((line) => /[*:]/.test(line.from)).length).toBeLessThanOrEqual(100);
    for (const file of ["/_redirects", "/_headers", "/404.html"]) expect((await get(file)).statusCode, file).toBe(404);
  });

  it("answer as the server does", async () => {
    const redirects = parseRedirects(builtFile("_redirects"));
    for (const line of redirects.filter((candidate) => candidate.status !== 200)) {
      const address = line.from.replace(":token", "Sunny%20Kids").replace("*", "anything");
      const expected = applyRedirects(redirects, address);
      const response = await get(address);
      expect({ status: response.statusCode, location: response.headers.location }, address).toEqual({
        status: expected?.status,
        location: expected?.to,
      });
    }

    const headers = parseHeaders(builtFile("_headers"));
    for (const address of ["/", "/faq", "/check-app-status", "/robots.txt", "/no/such/page"]) {
      // Plain HTTP here: the server adds HSTS only over TLS.
      const { "strict-transport-security": _hsts, ...expected } = applyHeaders(headers, address);
      expect((await get(address)).headers, address).toMatchObject(expected);
    }
  });

  it("give the host's not-found page the policy the server sends with it, less what only a header may hold", async () => {
    const served = String((await get("/no/such/page")).headers["content-security-policy"]);
    const inMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(builtFile("404.html"))?.[1];
    expect(served).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(inMeta).toBe(served.replace(/; frame-ancestors 'none'/, ""));
  });
});
