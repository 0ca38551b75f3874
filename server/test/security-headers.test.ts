import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageScript } from "./fixture-site";
import { createTestApp } from "./test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => harness.close());

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("security headers", () => {
  it("enforce a CSP that forbids eval, framing and any inline script but a page's own", async () => {
    // A page allows exactly its own inline script, by hash; the not-found page too (it answers unknown addresses).
    const scriptHash = (path: string) => {
      const body = pageScript(path).replace(/^<script>|<\/script>$/g, "");
      return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    };
    const scriptSources = {
      "/": `'self' 'wasm-unsafe-eval' ${scriptHash("/")}`,
      "/faq": `'self' 'wasm-unsafe-eval' ${scriptHash("/faq")}`,
      "/no/such/page": `'self' 'wasm-unsafe-eval' ${scriptHash("/404")}`,
      "/healthz": "'self'",
      "/favicon.svg": "'self'",
    };
    for (const [url, scriptSrc] of Object.entries(scriptSources)) {
      const response = await harness.app.inject({ url, headers: { accept: "text/html" } });
      expect(response.headers["content-security-policy-report-only"]).toBeUndefined();
      const csp = directives(response.headers["content-security-policy"] as string);
      expect(csp.get("script-src"), url).toBe(scriptSrc);
      expect(csp.get("default-src")).toBe("'self'");
      expect(csp.get("object-src")).toBe("'none'");
      expect(csp.get("frame-ancestors")).toBe("'none'");
      // Only WebAssembly may compile (site search); JavaScript's eval never.
      expect(response.headers["content-security-policy"]).not.toMatch(/(?<!wasm-)unsafe-eval/);
    }
  });

  it("let pages call the configured API hosts, and no others", async () => {
    const other = await createTestApp({
      API_URL: "https://api.ikey.example",
      STATUS_SERVER1_URL: "https://server1.example.net/status",
      STATUS_CENTER_URL: "https://center.example.net/up",
    });
    try {
      const csp = directives((await other.app.inject({ url: "/" })).headers["content-security-policy"] as string);
      expect(csp.get("connect-src")).toBe(
        "'self' https://api.ikey.example https://center.example.net https://server1.example.net",
      );
      // The proof-of-work worker is one of our own hashed files.
      expect(csp.get("worker-src")).toBe("'self'");
    } finally {
      await other.close();
    }
    const csp = directives((await harness.app.inject({ url: "/" })).headers["content-security-policy"] as string);
    expect(csp.get("connect-src")).toBe("'self'");
  });

  it("set nosniff, a referrer policy and deny framing", async () => {
    const response = await harness.app.inject({ url: "/" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("deny every powerful feature but what the video player uses, on pages, errors and the API alike", async () => {
    for (const url of ["/", "/no/such/page", "/healthz", "/api/RequestDemo"]) {
      const policy = (await harness.app.inject({ url })).headers["permissions-policy"] as string;
      const features = new Map(policy.split(", ").map((entry) => entry.split("=") as [string, string]));
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics", "sync-xhr"]) {
        expect(features.get(feature), `${url} ${feature}`).toBe("()");
      }
      expect(features.get("autoplay")).toBe('("https://www.youtube-nocookie.com")');
      expect(features.get("fullscreen")).toBe('(self "https://www.youtube-nocookie.com")');
      expect([...features.values()].filter((allowlist) => allowlist !== "()")).toHaveLength(4);
    }
  });

  it("add HSTS only when the request came over TLS", async () => {
    const plain = await harness.app.inject({ url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const tls = await harness.app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers["strict-transport-security"]).toMatch(/^max-age=31536000/);
  });
});
