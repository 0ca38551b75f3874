// `npm run screenshots`: every public page in every language, at a phone's and a desktop's width,
// as full-page PNGs under .tmp/screenshots/<language>/<page>-<width>.png, with a contact sheet
// (.tmp/screenshots/index.html, and one PNG of it per width) so a reviewer sees the whole site at
// once. Builds when stale, serves the build on a free loopback port, drives the system Chromium,
// and stops by itself: each page has a deadline and so has the whole run.
//
//   npm run screenshots -- --languages en,ms --pages home,faq --widths 360
import { spawn } from "node:child_process";
import { mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { ensureBuilt, repoRoot } from "./lib/ensure-build.mjs";
import { pageAtRest } from "./lib/page-at-rest.mjs";

const OUTPUT = join(repoRoot, ".tmp", "screenshots");
const SERVER_LOG = join(repoRoot, ".tmp", "screenshots-server.log");
const HEIGHT = 800;
/** A page that does not come to rest in this time is reported and left out; the run goes on. */
const PAGE_TIMEOUT_MS = 60_000;
/** The whole run: about 90 addresses at two widths take 10 to 15 minutes on a busy 2-core machine. */
const RUN_TIMEOUT_MS = Number(process.env.SCREENSHOTS_TIMEOUT_MS ?? 30 * 60_000);
const SERVER_READY_MS = 5 * 60_000;

const { values: options } = parseArgs({
  options: {
    languages: { type: "string", default: "en,ms,zh" },
    pages: { type: "string" },
    widths: { type: "string", default: "360,1280" },
  },
});

/**
 * The contracts are TypeScript: read through Vite's module runner, as the benchmarks read them. Vite
 * sets NODE_ENV to "development" when it is unset, which a build started from here would inherit
 * (React's development build): it is put back as it was.
 */
async function contract(name) {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return (await runnerImport(join(repoRoot, "contracts", `${name}.ts`), { configFile: false, logLevel: "warn" }))
      .module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
const { LANGUAGES, pathInLanguage } = await contract("languages");
const { sitePages } = await contract("site-pages");

/** Every prerendered page, the help centre's other two kinds of page, and the not-found page. */
function everyAddress() {
  return [
    ...sitePages.map((page) => ({ name: page.id, path: page.path })),
    { name: "help-audience", path: "/help/centre-owners" },
    { name: "help-article", path: "/help/centre-owners/ikey-payment-account" },
    { name: "not-found", path: "/no/such/page" },
  ];
}

function chosen(list, known, what) {
  if (!list) return known;
  const wanted = list.split(",").map((item) => item.trim());
  const unknown = wanted.filter((item) => !known.includes(item));
  if (unknown.length > 0) throw new Error(`unknown ${what}: ${unknown.join(", ")} (known: ${known.join(", ")})`);
  return wanted;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built site as `npm start` serves it, in a process group of its own so one signal stops it all. */
async function startSite(port) {
  mkdirSync(join(repoRoot, ".tmp"), { recursive: true });
  const log = openSync(SERVER_LOG, "w");
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: ".tmp/screenshots.sqlite",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + SERVER_READY_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the site stopped before it was ready; see ${SERVER_LOG}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { stop: () => stopGroup(server, exited) };
    await sleep(300);
  }
  await stopGroup(server, exited);
  throw new Error(`the site was not ready in ${SERVER_READY_MS / 1000} s; see ${SERVER_LOG}`);
}

async function stopGroup(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000, false)]);
  if (!stopped) process.kill(-child.pid, "SIGKILL");
}

/** One load per page and language; the page is brought to rest again at each width. */
async function shootAddress(browser, origin, language, address, widths) {
  const context = await browser.newContext({ viewport: { width: widths[0], height: HEIGHT }, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const written = [];
  try {
    await page.goto(`${origin}${pathInLanguage(address.path, language)}`, { timeout: PAGE_TIMEOUT_MS });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { polling: 100 });
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      await pageAtRest(page, { timeout: PAGE_TIMEOUT_MS });
      const file = join(language, `${address.name}-${width}.png`);
      await page.screenshot({ path: join(OUTPUT, file), fullPage: true, animations: "disabled", caret: "hide" });
      // The first screen, small enough for the contact sheet to hold all of them.
      const thumbnail = join(language, "first-screen", `${address.name}-${width}.png`);
      await page.screenshot({ path: join(OUTPUT, thumbnail), animations: "disabled", caret: "hide" });
      written.push({ language, name: address.name, path: address.path, width, file, thumbnail });
    }
  } finally {
    await context.close();
  }
  return written;
}

