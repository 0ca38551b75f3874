// The operator's command-line tools (`npm run leads|account|staff -- …`), run by the tests.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Longer than any tool takes on a loaded machine; a tool that hangs fails its test with this. */
const TOOL_TIMEOUT_MS = 60_000;

/**
 * Runs scripts/<tool>.mjs, the file `npm run <tool>` runs, straight with this Node. Through npm, the
 * console's tests (one or two such calls each) took 13 to 35 s longer on the CI machine than here,
 * enough to pass their time limits; npm's own start-up work (configuration, its update check) is
 * not what these tests are about. The call blocks its worker, so a tool that hangs ends with a
 * timeout that names it rather than stalling the suite.
 */
export function runOperatorTool(tool: "leads" | "account" | "staff", args: string[], env: NodeJS.ProcessEnv): string {
  const script = fileURLToPath(new URL(`../../scripts/${tool}.mjs`, import.meta.url));
  return execFileSync(process.execPath, [script, ...args], { env, encoding: "utf8", timeout: TOOL_TIMEOUT_MS });
}
