// Finishes the prerendered site in build/client so any static host can serve it:
//  1. pages whose address ends in .html (redirect-to-download.html, …/index.html)
//     were written as "<path>/index.html"; move each to "<path>";
//  2. finish each page in one pass:
//     - put its stylesheets into the page itself, as <style data-href>
//       (web/app/lib/stylesheets.tsx hydrates them), so the first paint waits for
//       no stylesheet request;
//     - put in a script the page marks data-inline (the status page's early
//       checks) the same way, so it runs while the head is parsed;
//     - move React Router's module preloads to just after the first paint.
//     React Router's inline scripts stay inline: the Content-Security-Policy
//     allows each by its hash (contracts/security-headers.ts);
//  3. move the console's templates out of the site, beside it (contracts/cms.ts's
//     CMS_TEMPLATES_FOLDER): the server fills them, nothing serves them as they are;
//  4. write Brotli and gzip copies of every compressible file.
// docs/decisions/0010-inline-critical-resources.md says why.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { contract } from "./contracts.mjs";

const root = new URL("../build/client/", import.meta.url).pathname;
const { CMS_TEMPLATE_SLUG, CMS_TEMPLATES_FOLDER } = await contract("cms");
const templatesRoot = new URL(`../build/${CMS_TEMPLATES_FOLDER}/`, import.meta.url).pathname;

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

const stylesheetTexts = new Map();

/** A sheet's text, read once however many pages hold it. */
function stylesheetText(href) {
  const known = stylesheetTexts.get(href);
  if (known !== undefined) return known;
  const css = readFileSync(join(root, href), "utf8").trim();
  // Inside a page, a relative url() would resolve against the page's address, not the sheet's.
  if (/url\((?!\s*['"]?(?:[a-z]+:|\/))/i.test(css))
    throw new Error(`${href} has a relative url(); it cannot be inlined`);
  if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end its element`);
  stylesheetTexts.set(href, css);
  return css;
}

/** Each stylesheet link as a <style data-href> holding the sheet. */
function inlineStylesheets(html, file, count) {
  const out = html.replace(stylesheetLink, (_link, href) => {
    count.stylesheets++;
    return `<style data-href="${href}">${stylesheetText(href)}</style>`;
  });
  // A sheet written some other way would be left render-blocking without anyone noticing.
  if (/<link[^>]*rel="stylesheet"/.test(out)) throw new Error(`${file} has a stylesheet link left`);
  return out;
}

// React Router preloads every module of the page from the head. Fetched at once, they share the
// connection with what the first paint needs, and Lighthouse counts every script that has arrived
// before the largest paint as holding it back. Without any preload, though, the modules load one
// level of imports at a time and the page hydrates later. So each page preloads them itself, just
// after its first paint: an inline script (allowed by its hash like React Router's) adds the same
// links one frame later, one link per task: each insertion starts a fetch, and thirteen at once
// made a task of about 13 ms (over 50 ms at Lighthouse's 4x CPU slowdown). React renders the same
// links as it hydrates; the browser's module map fetches each module once either way.
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

function preloadAfterFirstPaint(hrefs) {
  return `<script>requestAnimationFrame(()=>{const hrefs=${JSON.stringify(hrefs)};const next=()=>{const link=document.createElement("link");link.rel="modulepreload";link.href=hrefs.shift();document.head.append(link);if(hrefs.length)setTimeout(next)};setTimeout(next)})</script>`;
}

function deferModulePreloads(html, count) {
  const hrefs = [...html.matchAll(modulePreload)].map((match) => match[1]);
  if (hrefs.length === 0) return html;
  count.preloads += hrefs.length;
  return html.replace(modulePreload, "").replace("</head>", `${preloadAfterFirstPaint(hrefs)}</head>`);
}

const inlineMarkedScript = /<script async="" src="(\/assets\/[^"]+\.js)" data-inline=""><\/script>/g;

/** Each script marked data-inline as an inline script holding its file. */
function inlineMarkedScripts(html, file, count) {
  const out = html.replace(inlineMarkedScript, (_script, src) => {
    const code = readFileSync(join(root, src), "utf8").trim();
    if (/<\/script/i.test(code)) throw new Error(`${src} holds "</script", which would end its element`);
    count.scripts++;
    return `<script>${code}</script>`;
  });
  if (out.includes("data-inline")) throw new Error(`${file} has a data-inline script left`);
  return out;
}

function finishPages() {
  const count = { stylesheets: 0, scripts: 0, preloads: 0 };
  for (const file of walk(root).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const withStyles = inlineStylesheets(html, file, count);
    const withScripts = inlineMarkedScripts(withStyles, file, count);
    writeFileSync(file, deferModulePreloads(withScripts, count));
  }
  return count;
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

/** Each template's page and data, finished like every page, to the same paths beside the site. */
function moveTemplates() {
  rmSync(templatesRoot, { recursive: true, force: true });
  const files = walk(root).filter((file) => relative(root, file).includes(`/${CMS_TEMPLATE_SLUG}`));
  for (const file of files) {
    const target = join(templatesRoot, relative(root, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
    const folder = dirname(file);
    if (folder.endsWith(`/${CMS_TEMPLATE_SLUG}`) && readdirSync(folder).length === 0)
      rmSync(folder, { recursive: true });
  }
  return files.length;
}

if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
  throw new Error(`No client build at ${root}; run react-router build first.`);
}
// Loader data of prerendered resource routes and the not-found page: nothing navigates to them
// client-side. The help centre's pages and each announcement's keep theirs: their words come from
// their loaders, and a link to one of them fetches its `.data` file (docs/decisions/0018). So do the
// home page and the list of posts, whose data the server fills with the console's posts
// (docs/decisions/0045-cms.md); "/" has "_root.data".
const PAGE_DATA = /^(?:_root|ms|zh|(?:(?:ms|zh)\/)?(?:help(?:\/[\w-]+){0,2}|announcement(?:\/[\w-]+)?))\.data$/;
for (const file of walk(root).filter((path) => path.endsWith(".data"))) {
  if (!PAGE_DATA.test(relative(root, file))) rmSync(file);
}
flattenHtmlRoutes();
const finished = finishPages();
const templates = moveTemplates();
const compressed = precompress();
console.log(
  `postbuild: ${finished.stylesheets} stylesheets and ${finished.scripts} scripts inlined into pages, ${finished.preloads} module preloads moved after the first paint, ${templates} template files moved beside the site, ${compressed} files precompressed in ${relative(process.cwd(), root)}`,
);
