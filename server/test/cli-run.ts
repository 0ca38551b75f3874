import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { repoRoot } from "../src/config";

/** Runs a command as an operator would, with the database settings given and nothing else built. */
export function runCli(script: "leads" | "account" | "staff", args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(repoRoot, "scripts", `${script}.mjs`), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  // The tool's bundle goes with its process, whether the tool succeeded or failed.
  expect(existsSync(join(repoRoot, ".tmp", "cli", `${script}-${result.pid}.mjs`))).toBe(false);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
