import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { applyHeaders, applyRedirects, parseHeaders, parseRedirects } from "../contracts/static-host-reader.ts";

const client = new URL("../web/build/client/", import.meta.url);
const built = (file: string) => readFileSync(new URL(file, client), "utf8");

test("the build leaves a static host's rules next to the site, within Cloudflare Pages' limits", async ({
  request,
}) => {
  // The host's copy is the not-found page with its policy in a <meta>, after <meta charset>.
  const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/;
  expect(built("404.html").replace(meta, "")).toBe(built("404/index.html"));
  const redirects = parseRedirects(built("_redirects"));
  const headers = parseHeaders(built("_headers"));
  expect(headers.length).toBeLessThanOrEqual(100);
  expect(redirects.filter((line) => /[*:]/.test(line.from)).length).toBeLessThanOrEqual(100);
  // The server keeps them to itself.
  for (const file of ["/_redirects", "/_headers", "/404.html"])
    expect((await request.get(file)).status(), file).toBe(404);
});

test("the built site's _redirects and _headers answer as the server does", async ({ request }) => {
  const redirects = parseRedirects(built("_redirects"));
  for (const line of redirects.filter((candidate) => candidate.status !== 200)) {
    const address = line.from.replace(":token", "Sunny%20Kids").replace("*", "anything");
    const expected = applyRedirects(redirects, address);
    const response = await request.get(address, { maxRedirects: 0 });
    expect({ status: response.status(), location: response.headers().location }, address).toEqual({
      status: expected?.status,
      location: expected?.to,
    });
  }

  const headers = parseHeaders(built("_headers"));
  for (const address of ["/", "/faq", "/check-app-status", "/robots.txt", "/no/such/page"]) {
    // Plain HTTP here: the server adds HSTS only over TLS.
    const { "strict-transport-security": _hsts, ...expected } = applyHeaders(headers, address);
    expect((await request.get(address)).headers(), address).toMatchObject(expected);
  }
});

test("the host's not-found page carries the policy the server sends with it, less what only a header may hold", async ({
  request,
}) => {
  const served = (await request.get("/no/such/page")).headers()["content-security-policy"] ?? "";
  const inMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(built("404.html"))?.[1];
  expect(served).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(inMeta).toBe(served.replace(/; frame-ancestors 'none'/, ""));
});
