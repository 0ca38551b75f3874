// Writes what a static host needs next to the built site in build/client
// (docs/decisions/0008-static-host-rules.md): `_redirects` and `_headers`, which
// Netlify and Cloudflare Pages read, and 404.html, the page both send with status
// 404. The rules come from the same contracts the server applies; Vite's module
// runner loads them as TypeScript. Runs after postbuild.mjs, so the pages are
// finished (their inline scripts' hashes final) and the rules' own files are not
// precompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { contract } from "./contracts.mjs";

const root = fileURLToPath(new URL("../build/client/", import.meta.url));

const [
  { parseSiteConfig },
  { notFoundFile, prerenderedFile },
  { inlineScriptHashes },
  redirects,
  headers,
  { LANGUAGES, languageInfo },
  { pageAddresses },
] = await Promise.all(
  [
    "site-config",
    "site-pages",
    "security-headers",
    "static-host-redirects",
    "static-host-headers",
    "languages",
    "site-addresses",
  ].map(contract),
);

// The public settings this build baked into the pages, read as web/vite.config.ts reads them.
const site = parseSiteConfig(process.env);
const builtFiles = readdirSync(root, { recursive: true })
  .filter((file) => statSync(join(root, file)).isFile())
  .map((file) => file.split(sep).join("/"));

const scriptsOf = (file) => inlineScriptHashes(readFileSync(join(root, file), "utf8"));
// With the pages web/content makes (each announcement's), which the build lists in _content-pages.json.
const contentPages = JSON.parse(readFileSync(join(root, "_content-pages.json"), "utf8"));
const paths = [
  ...pageAddresses.map(({ path }) => path),
  ...contentPages.filter(({ page }) => page).map(({ path }) => path),
];
const pageScripts = Object.fromEntries(
  await Promise.all(paths.map(async (path) => [path, await scriptsOf(prerenderedFile(path))])),
);

writeFileSync(join(root, redirects.REDIRECTS_FILE), redirects.redirectsFile());
writeFileSync(join(root, headers.HEADERS_FILE), headers.headersFile(site, builtFiles, pageScripts));
// The host's copy of the not-found page carries its policy itself (notFoundPolicyMeta), after <meta charset>.
// Each language's copy is in its folder (ms/404.html): hosts such as Cloudflare Pages send the
// nearest 404.html above the address.
const charset = /<meta charSet="utf-8"\/>/i;
for (const language of LANGUAGES) {
  const file = notFoundFile(language);
  const notFound = readFileSync(join(root, file), "utf8");
  const meta = headers.notFoundPolicyMeta(site, await scriptsOf(file));
  if (!charset.test(notFound)) throw new Error(`${file} has no <meta charset> to put its policy after`);
  const hostFile = join(root, languageInfo[language].prefix.slice(1), redirects.HOST_NOT_FOUND_FILE);
  writeFileSync(
    hostFile,
    notFound.replace(charset, (tag) => `${tag}${meta}`),
  );
}
console.log(
  `static host rules: ${redirects.REDIRECTS_FILE}, ${headers.HEADERS_FILE} and ${redirects.HOST_NOT_FOUND_FILE} in ${relative(process.cwd(), root)}`,
);
