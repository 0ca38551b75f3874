import type { BuildOptions } from "esbuild";

/** How the server's code is bundled (bundle-options.mjs). */
export declare const bundleOptions: BuildOptions;
