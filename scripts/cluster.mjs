// `npm run cluster -- [--instances N] [--port P]`: the scaled-out deployment on
// one machine. It starts a throwaway PostgreSQL from the installed binaries
// (unless DATABASE_URL names one), runs the migrations once, starts N identical
// server instances on consecutive loopback ports after P, and puts HAProxy in
// front on P (default 3000; scripts/lib/haproxy.mjs). Ctrl-C stops everything, and removes the database.
// Tests and benchmarks import startCluster() to do the same.
//
// The staff console works on the cluster as on one server: every instance gets the same
// STAFF_SECRET_KEY (on the throwaway database, one made for the run unless it is set; with a
// DATABASE_URL of one's own it must be set, as a key lost with the run would lose the enrolments),
// and STAFF_CONSOLE_URL is HAProxy's address, so invitation links open the console through it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import net from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureBuilt } from "./lib/ensure-build.mjs";
import { findHaproxy, startHaproxy } from "./lib/haproxy.mjs";
import { startPostgres } from "./lib/throwaway-postgres.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const READY_MS = 30_000;
const STOP_GRACE_MS = 10_000;

async function healthy(port, deadline) {
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`instance on port ${port} did not become healthy in ${READY_MS / 1000} s`);
}

/** Fails fast when a port is taken, e.g. by an instance a crashed run left behind. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use; stop what listens there first`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

function runNode(script, env, output, args = []) {
  return spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", output, output],
  });
}

/**
 * Starts the cluster. `env` is passed to every instance (e.g. SMTP_URL).
 * `logDir`: each instance logs to a file there; without it, output is inherited.
 * `limits`: tests replace some of the server's named limits (test-support/serve-with-limits.mjs).
 * The answer's `consoleEnv` is what `npm run staff` needs to invite members the instances know.
 */
export async function startCluster({ instances = 2, port = 3000, env = {}, logDir, limits } = {}) {
  // Before anything starts: without HAProxy there is no front, and the error says how to install it.
  findHaproxy();
  ensureBuilt();
  for (let offset = 0; offset <= instances; offset++) await assertPortFree(port + offset);
  const postgres = process.env.DATABASE_URL ? undefined : await startPostgres({ database: "ikey", durable: true });
  const databaseUrl = process.env.DATABASE_URL ?? postgres.url;
  const front = `http://127.0.0.1:${port}`;
  const staffSecretKey =
    env.STAFF_SECRET_KEY ?? process.env.STAFF_SECRET_KEY ?? (postgres ? randomBytes(32).toString("hex") : undefined);
  // What `npm run staff` needs to work on this cluster's members, as the instances see them.
  const consoleEnv = {
    DATABASE_URL: databaseUrl,
    STAFF_CONSOLE_URL: env.STAFF_CONSOLE_URL ?? process.env.STAFF_CONSOLE_URL ?? front,
    ...(staffSecretKey ? { STAFF_SECRET_KEY: staffSecretKey } : {}),
  };
  const shared = { HOST: "127.0.0.1", TRUST_PROXY: "1", ...env, ...consoleEnv };
  const children = [];
  let proxy;
  // Whatever ends this process, no instance outlives it.
  const killAll = () => {
    for (const child of children) child.kill("SIGKILL");
    proxy?.process.kill("SIGKILL");
  };
  process.once("exit", killAll);
  const stop = async () => {
    process.removeListener("exit", killAll);
    await proxy?.close();
    await Promise.all(children.map((child) => stopChild(child)));
    postgres?.stop();
  };
  try {
    const migrate = runNode("server/dist/cli/migrate.js", shared, "inherit");
    const [code] = await new Promise((resolve) => migrate.once("exit", (...result) => resolve(result)));
    if (code !== 0) throw new Error("migrations failed");

    const start = (index) => {
      const instancePort = port + 1 + index;
      let output = "inherit";
      if (logDir) {
        mkdirSync(logDir, { recursive: true });
        output = openSync(join(logDir, `instance-${index + 1}.log`), "a");
      }
      const instanceEnv = { ...shared, PORT: String(instancePort) };
      const child = limits
        ? runNode("test-support/serve-with-limits.mjs", instanceEnv, output, [JSON.stringify(limits)])
        : runNode("server/dist/main.js", instanceEnv, output);
      if (typeof output === "number") closeSync(output);
      child.port = instancePort;
      child.exited = new Promise((resolve) => child.once("exit", resolve));
      children[index] = child;
      return child;
    };
    for (let index = 0; index < instances; index++) start(index);
    const deadline = Date.now() + READY_MS;
    await Promise.all(children.map((child) => healthy(child.port, deadline)));
    proxy = await startHaproxy({
      upstreams: children.map((child) => ({ host: "127.0.0.1", port: child.port })),
      port,
    });
    return {
      url: proxy.url,
      databaseUrl,
      consoleEnv,
      postgres,
      instances: children,
      /** SIGKILLs instance `index`: no cleanup, as a crash would. */
      kill: (index) => {
        children[index].kill("SIGKILL");
        return children[index].exited;
      },
      /** Starts instance `index` again and waits until it is healthy. */
      restart: async (index) => {
        const child = start(index);
        await healthy(child.port, Date.now() + READY_MS);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const stopped = await Promise.race([child.exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
  if (!stopped) child.kill("SIGKILL");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      instances: { type: "string", default: "2" },
      port: { type: "string", default: process.env.PORT ?? "3000" },
    },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error("--instances takes 1 to 16");
  const cluster = await startCluster({ instances, port });
  console.log(
    `cluster: ${instances} instance(s) on ports ${port + 1}-${port + instances} behind ${cluster.url}, database ${cluster.postgres ? `throwaway PostgreSQL on port ${cluster.postgres.port}` : "DATABASE_URL"}`,
  );
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log("cluster: stopping");
      cluster.stop().then(() => process.exit(0));
    });
  }
}
