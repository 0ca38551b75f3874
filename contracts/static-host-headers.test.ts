import { describe, expect, it } from "vitest";
import { IMMUTABLE } from "./cache-policy";
import {
  apiBases,
  contentSecurityPolicy,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  permissionsPolicy,
  serializeContentSecurityPolicy,
  serializePermissionsPolicy,
} from "./security-headers";
import { parseSiteConfig } from "./site-config";
import { sitePages } from "./site-pages";
import { headersFile, notFoundPolicyMeta } from "./static-host-headers";
import { applyHeaders, parseHeaders } from "./static-host-reader";

const site = parseSiteConfig({
  API_URL: "https://functions.example.net",
  STATUS_SERVER1_URL: "https://server1.example.net/status",
});
const builtFiles = [
  "index.html",
  "index.html.br",
  "faq/index.html",
  "privacy-policy.html",
  "404/index.html",
  "404.html",
  "__spa-fallback.html",
  "_redirects",
  "assets/entry.client-AbC123.js",
  "assets/entry.client-AbC123.js.gz",
  "favicon.svg",
  "favicon.svg.br",
  "images/ikey-logo.svg",
  "robots.txt",
  "help/parents/reset-password/index.html",
  "help/parents/reset-password.data",
  "ms/help/parents.data",
  "pagefind/pagefind.js",
  "pagefind/fragment/en-my_0a1b2c.pf_fragment",
];
const faqScripts = ["'sha256-faq'"];
const rules = parseHeaders(
  headersFile(site, builtFiles, {
    "/faq": faqScripts,
    "/": ["'sha256-home1'", "'sha256-home2'"],
    "/help/parents/reset-password": ["'sha256-reset'"],
    "/help/parents": ["'sha256-parents'", "'sha256-reset'"],
    "/announcement/a-post": ["'sha256-post'"],
    "/ms/faq": ["'sha256-ms-faq'"],
    "/ms/help/parents": ["'sha256-ms-parents'"],
  }),
);

describe("_headers", () => {
  it("sends the server's policy, with the configured API hosts, at every address it has a file for", () => {
    for (const path of ["/assets/x.js", "/favicon.svg", "/terms"]) {
      const csp = applyHeaders(rules, path)["content-security-policy"];
      // A page's (/terms, with no inline script here) may also compile site search's WebAssembly.
      const policy = contentSecurityPolicy(apiBases(site), path === "/terms" ? [] : undefined);
      expect(csp, path).toBe(serializeContentSecurityPolicy(policy));
      expect(csp).toContain("connect-src 'self' https://functions.example.net https://server1.example.net;");
    }
    expect(applyHeaders(rules, "/")).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": serializePermissionsPolicy(permissionsPolicy),
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
  });

  it("gives each page one policy, which allows the page's own inline scripts, and unknown addresses none", () => {
    expect(applyHeaders(rules, "/faq")["content-security-policy"]).toBe(pageContentSecurityPolicy(site, faqScripts));
    expect(applyHeaders(rules, "/")["content-security-policy"]).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-home1' 'sha256-home2';",
    );
    // Hosts join a header two rules set, and browsers enforce every policy: "/*" must hold none.
    for (const path of ["/", "/faq", "/assets/x.js", "/favicon.svg"]) {
      expect(applyHeaders(rules, path)["content-security-policy"], path).not.toContain(",");
    }
    expect(applyHeaders(rules, "/no/such/page")["content-security-policy"]).toBeUndefined();
  });

  it("gives the help centre's pages, the announcements', each other language's site and site search's files one rule each", () => {
    const help = applyHeaders(rules, "/help/parents/reset-password");
    expect(help["content-security-policy"]).toBe(
      pageContentSecurityPolicy(site, ["'sha256-parents'", "'sha256-reset'"]),
    );
    expect(help["cache-control"]).toBe("no-cache");
    expect(applyHeaders(rules, "/help/parents/reset-password.data")["content-security-policy"]).toBe(
      help["content-security-policy"],
    );
    // A Malay page allows the Malay pages' scripts, and only those.
    for (const path of ["/ms/help/parents", "/ms/faq", "/ms/announcement/a-post"]) {
      expect(applyHeaders(rules, path)["content-security-policy"], path).toBe(
        pageContentSecurityPolicy(site, ["'sha256-ms-faq'", "'sha256-ms-parents'"]),
      );
    }
    expect(applyHeaders(rules, "/announcement/feed.atom")["content-security-policy"]).toBe(
      pageContentSecurityPolicy(site, ["'sha256-post'"]),
    );
    const search = applyHeaders(rules, "/pagefind/fragment/en-my_0a1b2c.pf_fragment");
    // Pagefind's worker compiles its WebAssembly under this policy; no inline script.
    expect(search["content-security-policy"]).toBe(pageContentSecurityPolicy(site, []));
    expect(search["cache-control"]).toBe("public, max-age=3600");
    const paths = rules.map((rule) => rule.path);
    expect(paths.filter((path) => path.startsWith("/pagefind"))).toEqual(["/pagefind/*"]);
    expect(paths.filter((path) => path.includes("/help/"))).toEqual(["/help/*"]);
    expect(paths.filter((path) => path.startsWith("/ms"))).toEqual(["/ms", "/ms/*"]);
    expect(paths.filter((path) => path.startsWith("/announcement/"))).toEqual(["/announcement/*"]);
  });

  it("puts the not-found page's policy in a meta element, without what only a header may hold", () => {
    const meta = notFoundPolicyMeta(site, ["'sha256-404'"]);
    expect(meta).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-404';/,
    );
    expect(meta).not.toContain("frame-ancestors");
  });

  it("hashes a page's inline scripts as browsers do, and skips script files and data blocks", async () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
    ].join("");
    // echo -n 'window.a = 1;' | openssl dgst -sha256 -binary | base64, and likewise for the module.
    expect(await inlineScriptHashes(html)).toEqual([
      "'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k='",
      "'sha256-Fu5w3zEJWg3u9N11noHzodNc6OwTEC954RFVJXVY6xw='",
    ]);
  });

  it("caches hashed assets for a year, pages revalidated and other files for an hour", () => {
    expect(applyHeaders(rules, "/assets/entry.client-AbC123.js")["cache-control"]).toBe(IMMUTABLE);
    for (const page of sitePages) expect(applyHeaders(rules, page.path)["cache-control"], page.path).toBe("no-cache");
    for (const path of ["/favicon.svg", "/images/ikey-logo.svg", "/robots.txt"]) {
      expect(applyHeaders(rules, path), path).toMatchObject({
        "cache-control": "public, max-age=3600",
        vary: "accept-encoding",
      });
    }
  });

  it("gives no address two cache rules, which hosts would join into one value", () => {
    const cacheRules = rules.filter((rule) => "Cache-Control" in rule.headers);
    const paths = cacheRules.map((rule) => rule.path);
    for (const path of [...paths.map((pattern) => pattern.replace("*", "x.js")), "/faq/", "/no/such/page"]) {
      const matching = cacheRules.filter((rule) => "cache-control" in applyHeaders([rule], path));
      expect(matching.length, path).toBeLessThanOrEqual(1);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("writes no rule for compressed copies, pages' file names or the hosts' own files", () => {
    const paths = rules.map((rule) => rule.path);
    for (const path of ["/index.html", "/index.html.br", "/faq/index.html", "/404.html", "/_redirects"]) {
      expect(paths, path).not.toContain(path);
    }
    expect(paths).toContain("/privacy-policy.html");
    // Cloudflare Pages reads at most 100 rules.
    expect(rules.length).toBeLessThanOrEqual(100);
  });
});
