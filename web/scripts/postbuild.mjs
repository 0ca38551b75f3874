// Finishes the prerendered site in build/client so any static host can serve it:
//  1. pages whose address ends in .html (redirect-to-download.html, …/index.html)
//     were written as "<path>/index.html"; move each to "<path>";
//  2. put each page's stylesheets into the page itself, as <style data-href>
//     (web/app/lib/stylesheets.tsx hydrates them), so the first paint waits for
//     no stylesheet request. React Router's inline scripts stay inline: the
//     Content-Security-Policy allows each by its hash (contracts/security-headers.ts);
//     A script the page marks data-inline (the status page's early checks) is put
//     into the page the same way, so it runs while the head is parsed;
//  3. move React Router's module preloads to just after the first paint;
//  4. write Brotli and gzip copies of every compressible file.
// docs/decisions/0010-inline-critical-resources.md says why.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

function flattenHtmlRoutes() {
  for (const file of walk(root)) {
    const folder = dirname(file);
    if (file.endsWith("/index.html") && folder.endsWith(".html")) {
      const temporary = `${folder}.tmp`;
      renameSync(file, temporary);
      rmSync(folder, { recursive: true });
      renameSync(temporary, folder);
    }
  }
}

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

function stylesheetText(href) {
  const css = readFileSync(join(root, href), "utf8").trim();
  // Inside a page, a relative url() would resolve against the page's address, not the sheet's.
  if (/url\(\s*['"]?(?![a-z]+:|\/)/i.test(css)) throw new Error(`${href} has a relative url(); it cannot be inlined`);
  if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end its element`);
  return css;
}

function inlineStylesheets() {
  let inlined = 0;
  for (const file of walk(root).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const out = html.replace(stylesheetLink, (_link, href) => {
      inlined++;
      return `<style data-href="${href}">${stylesheetText(href)}</style>`;
    });
    // A sheet written some other way would be left render-blocking without anyone noticing.
    if (/<link[^>]*rel="stylesheet"/.test(out)) throw new Error(`${file} has a stylesheet link left`);
    writeFileSync(file, out);
  }
  return inlined;
}

// React Router preloads every module of the page from the head. Fetched at once, they share the
// connection with what the first paint needs, and Lighthouse counts every script that has arrived
// before the largest paint as holding it back. Without any preload, though, the modules load one
// level of imports at a time and the page hydrates later. So each page preloads them itself, just
// after its first paint: an inline script (allowed by its hash like React Router's) adds the same
// links one frame later. React finds them there when it hydrates the page's <link>s.
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

function preloadAfterFirstPaint(hrefs) {
  return `<script>requestAnimationFrame(()=>setTimeout(()=>{for(const href of ${JSON.stringify(hrefs)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}}))</script>`;
}

function deferModulePreloads() {
  let deferred = 0;
  for (const file of walk(root).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const hrefs = [...html.matchAll(modulePreload)].map((match) => match[1]);
    if (hrefs.length === 0) continue;
    deferred += hrefs.length;
    writeFileSync(file, html.replace(modulePreload, "").replace("</head>", `${preloadAfterFirstPaint(hrefs)}</head>`));
  }
  return deferred;
}

const inlineMarkedScript = /<script async="" src="(\/assets\/[^"]+\.js)" data-inline=""><\/script>/g;

function inlineMarkedScripts() {
  let inlined = 0;
  for (const file of walk(root).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const out = html.replace(inlineMarkedScript, (_script, src) => {
      const code = readFileSync(join(root, src), "utf8").trim();
      if (/<\/script/i.test(code)) throw new Error(`${src} holds "</script", which would end its element`);
      inlined++;
      return `<script>${code}</script>`;
    });
    if (out.includes("data-inline")) throw new Error(`${file} has a data-inline script left`);
    writeFileSync(file, out);
  }
  return inlined;
}

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

function precompress() {
  let count = 0;
  for (const file of walk(root)) {
    if (!compressible.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 256) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}

if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  throw new Error(`No client build at ${root}; run react-router build first.`);
}
// Loader data of prerendered resource routes; nothing navigates to them client-side.
for (const file of walk(root).filter((path) => path.endsWith(".data"))) rmSync(file);
flattenHtmlRoutes();
const inlined = inlineStylesheets();
const inlinedScripts = inlineMarkedScripts();
const deferred = deferModulePreloads();
const compressed = precompress();
console.log(
  `postbuild: ${inlined} stylesheets and ${inlinedScripts} scripts inlined into pages, ${deferred} module preloads moved after the first paint, ${compressed} files precompressed in ${relative(process.cwd(), root)}`,
);
