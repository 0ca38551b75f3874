// The operator's command-line tools (`npm run leads|account|staff -- …`), run by the tests.
import { execFile, execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** Longer than any tool takes on a loaded machine; a tool that hangs fails its test with this. */
const TOOL_TIMEOUT_MS = 60_000;

/**
 * Runs scripts/<tool>.mjs, the file `npm run <tool>` runs, straight with this Node. Through npm, the
 * console's tests (one or two such calls each) took 13 to 35 s longer on the CI machine than here,
 * enough to pass their time limits; npm's own start-up work (configuration, its update check) is
 * not what these tests are about. The call blocks its worker, so a tool that hangs ends with a
 * timeout that names it rather than stalling the suite.
 */
export function runOperatorTool(tool: OperatorTool, args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, [scriptOf(tool), ...args], { env, encoding: "utf8", timeout: TOOL_TIMEOUT_MS });
}

/** The same without blocking the worker: for a test that runs several tools at once (each builds its bundle). */
export async function runOperatorToolAsync(
  tool: OperatorTool,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [scriptOf(tool), ...args], {
    env,
    encoding: "utf8",
    timeout: TOOL_TIMEOUT_MS,
  });
  return stdout;
}

type OperatorTool = "leads" | "account" | "staff";
const scriptOf = (tool: OperatorTool) => fileURLToPath(new URL(`../../scripts/${tool}.mjs`, import.meta.url));
