import { problemSchema } from "@ikey/contracts/api-schemas";
import { IMMUTABLE } from "@ikey/contracts/cache-policy";
import {
  CMS_SEARCH_FILE_PATTERN,
  CMS_SEARCH_PATH,
  CMS_SEARCH_VERSION_PATTERN,
  cmsSearchBundlePath,
} from "@ikey/contracts/cms-search";
import { LANGUAGES, type Language } from "@ikey/contracts/languages";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../time";
import type { CmsLive, CmsSnapshot } from "./cms-live";
import {
  buildSearchBundle,
  documentKey,
  liveForSearch,
  type SearchBundle,
  type SearchDocument,
  searchDocuments,
} from "./cms-search-index";

/*
 * The console's live items in site search (docs/decisions/0045-cms.md, "Search"): every few
 * seconds this instance looks at which items are live in each language, and when that has changed
 * it builds the language's Pagefind index again, away from any request. The index's files are
 * served under a folder named by their hash, cached for a year; a short-cached pointer names the
 * current folder, which the browser merges into the built index when search opens.
 */

export interface CmsSearchOptions {
  readonly live: CmsLive;
  readonly clock: Clock;
  /** How often to look for a change in what is live (a scheduled item goes live at its minute). */
  readonly checkMs?: number;
}

const CHECK_MS = 2_000;
/** Versions kept per language: a browser that read the pointer before a change still finds the files it names. */
const KEPT_VERSIONS = 5;
/** How long the pointer may be cached: publication to search is its age plus a refresh and a build. */
const POINTER_CACHE = "public, max-age=10";
/** At most one read of the database per this long for a version this instance does not know. */
const CATCH_UP_MS = 2_000;
/** How long a request for an unknown version waits for that read and the build after it. */
const CATCH_UP_WAIT_MS = 5_000;
/** How long closing waits for an index build to stop between two documents. */
const CLOSE_WAIT_MS = 1_000;
/** Documents kept for items that stay live between two builds. */
const KEPT_DOCUMENTS = 5_000;

interface LanguageIndex {
  /** What the current bundle was built from; null before the first look. */
  signature: string | null;
  current: SearchBundle | null;
  /** The current version and those before it, newest last. */
  readonly kept: Map<string, SearchBundle>;
}

const language = z.enum(LANGUAGES, "Choose en, ms or zh");
const pointerParams = z.object({ language });
const fileParams = z.object({
  language,
  version: z.string().max(16).regex(CMS_SEARCH_VERSION_PATTERN, "A version is 16 hex digits"),
  "*": z.string().max(120).regex(CMS_SEARCH_FILE_PATTERN, "No such file in a search index"),
});
const pointerSchema = z.object({ bundle: z.string().nullable() });

/** The section names the build wrote for `language` (contracts/cms.ts's CmsFragments). */
function sectionsOf(snapshot: CmsSnapshot, language: Language) {
  const listings = snapshot.built.listings.get(language);
  if (!listings) throw new Error(`no built listings for ${language}`);
  return listings.fragments.searchSection;
}

async function cmsSearch(server: FastifyInstance, options: CmsSearchOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const indexes = new Map<Language, LanguageIndex>(
    LANGUAGES.map((name) => [name, { signature: null, current: null, kept: new Map() }]),
  );
  const documents = new Map<string, SearchDocument>();
  // A shutdown stops an index being built: its drain is for requests, not for an index nobody will read.
  const stopping = new AbortController();

  /** Builds each language whose live items differ from its current bundle's, one after another. */
  const update = async () => {
    const snapshot = options.live.snapshot();
    const now = options.clock();
    for (const [name, index] of indexes) {
      if (stopping.signal.aborted) return;
      const texts = liveForSearch(snapshot, name, now);
      const signature = texts.map(documentKey).sort().join("\n");
      if (signature === index.signature) continue;
      const bundle =
        texts.length === 0
          ? null
          : await buildSearchBundle(
              await searchDocuments(texts, documents, sectionsOf(snapshot, name), stopping.signal),
              stopping.signal,
            );
      if (bundle) {
        index.kept.delete(bundle.version);
        index.kept.set(bundle.version, bundle);
        while (index.kept.size > KEPT_VERSIONS) index.kept.delete(index.kept.keys().next().value ?? "");
      }
      index.current = bundle;
      index.signature = signature;
    }
    while (documents.size > KEPT_DOCUMENTS) documents.delete(documents.keys().next().value ?? "");
  };

  // One update at a time; a call during one queues one more, which reads the snapshot as it starts.
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  const check = (): Promise<void> => {
    if (!queued) {
      queued = chain
        .then(() => {
          queued = null;
          return update();
        })
        // Pagefind missing or failing leaves search with the built index (and the last bundle); the next change tries again.
        .catch((error: unknown) => {
          if (!stopping.signal.aborted) app.log.error({ err: error }, "indexing the console's items for search failed");
        });
      chain = queued;
    }
    return queued;
  };

  /**
   * Another instance may have read the database first and named a version this one has yet to
   * build: read it now (at most once per CATCH_UP_MS, whoever asks) and build what it holds.
   */
  let lastCatchUp = Number.NEGATIVE_INFINITY;
  let catchingUp: Promise<void> = Promise.resolve();
  const catchUp = () => {
    if (performance.now() - lastCatchUp >= CATCH_UP_MS) {
      lastCatchUp = performance.now();
      catchingUp = options.live
        .refresh()
        .then(check)
        .catch((error: unknown) => app.log.error({ err: error }, "reading the console's items for search failed"));
    }
    return Promise.race([catchingUp, new Promise((resolve) => setTimeout(resolve, CATCH_UP_WAIT_MS).unref())]);
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // Not awaited: the site serves at once, with the built index, while the first build runs.
    void check();
    timer = setInterval(check, options.checkMs ?? CHECK_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    stopping.abort();
    // Pagefind's process is in the server's process group: a SIGTERM to the group ends it too, and
    // a call to it then never answers. What is left of a build is not waited for past a moment.
    await Promise.race([chain, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  });

  app.get(
    `${CMS_SEARCH_PATH}/:language/current.json`,
    { schema: { params: pointerParams, response: { 200: pointerSchema, "4xx": problemSchema } } },
    async (request, reply) => {
      const current = indexes.get(request.params.language)?.current;
      reply.header("Cache-Control", POINTER_CACHE);
      return { bundle: current ? cmsSearchBundlePath(request.params.language, current.version) : null };
    },
  );

  app.get(
    `${CMS_SEARCH_PATH}/:language/:version/*`,
    // Pagefind's files are gzip already, which its script unpacks itself (as /pagefind's, static-site.ts).
    { compress: false, schema: { params: fileParams, response: { 200: z.unknown(), "4xx": problemSchema } } },
    async (request, reply) => {
      const { language: name, version } = request.params;
      const path = request.params["*"];
      const index = indexes.get(name);
      if (index && !index.kept.has(version)) await catchUp();
      const file = index?.kept.get(version)?.files.get(path);
      if (!file) {
        return reply
          .code(404)
          .header("Cache-Control", "no-store")
          .send({ error: "Not Found", message: "No such file in the console's search index." });
      }
      return reply
        .header("Cache-Control", IMMUTABLE)
        .type(path.endsWith(".json") ? "application/json; charset=utf-8" : "application/octet-stream")
        .send(file);
    },
  );
}

export default fp(cmsSearch, { name: "cms-search", dependencies: ["cms-pages"] });
