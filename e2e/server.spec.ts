import { expect, test } from "@playwright/test";
import { waitHealthy } from "./lib/side-server.ts";
import { waitForHydration } from "./support.ts";

test("the built site is served compressed, cached and with security headers", async ({ request, page }) => {
  const home = await request.get("/", { headers: { "Accept-Encoding": "br" } });
  expect(home.headers()["content-encoding"]).toBe("br");
  expect(home.headers()["cache-control"]).toBe("no-cache");
  expect(home.headers()["content-security-policy"]).toContain("script-src 'self'");

  await page.goto("/");
  await waitForHydration(page);
  // The page's script files: its inline module script imports them, and none is named in the HTML.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.endsWith(".js")),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const asset = await request.get(src, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.status(), src).toBe(200);
    expect(asset.headers()["cache-control"], src).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"], src).toMatch(/gzip/);
  }
});

test("sitemap.xml and robots.txt come from the page list", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain("/our-story</loc>");
  // The wizard's address is not listed (the help article /help/centre-owners/sign-up-your-centre is).
  expect(xml).not.toMatch(/\/sign-up[<"]/);
  expect(xml).toContain("/help/parents/reset-password</loc>");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("the favicon and the web manifest are served", async ({ request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).name).toBe("iKEY");
});

test("the server logs one startup line and stops cleanly on SIGTERM", async () => {
  const { spawn } = await import("node:child_process");
  // Beside the port the suite runs on, so parallel runs in other checkouts do not collide.
  const port = Number(process.env.E2E_PORT ?? 3100) + 90;
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: ".tmp/shutdown.sqlite",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await waitHealthy(port, 10_000);
    // The log comes through a pipe of its own: it can reach us after /healthz has answered.
    const startupLines = () => output.split("\n").filter((line) => line.includes("listening on"));
    await expect.poll(() => startupLines().length, { timeout: 5_000 }).toBeGreaterThan(0);
    const startup = startupLines();
    expect(startup).toHaveLength(1);
    expect(startup[0]).toContain(`http://127.0.0.1:${port}`);
    expect(startup[0]).toContain("database: sqlite .tmp/shutdown.sqlite");
    // Started without ATTESTATION_SECRET: it says so, once.
    expect(output.split("\n").filter((line) => line.includes("ATTESTATION_SECRET is not set"))).toHaveLength(1);
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
  expect(output).toContain("shutting down");
});