/** A first screen's width on the contact sheet: a phone's at half size, anything wider at 400 px. */
const thumbnailWidth = (width) => Math.min(400, Math.round(width / 2));

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A grid per width: one row per page, one column per language, each first screen linking to its full page. */
function contactSheet(shots, languages, widths, onlyWidth) {
  const names = [...new Set(shots.map((shot) => shot.name))];
  const sections = widths
    .filter((width) => onlyWidth === undefined || width === onlyWidth)
    .map((width) => {
      const rows = names.map((name) => {
        const cells = languages.map((language) => {
          const shot = shots.find((item) => item.name === name && item.language === language && item.width === width);
          if (!shot) return "<td>–</td>";
          return `<td><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.thumbnail)}" alt="${escapeHtml(`${shot.path}, ${language}, ${width} px`)}" loading="${onlyWidth ? "eager" : "lazy"}"></a></td>`;
        });
        const path = shots.find((item) => item.name === name)?.path ?? name;
        return `<tr><th scope="row">${escapeHtml(name)}<br><code>${escapeHtml(path)}</code></th>${cells.join("")}</tr>`;
      });
      return `<h2>${width} px</h2><table class="w${width}"><thead><tr><th></th>${languages.map((language) => `<th scope="col">${language}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
    });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>iKEY contact sheet</title>
<style>
body { font-family: sans-serif; margin: 16px; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 6px; vertical-align: top; text-align: left; font-size: 12px; }
img { display: block; border: 1px solid #999; }
${widths.map((width) => `.w${width} img { width: ${thumbnailWidth(width)}px; }`).join("\n")}
</style></head><body>
<h1>iKEY: every page's first screen (click for the whole page)</h1>
<p>${escapeHtml(new Date().toISOString())}. The full pages are the linked PNGs.</p>
${sections.join("\n")}
</body></html>
`;
}

async function main() {
  const started = performance.now();
  const languages = chosen(options.languages, LANGUAGES, "language");
  const addresses = everyAddress();
  const names = chosen(
    options.pages,
    addresses.map((address) => address.name),
    "page",
  );
  const widths = options.widths.split(",").map(Number);
  if (widths.some((width) => !Number.isInteger(width) || width < 320))
    throw new Error("widths are whole pixels from 320");

  ensureBuilt();
  rmSync(OUTPUT, { recursive: true, force: true });
  for (const language of languages) mkdirSync(join(OUTPUT, language, "first-screen"), { recursive: true });

  const port = await freePort();
  console.error(`Serving the build on http://127.0.0.1:${port} (log: ${SERVER_LOG})`);
  const site = await startSite(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const shots = [];
  const failures = [];
  try {
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    for (const language of languages) {
      for (const address of addresses.filter((item) => names.includes(item.name))) {
        if (Date.now() > deadline) {
          failures.push(`${language} ${address.path}: not taken, the run's ${RUN_TIMEOUT_MS / 60_000} minutes were up`);
          continue;
        }
        try {
          const written = await shootAddress(browser, `http://127.0.0.1:${port}`, language, address, widths);
          shots.push(...written);
          for (const shot of written) console.log(join(OUTPUT, shot.file));
        } catch (error) {
          failures.push(`${language} ${address.path}: ${error.message.split("\n")[0]}`);
          console.error(`  failed: ${language} ${address.path}`);
        }
      }
    }
    writeFileSync(join(OUTPUT, "index.html"), contactSheet(shots, languages, widths));
    console.log(join(OUTPUT, "index.html"));
    // The sheet itself as one picture per width, for a reviewer without a browser at hand.
    const sheetPage = await browser.newPage();
    for (const width of widths) {
      // As wide as the grid: a column per language and the pages' names.
      await sheetPage.setViewportSize({ width: 260 + languages.length * (thumbnailWidth(width) + 16), height: HEIGHT });
      const sheet = join(OUTPUT, `contact-sheet-${width}.html`);
      writeFileSync(sheet, contactSheet(shots, languages, widths, width));
      await sheetPage.goto(pathToFileURL(sheet).href);
      await sheetPage.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
        polling: 100,
      });
      const picture = join(OUTPUT, `contact-sheet-${width}.png`);
      await sheetPage.screenshot({ path: picture, fullPage: true });
      console.log(picture);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.error(
    `${shots.length} screenshots of ${new Set(shots.map((s) => s.language + s.name)).size} pages in ${seconds} s`,
  );
  for (const failure of failures) console.error(`not taken: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`screenshots: ${error.message}`);
    process.exit(1);
  },
);
