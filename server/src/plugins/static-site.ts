import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { CONTENT_PAGES_FILE } from "@ikey/contracts/announcements";
import { business } from "@ikey/contracts/business";
import { staticFileHeaders } from "@ikey/contracts/cache-policy";
import { CMS_SEARCH_PATH } from "@ikey/contracts/cms-search";
import { LANGUAGES, languageOfPath } from "@ikey/contracts/languages";
import { resolveRedirect } from "@ikey/contracts/redirects";
import { inlineScriptHashes, pageContentSecurityPolicy } from "@ikey/contracts/security-headers";
import { pageAddresses } from "@ikey/contracts/site-addresses";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { notFoundFile, prerenderedFile } from "@ikey/contracts/site-pages";
import { STAFF_CONSOLE_PATH } from "@ikey/contracts/staff";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export interface StaticSiteOptions {
  /** The prerendered site: web/build/client. */
  readonly webRoot: string;
  readonly site: SiteConfig;
}

const PAGEFIND_PATH = "/pagefind";

/**
 * The pages that web/content makes (each announcement's, in every language), which the build lists
 * in build/client/_content-pages.json (web/build-plugins/content-pages.ts): a new post needs no
 * change here.
 */
function contentPagePaths(webRoot: string): string[] {
  const file = join(webRoot, CONTENT_PAGES_FILE);
  if (!existsSync(file)) throw new Error(`No ${file}: the site was built by an older build; run "npm run build".`);
  const pages = JSON.parse(readFileSync(file, "utf8")) as { path: string; page: boolean }[];
  return pages.filter((entry) => entry.page).map((entry) => entry.path);
}
/** The staff console's one prerendered frame (docs/decisions/0015). */
const CONSOLE_FILE = prerenderedFile(STAFF_CONSOLE_PATH);

/**
 * Whether a request was for a file the pages load (script, style, image, font, search index),
 * rather than a page: the request log keeps those to its debug level (server/src/log.ts). A
 * `.data` file is a page's data, fetched when a visitor moves to that page in the browser.
 */
export function isAssetFile(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== "/*" && route !== `${PAGEFIND_PATH}/*`) return false;
  return !(request.url.split("?")[0] ?? "").endsWith(".data");
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.url.startsWith("/api/") || request.url.startsWith("/Api/")) return false;
  // Search's index files are fetched by Pagefind's script, which reads JSON, never a page (cms-search.ts).
  if (request.url.startsWith(`${CMS_SEARCH_PATH}/`)) return false;
  const accept = request.headers.accept ?? "";
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
}

/**
 * Each page's Content-Security-Policy, by its file: the site's policy plus the
 * hashes of the inline scripts the page carries, read from the built file once
 * at startup. Every other response keeps the policy that allows no inline
 * script (plugins/security-headers.ts).
 */
async function pagePolicies(
  webRoot: string,
  site: SiteConfig,
  paths: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const files = [...paths.map(prerenderedFile), ...LANGUAGES.map(notFoundFile), CONSOLE_FILE];
  const entries = await Promise.all(
    files.map(async (file) => {
      const hashes = await inlineScriptHashes(readFileSync(join(webRoot, file), "utf8"));
      return [file, pageContentSecurityPolicy(site, hashes)] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Serves the prerendered site as a web server should: each page at its own
 * address, real redirects, the not-found page with status 404, precompressed
 * files, and cache headers that let hashed assets live for a year.
 */
async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const missing = LANGUAGES.map(notFoundFile).find((file) => !existsSync(join(options.webRoot, file)));
  if (missing) {
    throw new Error(`No built site in ${options.webRoot} (no ${missing}); run "npm run build" first.`);
  }
  const paths = [...pageAddresses.map(({ path }) => path), ...contentPagePaths(options.webRoot)];
  // Addresses whose trailing slash moves to the address without it: the pages and the console's entry.
  const slashlessPaths = new Set<string>([...paths, STAFF_CONSOLE_PATH]);
  const policies = await pagePolicies(options.webRoot, options.site, paths);
  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header("content-security-policy", policies.get(file)).type("text/html; charset=utf-8").sendFile(file);

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [pathname = "/", search = ""] = request.url.split(/\?(.*)/s, 2);
    const query = search ? `?${search}` : "";
    const redirect = resolveRedirect(pathname, business.centreDirectoryUrl);
    if (redirect) {
      const internal = redirect.location.startsWith("/");
      return reply.redirect(internal ? `${redirect.location}${query}` : redirect.location, redirect.status);
    }
    // One address per page: "/faq/" moves to "/faq".
    const trimmed = pathname.replace(/\/+$/, "");
    if (trimmed !== pathname && slashlessPaths.has(trimmed)) return reply.redirect(`${trimmed}${query}`, 301);
  });

  await app.register(fastifyStatic, {
    root: options.webRoot,
    wildcard: true,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // The policy goes by the file's address on the site, as a static host's `_headers` rules do.
      const address = `/${relative(options.webRoot, filePath).split(sep).join("/")}`;
      for (const [name, value] of Object.entries(staticFileHeaders(address))) res.setHeader(name, value);
    },
    // Pages are reachable only at their own addresses (below); compressed copies only by negotiation.
    allowedPath(pathName, _root, request) {
      if (request.routeOptions.url !== "/*") return true;
      // Files starting with "_" are React Router's SPA fallback and the static host's rules.
      return !/\.(html|br|gz)$/.test(pathName) && !pathName.startsWith("/_");
    },
  });

  // Site search's files (web/scripts/search-index.mjs) as they are: Pagefind's index and WebAssembly
  // are gzip files its script unpacks itself. Sent as octet-streams through the compression plugin,
  // they went out labelled "br" around their gzip bytes, and browsers refused them. Its worker runs
  // under its own response's policy, so that one must allow compiling WebAssembly, as pages' do.
  const searchPolicy = pageContentSecurityPolicy(options.site, []);
  app.get<{ Params: { "*": string } }>(`${PAGEFIND_PATH}/*`, { compress: false }, (request, reply) =>
    reply.header("content-security-policy", searchPolicy).sendFile(`${PAGEFIND_PATH.slice(1)}/${request.params["*"]}`),
  );

  for (const path of paths) {
    const file = prerenderedFile(path);
    app.get(path, (_request, reply) => sendPage(reply, file));
  }

  // Every console address gets the console's frame, which routes on the client; never cached or indexed.
  const sendConsole = (_request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow"), CONSOLE_FILE);
  app.get(STAFF_CONSOLE_PATH, sendConsole);
  app.get(`${STAFF_CONSOLE_PATH}/*`, sendConsole);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request)) {
      // In the language of the address asked for: /ms/anything gets the Malay page.
      return sendPage(reply.code(404), notFoundFile(languageOfPath(request.url.split("?")[0] ?? "/")));
    }
    return reply
      .code(404)
      .send({ error: "Not Found", message: `No resource at ${request.method} ${request.url.split("?")[0]}` });
  });
}

export default fp(staticSite, { name: "static-site" });
