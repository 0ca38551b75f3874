// Build configuration is loaded by Node before Vite runs, so it imports the shared
// contracts by relative path (workspace packages export TypeScript source).
import { mkdirSync, writeFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { parseSiteConfig, siteConfigSchema } from "../contracts/site-config";

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

export default defineConfig({
  plugins: [reactRouter(), buildStamp()],
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig), __BUILD_YEAR__: String(new Date().getFullYear()) },
  build: {
    // Inline data: URLs would need a looser CSP for images and fonts.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Merge the many tiny shared chunks (a few hundred bytes each): each is a request of its
        // own, and on HTTP/1.1 requests queue for six connections. Not above 4 KB:
        // the app's modules are side-effect free, so Rollup may merge a small chunk into one
        // that every page loads, and at 8 KB it put a form's helpers, other pages' content and
        // the attestation client into every page's code.
        experimentalMinChunkSize: 4_000,
        // What every page needs, in one chunk of its own, so the merging above never mixes
        // app code into it and it stays cached from release to release.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "framework";
        },
      },
    },
  },
});
