// Bundles the server (and the shared contracts it imports as TypeScript) into
// plain JavaScript under dist/, so production runs on Node alone.
import { build } from "esbuild";
import { bundleOptions } from "./bundle-options.mjs";

await build({
  ...bundleOptions,
  entryPoints: {
    main: "src/main.ts",
    // The same server, for end-to-end tests and benchmarks that start it with other limits.
    serve: "src/serve.ts",
    "cli/leads": "src/cli/leads.ts",
    "cli/account": "src/cli/account.ts",
    "cli/staff": "src/cli/staff.ts",
    "cli/migrate": "src/cli/migrate.ts",
  },
  outdir: "dist",
  sourcemap: true,
});
console.log("server: bundled src/main.ts and the command-line tools into dist/");
