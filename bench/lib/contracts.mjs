// The benchmarks read the shared contracts and the server's code (TypeScript) through Vite's module runner.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

/** The module at contracts/<name>.ts. */
export function importContract(name) {
  return importSource(`contracts/${name}.ts`);
}

/**
 * A TypeScript module of the repository (such as "server/src/leads/lead-search.ts"). Vite sets NODE_ENV to "development" when it is unset; the
 * servers a benchmark starts would inherit it and build the site with React's development build,
 * so it is put back as it was.
 */
export async function importSource(relativePath) {
  const path = fileURLToPath(new URL(`../../${relativePath}`, import.meta.url));
  const nodeEnv = process.env.NODE_ENV;
  try {
    return (await runnerImport(path, { configFile: false, logLevel: "warn" })).module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
