// The cluster's load balancer: HAProxy from Debian's `haproxy` package, run in the
// foreground with a configuration written for the instances at hand
// (docs/decisions/0009-scaling-out.md).
//
// - Health checks: GET /healthz every 400 ms, each allowed 400 ms; two failures take an instance out of
//   the rotation (at most 1.5 s after it stops answering), two successes bring
//   it back.
// - Retries: a request whose connection was refused never reached an instance, so
//   any request may go to another one then. Other failures (no answer, a timeout, a
//   5xx) are retried only for GET, HEAD and OPTIONS, which are safe to repeat: a
//   lead POSTed twice would be stored twice.
// - Client addresses: `option forwardfor` appends the address HAProxy saw to
//   X-Forwarded-For, and the instances run with TRUST_PROXY=1, so they count that
//   one and never an entry the client wrote.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { accepting } from "./ports.mjs";

const CANDIDATES = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy", "/usr/bin/haproxy"];
const READY_MS = 10_000;

/** The haproxy binary, or an error that says how to install it. */
export function findHaproxy() {
  const fromPath = spawnSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" }).stdout.trim();
  const found = [fromPath, ...CANDIDATES].find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "HAProxy is not installed. Install Debian's package (as root: apt-get update && apt-get install -y haproxy) and run this again.",
    );
  }
  return found;
}

/**
 * HAProxy's own answers, in the shape of the instances' JSON errors: with every instance out of the
 * rotation (the database down, so /healthz fails everywhere) a client still gets JSON it can read.
 */
const OWN_ANSWERS = {
  502: ["Bad Gateway", "The site could not answer. Please try again shortly."],
  503: ["Service Unavailable", "The service is briefly unavailable. Please try again shortly."],
  504: ["Gateway Timeout", "The site took too long to answer. Please try again shortly."],
};

function errorFile(status, [error, message]) {
  const body = JSON.stringify({ error, message });
  return [
    `HTTP/1.1 ${status} ${error}`,
    "Content-Type: application/json; charset=utf-8",
    "Cache-Control: no-store",
    ...(status === 503 ? ["Retry-After: 5"] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** The configuration for these upstreams; exported so a test can read what it promises. */
export function haproxyConfig({ upstreams, port, host = "127.0.0.1", errorDir }) {
  const errorFiles = errorDir
    ? Object.keys(OWN_ANSWERS)
        .map((status) => `  errorfile ${status} ${join(errorDir, `${status}.http`)}`)
        .join("\n")
    : "";
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout check 400ms
  option forwardfor
  option redispatch
  retries 2
  retry-on all-retryable-errors
${errorFiles}

frontend site
  bind ${host}:${port}
  # Only a refused connection is retried for a request that is not safe to repeat.
  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 400ms fastinter 300ms downinter 500ms fall 2 rise 2
${upstreams.map((upstream, index) => `  server instance-${index + 1} ${upstream.host}:${upstream.port} check`).join("\n")}
`;
}

/**
 * Starts HAProxy in front of `upstreams` on `port` and resolves once it accepts connections.
 * `close()` stops it and removes its configuration.
 */
export async function startHaproxy({ upstreams, port, host = "127.0.0.1" }) {
  const binary = findHaproxy();
  const dir = mkdtempSync(join(tmpdir(), "ikey-haproxy-"));
  const configFile = join(dir, "haproxy.cfg");
  for (const [status, answer] of Object.entries(OWN_ANSWERS)) {
    writeFileSync(join(dir, `${status}.http`), errorFile(Number(status), answer));
  }
  writeFileSync(configFile, haproxyConfig({ upstreams, port, host, errorDir: dir }));
  const check = spawnSync(binary, ["-c", "-q", "-f", configFile], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration: ${check.stderr || check.stdout}`);

  // -db: stay in the foreground, so this process owns it and it dies with the cluster.
  // Its notices (a server going down and up) are kept, the last few, for an error message.
  const child = spawn(binary, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let notices = "";
  child.stderr.on("data", (chunk) => {
    notices = (notices + chunk).slice(-4_000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const deadline = Date.now() + READY_MS;
  while (!(await accepting(port, host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      remove();
      throw new Error(`HAProxy did not start on ${host}:${port}:\n${notices}`);
    }
    await sleep(50);
  }
  return {
    url: `http://${host}:${port}`,
    process: child,
    close: async () => {
      if (child.exitCode === null) {
        // SIGUSR1: stop accepting, let requests in flight finish.
        child.kill("SIGUSR1");
        const stopped = await Promise.race([exited.then(() => true), sleep(5_000, false)]);
        if (!stopped) child.kill("SIGKILL");
      }
      remove();
    },
  };
}
