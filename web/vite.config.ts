// Build configuration is loaded by Node before Vite runs, so it imports the shared
// contracts by relative path (workspace packages export TypeScript source).
import { mkdirSync, writeFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { DEFAULT_LANGUAGE, type Language } from "../contracts/languages";
import { pagePhasesAt } from "../contracts/page-phases";
import { parseSiteConfig, siteConfigSchema } from "../contracts/site-config";
import { contentPagesFile } from "./build-plugins/content-pages";
import { localeData } from "./build-plugins/locale-data";
import { markdownContent } from "./build-plugins/markdown-content";
import { pageIntros } from "./build-plugins/page-intros";
import { productScreens } from "./build-plugins/product-screens";
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
 * V8's explicit compile hint on the framework chunk, so it compiles off the main thread instead of
 * lazily during hydration (docs/decisions/0010-inline-critical-resources.md).
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

/**
 * The staff console's modules: its features, what they share, its route modules (with React Router's
 * chunk queries), its own contracts, and the line diff the publishing screens draw (jsdiff).
 */
const CONSOLE_MODULE =
  /\/app\/(?:features\/(?:staff|lead-inbox|support-desk|audit-log|status-incidents|translations|cms)\/|features\/help-votes\/help-votes-page\.tsx|features\/demo-booking\/demo-hours-[\w-]+\.tsx?|lib\/console\/|routes\/staff[\w-]*\.tsx)|\/contracts\/(?:demo-booking-hours|translations)\.ts|\/node_modules\/diff\//;

/**
 * Code only some public pages use, which chunk merging once put into pages that do not (decision 0010),
 * and the language suggestion, which loads only for a visitor it has something to offer.
 */
const FEW_PAGES_MODULE =
  /\/(?:app\/shell\/language-suggestion(?:-text)?\.tsx?$|app\/features\/(?:app-status|status-history|status-updates|account-deactivation|downloads|demo-booking|announcements)\/|app\/forms\/demo-slots\/|app\/data\/parent-app-(?:screens|phones)\.ts|app\/features\/help-centre\/page-articles\.ts|app\/forms\/field-alerts\.ts|app\/routes\/(?:download-[\w-]+|sitemap)\.tsx|contracts\/(?:status-(?:history|incidents|updates)|help-centre)\.ts)/;
/** The same, of web/content's compiled texts (`content:<collection>/<name>`, markdown-content.ts). */
const FEW_PAGES_CONTENT = /^\0content:pages\/account-deletion$/;

/**
 * Where a lead came from (docs/decisions/0027-lead-attribution.md): loaded after the first page is
 * interactive and with a form's sending, never into a chunk a page loads before interaction.
 */
const AFTER_INTERACTION_MODULE = /\/(?:app\/lib\/lead-attribution-store|contracts\/lead-attribution)\.ts$/;

/** The number and date formatting, kept apart in English only, where it once merged into every page (decision 0010). */
const ENGLISH_FEW_PAGES_MODULE = /\/app\/lib\/(?:site-format|locale-format)\.ts$/;

/**
 * Marks those modules as having side effects, so Rollup never merges them into chunks that pages
 * which do not use them load (docs/decisions/0010-inline-critical-resources.md).
 */
function keepOutOfSharedChunks(language: Language): Plugin {
  return {
    name: "ikey-keep-out-of-shared-chunks",
    apply: "build",
    transform(code, id) {
      if (
        CONSOLE_MODULE.test(id) ||
        FEW_PAGES_MODULE.test(id) ||
        FEW_PAGES_CONTENT.test(id) ||
        AFTER_INTERACTION_MODULE.test(id) ||
        (language === DEFAULT_LANGUAGE && ENGLISH_FEW_PAGES_MODULE.test(id))
      ) {
        return { code, map: null, moduleSideEffects: "no-treeshake" };
      }
    },
  };
}

const language = buildLanguage();

/**
 * The instant the site is built as of: now, or SITE_CLOCK (an ISO date and time) to build it as of
 * another day. build-languages.mjs sets it once, so every language's build agrees.
 */
function siteClock(): number {
  const text = process.env.SITE_CLOCK;
  if (text === undefined || text === "") return Date.now();
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new Error(`SITE_CLOCK is not a date and time: ${JSON.stringify(text)}`);
  return at;
}

const pagePhases = pagePhasesAt(siteClock());

export default defineConfig({
  plugins: [
    siteLanguage(language),
    // This build's language only: its pages format dates and numbers in no other.
    localeData([language]),
    pageIntros(language),
    markdownContent(language),
    productScreens(language),
    reactRouter(),
    buildStamp(),
    ...(language === DEFAULT_LANGUAGE ? [contentPagesFile()] : []),
    compileFrameworkEagerly(),
    keepOutOfSharedChunks(language),
  ],
  define: {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
    __BUILD_YEAR__: String(new Date().getFullYear()),
    // Where the pages for a time (a campaign) stand, not the build's time itself: a shared chunk
    // that held the time would change with every build and leave every visitor's cache.
    __PAGE_PHASES__: JSON.stringify(pagePhases),
    // Each phase on its own too, so a page that asks after one (the campaign) folds it to a constant.
    ...Object.fromEntries(
      Object.entries(pagePhases).map(([id, phase]) => [`__PAGE_PHASES__.${id}`, JSON.stringify(phase)]),
    ),
  },
  build: {
    // Inline data: URLs would need a looser CSP for images and fonts.
    assetsInlineLimit: 0,
    // Terser: smaller than esbuild's output, keeping every page under the script budget (decision 0020).
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        // Tiny shared chunks cost a request each; larger thresholds leak code into other pages: at
        // 1 KB, 11 of 105 pages carried some (decision 0010, measured with npm run bench:content).
        experimentalMinChunkSize: 700,
        // What every page needs, in one chunk of its own, so the merging above never mixes
        // app code into it and it stays cached from release to release.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "framework";
          // zod in one chunk of its own too, loaded only with a form's checks: pages' chunks are
          // then grouped the same whether or not the staff console's demo hours import it.
          if (/node_modules\/zod\//.test(id)) return "zod";
        },
      },
    },
  },
  // A worker build is one classic file (the PoW solver, and the status page's early checks that
  // the build inlines into the page), so a dynamic import inside it is bundled into that file.
  worker: { rollupOptions: { output: { inlineDynamicImports: true } } },
});
