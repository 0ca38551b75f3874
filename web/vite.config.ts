// Build configuration is loaded by Node before Vite runs, so it imports the shared
// contracts by relative path (workspace packages export TypeScript source).
import { mkdirSync, writeFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { DEFAULT_LANGUAGE, type Language } from "../contracts/languages";
import { parseSiteConfig, siteConfigSchema } from "../contracts/site-config";
import { localeData } from "./build-plugins/locale-data";
import { pageIntros } from "./build-plugins/page-intros";
import { buildLanguage, siteLanguage } from "./build-plugins/site-language";

const siteConfig = parseSiteConfig(process.env);

/**
 * Records which public settings this build baked in, so `npm start` can tell
 * that a changed setting needs a rebuild.
 */
function buildStamp(): Plugin {
  return {
    name: "ikey-build-stamp",
    apply: "build",
    closeBundle() {
      const settings = Object.fromEntries(
        Object.keys(siteConfigSchema.shape).map((key) => [key, process.env[key] ?? null]),
      );
      mkdirSync("build", { recursive: true });
      writeFileSync("build/site-settings.json", `${JSON.stringify(settings, null, 2)}\n`);
    },
  };
}

/**
 * Asks V8 to compile the whole framework chunk at once, on a background thread while it streams in
 * (an explicit compile hint, https://v8.dev/blog/explicit-compile-hints). Without it React DOM's
 * functions are compiled lazily, on the main thread, the first time hydration calls each one: about
 * half of hydration's main-thread time, in tasks long enough to block input on a phone. The hint is
 * for this chunk only: every page runs nearly all of it, while most of the app's other code runs only
 * when a dialog or form opens, and compiling that eagerly would be wasted work.
 */
function compileFrameworkEagerly(): Plugin {
  return {
    name: "ikey-compile-framework-eagerly",
    apply: "build",
    // The file's name changes with the hint, so a cached copy without it is never reused.
    augmentChunkHash(chunk) {
      if (chunk.name === "framework") return "allFunctionsCalledOnLoad";
    },
    // After minification, which would drop the comment. It must be the file's first line.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.name === "framework") {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}

/** The staff console's modules: its features, what they share, and its route modules (with React Router's chunk queries). */
const CONSOLE_MODULE =
  /\/app\/(?:features\/(?:staff|lead-inbox|support-desk|audit-log|status-incidents)\/|features\/help-votes\/help-votes-page\.tsx|lib\/console\/|routes\/staff[\w-]*\.tsx)/;

/**
 * Code only some public pages use: Check App Status's board, history and e-mail updates with their
 * contracts (docs/decisions/0016), the deactivation pages' account-deletion facts, which once
 * merged into a chunk Check App Status loads (docs/decisions/0017), and the help centre's catalogue
 * and the FAQ's and tips' links to its articles, which merged into a chunk every page loads
 * (docs/decisions/0018). And, once the help votes stopped importing the forms, the forms' alert
 * helper and the download pages with their store links, which merged into chunks every page loads
 * (about 1 KB gzip on most English pages, with ENGLISH_FEW_PAGES_MODULE below). Not
 * lazy-when-visible: marked so, it merged into the campaign form's chunk and took that into the
 * home page.
 */
const FEW_PAGES_MODULE =
  /\/(?:app\/features\/(?:app-status|status-history|status-updates|account-deactivation|downloads)\/|app\/content\/account-deletion\.ts|app\/features\/help-centre\/page-articles\.ts|app\/forms\/field-alerts\.ts|app\/routes\/download-[\w-]+\.tsx|contracts\/(?:status-(?:history|incidents|updates)|help-centre)\.ts)/;

/**
 * The number and date formatting: English merges chunks below 4 KB (see experimentalMinChunkSize),
 * which put them into chunks every page loads. The other languages merge below 1 KB and keep them
 * apart anyway, and there marking them would only cost their tree-shaking (0.4 KB on /zh).
 */
const ENGLISH_FEW_PAGES_MODULE = /\/app\/lib\/(?:site-format|locale-format)\.ts$/;

/**
 * Keeps code out of chunks that pages which do not use it load. Merging small chunks (below) may
 * move a module into a chunk a page loads without needing it when the module has no side effects:
 * it put console screens into every public page, and then the forms' helpers and the status
 * page's groups. Marking such modules as having side effects (they are all used where they are
 * loaded anyway, so nothing is lost to tree-shaking) makes Rollup refuse those merges
 * (docs/decisions/0015, 0016).
 */
function keepOutOfSharedChunks(language: Language): Plugin {
  return {
    name: "ikey-keep-out-of-shared-chunks",
    apply: "build",
    transform(code, id) {
      if (
        CONSOLE_MODULE.test(id) ||
        FEW_PAGES_MODULE.test(id) ||
        (language === DEFAULT_LANGUAGE && ENGLISH_FEW_PAGES_MODULE.test(id))
      ) {
        return { code, map: null, moduleSideEffects: "no-treeshake" };
      }
    },
  };
}

const language = buildLanguage();

export default defineConfig({
  plugins: [
    siteLanguage(language),
    // English too: translations build on the English content modules (their dates, figures), which
    // every build therefore runs.
    localeData([...new Set([DEFAULT_LANGUAGE, language])]),
    pageIntros(language),
    reactRouter(),
    buildStamp(),
    compileFrameworkEagerly(),
    keepOutOfSharedChunks(language),
  ],
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig), __BUILD_YEAR__: String(new Date().getFullYear()) },
  build: {
    // Inline data: URLs would need a looser CSP for images and fonts.
    assetsInlineLimit: 0,
    // Terser, not Vite's default esbuild: its output is about 4 KB gzip smaller per page (3 %), which
    // keeps every page under the 130 KB budget; a second compress pass takes about 0.2 KB more
    // (docs/decisions/0020-terser-minifies-the-site.md).
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        // Merge the many tiny shared chunks (a few hundred bytes each): each is a request of its
        // own, and on HTTP/1.1 requests queue for six connections. Not above 4 KB: the app's
        // modules are side-effect free, so Rollup may merge a small chunk into one that every
        // page loads, and at 8 KB it put a form's helpers, other pages' content and the
        // attestation client into every page's code. The Malay and Chinese builds merge only
        // below 1 KB: there, with every message and translation a small module, 4 KB put other
        // pages' translations into every page (6 to 10 KB gzip more than English had before),
        // while in English 1 KB took Lighthouse's TBT on / from 66 to 157 ms (docs/decisions/0017).
        experimentalMinChunkSize: language === "en" ? 4_000 : 1_000,
        // What every page needs, in one chunk of its own, so the merging above never mixes
        // app code into it and it stays cached from release to release.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "framework";
        },
      },
    },
  },
  // A worker build is one classic file (the PoW solver, and the status page's early checks that
  // the build inlines into the page), so a dynamic import inside it is bundled into that file.
  worker: { rollupOptions: { output: { inlineDynamicImports: true } } },
});
