import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "../../src/config";
import { freePort } from "../free-port";
import { bakedSettings } from "./built-app";

it("the built server logs one startup line and stops cleanly on SIGTERM", async () => {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "ikey-startup-"));
  const database = join(folder, "shutdown.sqlite");
  // As an operator starts it: the built bundle, with the build's public settings and no ATTESTATION_SECRET.
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      ...bakedSettings(),
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: database,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
        message: `${output}${errors}`,
        // Starting reads every page's inline scripts: slow on a busy machine.
        timeout: 60_000,
        interval: 50,
      })
      .toBe(200);
    // The log comes through a pipe of its own: it can reach us after /healthz has answered.
    const startupLines = () => output.split("\n").filter((line) => line.includes("listening on"));
    await expect.poll(() => startupLines().length, { timeout: 5_000 }).toBeGreaterThan(0);
    const startup = startupLines();
    expect(startup).toHaveLength(1);
    expect(startup[0]).toContain(`http://127.0.0.1:${port}`);
    expect(startup[0]).toContain(`database: sqlite ${relative(repoRoot, database)}`);
    // Started without ATTESTATION_SECRET: it says so, once.
    expect(output.split("\n").filter((line) => line.includes("ATTESTATION_SECRET is not set"))).toHaveLength(1);
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
  expect(output).toContain("shutting down");
  rmSync(folder, { recursive: true, force: true });
}, 120_000);
