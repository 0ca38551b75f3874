// The build scripts' way to read the contracts: TypeScript source, loaded by Vite's module runner.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

/** The module contracts/<name>.ts. */
export async function contract(name) {
  const path = fileURLToPath(new URL(`../../contracts/${name}.ts`, import.meta.url));
  return (await runnerImport(path, { configFile: false, logLevel: "warn" })).module;
}
