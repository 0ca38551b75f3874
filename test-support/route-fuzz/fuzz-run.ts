// The route fuzz itself: every route's valid request with one parameter at a time replaced by
// hostile values (hostile-values.ts), sent one after another to the fuzz's server over loopback,
// each answer timed on the wall and in the server's CPU time, while /healthz is asked four times
// a second on the side. What a route answered is judged as issue 48 asks: within a second of CPU,
// never a 5xx, never silence, a 4xx as JSON that names the problem, and the server answering its
// health check throughout.
import { request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { hostileFiles, hostileValues, kindOf, type Placement } from "./hostile-values";
import type { RouteRequest } from "./route-requests";

/** A route as the fuzz sends it: its name ("POST /staff/api/leads/:id/notes") and its valid request. */
export interface FuzzRoute {
  readonly name: string;
  readonly request: RouteRequest;
  /** An API route answers a refusal in JSON; a page's is the not-found page. */
  readonly api: boolean;
}

export interface FuzzTarget {
  readonly origin: string;
  cpuSeconds(): number;
  running(): boolean;
  /** For a benchmark's "before": starts the server again after an answer never came (the fuzz test has none, and fails). */
  readonly restart?: () => Promise<void>;
}

export interface FuzzSettings {
  /** Values fast-check draws per parameter, after the curated ones. */
  readonly randomPerParameter: number;
  readonly seed: number;
  /** How long the fuzz waits for one answer before it counts as none. */
  readonly answerTimeoutMs: number;
  /** The CPU one answer may take. */
  readonly cpuLimitMs: number;
}

export interface RouteFigures {
  readonly route: string;
  cases: number;
  slowestWallMs: number;
  slowestWallCase: string;
  slowestCpuMs: number;
  slowestCpuCase: string;
  readonly statuses: Record<string, number>;
  readonly problems: string[];
}

export interface FuzzOutcome {
  readonly routes: RouteFigures[];
  /** Health checks that did not answer 200 within a second, with the route being fuzzed at the time. */
  readonly healthFailures: string[];
  readonly healthChecks: number;
}

interface Case {
  readonly label: string;
  readonly request: RouteRequest;
}

const HEALTH_INTERVAL_MS = 250;
const HEALTH_TIMEOUT_MS = 1_000;

/** The case's value as a report shows it: short, with invisible characters visible. */
function shown(value: unknown): string {
  const text = value === undefined ? "(left out)" : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}

/** A small stable number per text, so that each parameter draws other random values. */
function seedOf(text: string, base: number): number {
  let hash = base;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** A copy of `part` with the value at `path` replaced, or left out when `value` is undefined. */
function replaced(part: Readonly<Record<string, unknown>> | undefined, path: readonly string[], value: unknown) {
  const copy: Record<string, unknown> = { ...part };
  const [name = "", ...rest] = path;
  if (rest.length > 0) copy[name] = replaced(copy[name] as Record<string, unknown>, rest, value);
  else if (value === undefined) delete copy[name];
  else copy[name] = value;
  return copy;
}

function withValue(request: RouteRequest, placement: Placement, path: readonly string[], value: unknown): RouteRequest {
  if (placement === "path")
    return { ...request, params: replaced(request.params, path, value) as Record<string, string> };
  if (placement === "query")
    return { ...request, query: replaced(request.query, path, value) as Record<string, string> };
  return { ...request, body: replaced(request.body, path, value) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each parameter of a part with its valid value: in a body, an object's own fields too, by their path. */
function parametersOf(values: Readonly<Record<string, unknown>> | undefined, prefix: string[] = []) {
  const found: { path: string[]; valid: unknown }[] = [];
  for (const [name, valid] of Object.entries(values ?? {})) {
    found.push({ path: [...prefix, name], valid });
    if (isRecord(valid)) found.push(...parametersOf(valid, [...prefix, name]));
  }
  return found;
}

/** Every hostile case of a route: each parameter in turn, the others left valid. */
export function casesOf(route: FuzzRoute, settings: FuzzSettings): Case[] {
  const cases: Case[] = [];
  const parts: [Placement, Readonly<Record<string, unknown>> | undefined][] = [
    ["path", route.request.params],
    ["query", route.request.query],
    ["body", route.request.body],
  ];
  const { file } = route.request;
  if (file) {
    for (const [label, type, bytes] of hostileFiles(file.bytes)) {
      cases.push({ label: `file=${label}`, request: { ...route.request, file: { type, bytes } } });
    }
  }
  for (const [placement, values] of parts) {
    for (const { path, valid } of parametersOf(values)) {
      const name = path.join(".");
      const seed = seedOf(`${route.name} ${placement} ${name}`, settings.seed);
      const hostile = hostileValues(kindOf(valid), placement, settings.randomPerParameter, seed);
      // A path's parameter cannot be left out; a query's or a body's can.
      for (const value of placement === "path" ? hostile : [...hostile, undefined]) {
        cases.push({ label: `${name}=${shown(value)}`, request: withValue(route.request, placement, path, value) });
      }
    }
  }
  return cases;
}

/**
 * `text` percent-encoded for an address. A lone surrogate, which encodeURIComponent refuses, goes as
 * the three bytes a careless encoder writes for it (not UTF-8): the server must refuse those too.
 */
function encoded(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join("");
      }
      return encodeURIComponent(char);
    })
    .join("");
}

function addressOf(origin: string, pattern: string, request: RouteRequest): string {
  const path = (pattern === "*" ? "/*" : pattern).replace(/:(\w+)|\*/g, (part, name?: string) =>
    encoded(request.params?.[name ?? "*"] ?? part),
  );
  const query = Object.entries(request.query ?? {})
    .map(([name, value]) => `${encoded(name)}=${encoded(String(value))}`)
    .join("&");
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

/**
 * Sends one request over its own connection; answers its status and body, or null when no answer
 * came in time. Node's http rather than fetch, which refuses some methods the server has routes
 * for (TRACE).
 */
function send(target: FuzzTarget, route: FuzzRoute, request: RouteRequest, timeoutMs: number) {
  const [method = "GET", pattern = "/"] = route.name.split(" ");
  const headers: Record<string, string> = { origin: target.origin, ...request.headers };
  const body =
    request.file?.bytes ?? request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (request.file !== undefined) headers["content-type"] = request.file.type;
  else if (request.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
  else if (request.body !== undefined) headers["content-type"] = "application/json";
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  if (request.as) {
    headers.cookie = request.as.cookie;
    headers["x-csrf-token"] = request.as.csrfToken;
  }
  return new Promise<{ status: number; text: string } | null>((resolve) => {
    const sent = httpRequest(
      addressOf(target.origin, pattern, request),
      { method, headers, agent: false, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on("error", () => resolve(null));
      },
    );
    sent.on("timeout", () => sent.destroy());
    sent.on("error", () => resolve(null));
    sent.end(body);
  });
}

/** A refusal that names its problem: JSON with a message (the callable's own protocol nests it). */
function namesProblem(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    return typeof body.message === "string" || typeof body.error?.message === "string";
  } catch {
    return false;
  }
}

/**
 * Fuzzes `routes` in order, one request at a time, and answers each route's figures. The routes
 * whose valid request spends its record (route-requests.ts) should come last.
 */
export async function fuzzRoutes(
  target: FuzzTarget,
  routes: readonly FuzzRoute[],
  settings: FuzzSettings,
  progress: (message: string) => void = () => {},
): Promise<FuzzOutcome> {
  const healthFailures: string[] = [];
  let healthChecks = 0;
  let current = "(starting)";
  let fuzzing = true;
  const healthWatch = (async () => {
    while (fuzzing) {
      const started = performance.now();
      const answer = await fetch(`${target.origin}/healthz`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).catch(
        () => null,
      );
      healthChecks++;
      if (answer?.status !== 200) healthFailures.push(`${current}: ${answer ? answer.status : "no answer within 1 s"}`);
      await answer?.arrayBuffer().catch(() => {});
      await sleep(Math.max(0, HEALTH_INTERVAL_MS - (performance.now() - started)));
    }
  })();

  const figures: RouteFigures[] = [];
  let silenced = false;
  for (const route of routes) {
    const result: RouteFigures = {
      route: route.name,
      cases: 0,
      slowestWallMs: 0,
      slowestWallCase: "",
      slowestCpuMs: 0,
      slowestCpuCase: "",
      statuses: {},
      problems: [],
    };
    figures.push(result);
    if (silenced) {
      result.problems.push("not fuzzed: the server had stopped answering");
      continue;
    }
    const valid = { label: "the valid request", request: route.request.valid ?? route.request };
    const cases = [...casesOf(route, settings), valid];
    progress(`${route.name}: ${cases.length} cases`);
    for (const [index, { label, request }] of cases.entries()) {
      current = `${route.name} ${label}`;
      const cpuBefore = target.cpuSeconds();
      const started = performance.now();
      const answer = await send(target, route, request, settings.answerTimeoutMs);
      const wallMs = performance.now() - started;
      const cpuMs = target.running() ? (target.cpuSeconds() - cpuBefore) * 1000 : Number.NaN;
      result.cases++;
      if (wallMs > result.slowestWallMs) Object.assign(result, { slowestWallMs: wallMs, slowestWallCase: label });
      if (cpuMs > result.slowestCpuMs) Object.assign(result, { slowestCpuMs: cpuMs, slowestCpuCase: label });
      const status = answer ? String(answer.status) : "none";
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;

      if (!answer) {
        result.problems.push(`${label}: no answer within ${settings.answerTimeoutMs / 1000} s`);
        if (!target.restart) {
          silenced = true;
          break;
        }
        progress(`${route.name} ${label}: no answer; starting the server again`);
        await target.restart();
        continue;
      }
      if (cpuMs > settings.cpuLimitMs) result.problems.push(`${label}: ${Math.round(cpuMs)} ms of CPU`);
      if (answer.status >= 500) result.problems.push(`${label}: ${answer.status} ${answer.text.slice(0, 120)}`);
      if (answer.text.includes("FST_")) result.problems.push(`${label}: the framework's own error code`);
      if (route.api && answer.status >= 400 && answer.status < 500 && !namesProblem(answer.text)) {
        result.problems.push(`${label}: ${answer.status} without a JSON message: ${answer.text.slice(0, 80)}`);
      }
      const isValid = index === cases.length - 1;
      if (
        isValid &&
        (route.request.expect ?? "success") === "success" &&
        (answer.status < 200 || answer.status >= 300)
      ) {
        result.problems.push(`the valid request answered ${answer.status}: ${answer.text.slice(0, 160)}`);
      }
    }
  }
  fuzzing = false;
  await healthWatch;
  return { routes: figures, healthFailures, healthChecks };
}
