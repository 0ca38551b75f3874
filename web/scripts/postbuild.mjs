// Finishes the prerendered site in build/client so any static host can serve it:
//  1. pages whose address ends in .html (redirect-to-download.html, …/index.html)
//     were written as "<path>/index.html"; move each to "<path>";
//  2. move every inline script into a content-hashed file, so the
//     Content-Security-Policy can forbid inline script outright. Each script
//     keeps its own element, since React hydrates the elements it rendered;
//  3. write Brotli and gzip copies of every compressible file.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
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

const inlineScript = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
function externalizeInlineScripts() {
  const scriptDir = join(root, "assets");
  mkdirSync(scriptDir, { recursive: true });
  let moved = 0;
  for (const file of walk(root).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const out = html.replace(inlineScript, (whole, attributes, body) => {
      if (/\ssrc=/.test(attributes) || body.trim() === "") return whole;
      // Data blocks are not executed and CSP does not govern them.
      if (/type="application\/(ld\+)?json"/.test(attributes)) return whole;
      const name = `inline-${createHash("sha256").update(body).digest("hex").slice(0, 16)}.js`;
      writeFileSync(join(scriptDir, name), body);
      moved++;
      // A classic script keeps its place and blocks as the inline one did; a module stays deferred.
      // `async` goes: React 19 treats <script async src> as a hoistable resource and would skip
      // it while hydrating, then report the element it expected as missing (error #418).
      const kept = attributes.replace(/\sasync(="")?/, "");
      return `<script${kept} src="/assets/${name}"></script>`;
    });
    writeFileSync(file, out);
  }
  return moved;
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
const moved = externalizeInlineScripts();
const compressed = precompress();
console.log(
  `postbuild: ${moved} inline scripts moved to files, ${compressed} files precompressed in ${relative(process.cwd(), root)}`,
);
