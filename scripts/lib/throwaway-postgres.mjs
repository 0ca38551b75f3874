// Starts a throwaway PostgreSQL server from the installed binaries, for tests,
// benchmarks and `npm run cluster`: a fresh cluster in a temporary folder, on a
// free loopback port, trusting local connections, removed again by stop().
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder holding initdb and pg_ctl: PG_BIN, else Debian's newest, else PATH. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], "bin");
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (found) return found.replace(/\/initdb$/, "");
  throw new Error("PostgreSQL binaries not found: install postgresql (apt-get install postgresql) or set PG_BIN");
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root; as root, run its tools as the postgres user. */
function runAsOwner(bin, tool, args, options = {}) {
  const command = join(bin, tool);
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", ...options });
}

/**
 * `durable`: keep synchronous commits, so every acknowledged commit survives the
 * server being killed (fault tests and `npm run cluster`). Without it commits
 * return before their WAL is written, which is faster for throwaway test data
 * but loses the last ones to an immediate stop.
 */
export async function startPostgres({ port, database = "ikey", durable = false } = {}) {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), "ikey-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const chosenPort = port ?? (await freePort());
  runAsOwner(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = [
    `-p ${chosenPort}`,
    "-h 127.0.0.1",
    `-k ${dir}`,
    // A throwaway server: durability across power loss (fsync) does not matter here.
    "-c fsync=off",
    ...(durable ? [] : ["-c synchronous_commit=off"]),
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const pgCtl = (...args) => runAsOwner(bin, "pg_ctl", ["-D", data, ...args]);
  const startServer = () => pgCtl("-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start");
  /** `mode`: "fast" lets sessions end cleanly; "immediate" stops as a crash would. */
  const stopServer = (mode) => pgCtl("-m", mode, "-w", "stop");
  const stopAndRemove = (mode) => {
    try {
      stopServer(mode);
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  startServer();
  runAsOwner(bin, "createdb", ["-h", "127.0.0.1", "-p", String(chosenPort), "-U", "postgres", database]);

  const url = `postgres://postgres@127.0.0.1:${chosenPort}/${database}`;
  // If the process that started it ends without stop() (a crashed test worker),
  // take the server down with it rather than leave it running.
  const stopOnExit = () => stopAndRemove("immediate");
  process.once("exit", stopOnExit);
  return {
    url,
    port: chosenPort,
    dir,
    /** Stops the server now (immediate shutdown), for fault tests; `start` brings it back. */
    kill: () => stopServer("immediate"),
    start: startServer,
    stop: () => {
      process.removeListener("exit", stopOnExit);
      stopAndRemove("fast");
    },
  };
}
