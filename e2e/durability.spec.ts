import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { removeSqliteDatabase } from "../scripts/lib/sqlite-files.mjs";
import { startLeadLoad } from "./lib/lead-load.ts";
import { startSideServer, waitHealthy } from "./lib/side-server.ts";
import { exportedLeads } from "./support.ts";

const port = Number(process.env.E2E_PORT ?? 3100) + 80;
const database = ".tmp/durability.sqlite";

function startServer(): ChildProcess {
  return startSideServer(port, { SQLITE_PATH: database, PER_ADDRESS_LIMIT_FACTOR: "100000" });
}

test("every acknowledged submission survives the server being killed mid-load", async () => {
  test.setTimeout(90_000);
  removeSqliteDatabase(database);
  let server = startServer();
  await waitHealthy(port);

  // The load runs until the restarted server has acknowledged some of it, not
  // for a fixed time: a busy machine can take seconds to restart the server.
  const load = startLeadLoad(`http://127.0.0.1:${port}`, 8, "durable", { timeoutMs: 2_000 });
  const { acknowledged } = load.result;

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  // A busy machine may not have acknowledged enough yet: the kill waits for them, not for a time.
  await expect.poll(() => acknowledged.length).toBeGreaterThan(10);
  const beforeKill = acknowledged.length;
  server.kill("SIGKILL");
  await new Promise((resolve) => server.once("exit", resolve));
  server = startServer();
  await waitHealthy(port);
  const beforeRestart = acknowledged.length;
  const giveUp = Date.now() + 15_000;
  while (acknowledged.length < beforeRestart + 20 && Date.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { attempts } = await load.stop();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));

  const rows: Record<string, string>[] = parse(exportedLeads("request-demo", database), { columns: true });
  const stored = new Set(rows.map((row) => row.name));
  const missing = acknowledged.filter((name) => !stored.has(name));
  const report = `attempts ${attempts}, acknowledged ${acknowledged.length} (${beforeKill} before the kill, ${acknowledged.length - beforeRestart} after the restart), found ${acknowledged.length - missing.length}, missing ${missing.length}`;
  console.log(`durability: ${report}`);
  test.info().annotations.push({ type: "durability", description: report });
  // The load really ran before the kill (a busy CI machine manages fewer).
  expect(beforeKill).toBeGreaterThan(10);
  // ...and the restarted server took its share.
  expect(acknowledged.length).toBeGreaterThan(beforeRestart);
  expect(missing).toEqual([]);
});
