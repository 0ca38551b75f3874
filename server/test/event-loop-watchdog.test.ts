import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, expect, it } from "vitest";

// The watchdog in a process of its own, as the built server runs it (bundled by esbuild), with
// a short stall limit: what it must do happens to the whole process.
const STALL_MS = 1_000;
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "ikey-watchdog-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `body` after starting the watchdog; answers how the process ended, when, and what it wrote. */
async function runWithWatchdog(name: string, body: string, { signalAfterMs }: { signalAfterMs?: number } = {}) {
  const file = join(folder, `${name}.mjs`);
  const bundled = await build({
    stdin: {
      contents: `import { startEventLoopWatchdog } from "./event-loop-watchdog";
startEventLoopWatchdog({ stallMs: ${STALL_MS} });
process.on("SIGTERM", () => process.exit(0));
console.log("started");
${body}`,
      resolveDir: join(import.meta.dirname, "../src"),
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
  });
  writeFileSync(file, bundled.outputFiles[0]?.text ?? "");
  const child = spawn(process.execPath, [file], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const started = await new Promise<number>((resolve) => child.stdout.once("data", () => resolve(Date.now())));
  if (signalAfterMs !== undefined) setTimeout(() => child.kill("SIGTERM"), signalAfterMs);
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { ...ended, afterMs: Date.now() - started, stderr };
}

it("ends a process whose event loop is blocked, which SIGTERM alone cannot stop", async () => {
  const blocked = await runWithWatchdog("blocked", "for (;;) {}", { signalAfterMs: 200 });
  expect(blocked.signal).toBe("SIGKILL");
  expect(blocked.afterMs).toBeLessThan(STALL_MS + 2_000);
  expect(JSON.parse(blocked.stderr.trim())).toMatchObject({ level: 60, msg: expect.stringContaining("blocked") });
});

it("leaves a busy process whose loop still turns alone, and never keeps one alive", async () => {
  // Work in slices of a tenth of the limit for three times the limit, then nothing left to do.
  const busy = await runWithWatchdog(
    "busy",
    `const until = Date.now() + ${STALL_MS * 3};
const slice = () => { const end = Date.now() + ${STALL_MS / 10}; while (Date.now() < end); if (Date.now() < until) setTimeout(slice, 1); };
slice();`,
  );
  expect(busy).toMatchObject({ code: 0, signal: null, stderr: "" });
  expect(busy.afterMs).toBeGreaterThanOrEqual(STALL_MS * 3);
});
