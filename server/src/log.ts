import type { Writable } from "node:stream";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import pretty from "pino-pretty";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's address holds a secret (a calendar feed's token, which calendar programs can
     * only send there): the log writes the route's pattern, such as /api/demo-calendar/:feed.
     */
    secretPath?: boolean;
  }
}

/**
 * What a request log line may say. No query string (it can carry access codes
 * and e-mail addresses), no secret in a path, no headers, no client address: personal data
 * stays out of logs.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, path: pathOf(request), id: request.id };
  },
};

function pathOf(request: FastifyRequest): string {
  if (request.routeOptions.config?.secretPath) return request.routeOptions.url ?? "/";
  return request.url.split("?")[0] ?? "/";
}

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

export interface LoggerChoice {
  readonly level: LoggerOptions["level"];
  /** Whether standard output is a terminal (`process.stdout.isTTY`): a person reads it there. */
  readonly isTTY: boolean;
  /** Where the lines go; standard output unless a test reads them. */
  readonly destination?: Writable;
}

const COMPLETED = "request completed";

/** The fields of a request's line that the readable form says in its message instead. */
const REQUEST_FIELDS = ["reqId", "req", "res", "responseTime"];

interface RequestLine {
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line reads "GET /faq 200 3 ms"; every other line keeps its message. */
function readableMessage(line: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = line as RequestLine;
  const message = String(line[messageKey] ?? "");
  if (!req || !res) return message;
  const summary = `${req.method} ${req.path} ${res.statusCode} ${Math.round(responseTime ?? 0)} ms`;
  return message === COMPLETED ? summary : `${summary}: ${message}`;
}

/**
 * The logger's options: one readable line per event for a person at a terminal, JSON lines for
 * everything else (log collectors, files, pipes), where operators expect them.
 */
export function loggerOptions({ level, isTTY, destination }: LoggerChoice): LoggerOptions {
  const options = { level, serializers: logSerializers };
  if (!isTTY) return destination ? { ...options, stream: destination } : options;
  const stream = pretty({
    destination: destination ?? 1,
    translateTime: "SYS:HH:MM:ss",
    ignore: ["pid", "hostname", ...REQUEST_FIELDS].join(","),
    // Extra fields stay on the event's line; an error's stack still follows on lines of its own.
    singleLine: true,
    messageFormat: readableMessage,
  });
  return { ...options, stream };
}

/**
 * One line per request, when it is answered: its method, path (no query), status and time. Files
 * the pages load (scripts, styles, images, fonts) are logged only at `debug`, so that a page load
 * is one line at the default level; pages, API calls and every failure are logged at `info` or above.
 */
export class RequestLog extends LogController {
  readonly #isAssetFile: (request: FastifyRequest) => boolean;

  constructor(isAssetFile: (request: FastifyRequest) => boolean) {
    super();
    this.#isAssetFile = isAssetFile;
  }

  // The completion line carries the request too, so the line when it arrives would only repeat it.
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, "request errored");
      return;
    }
    // A redirect or a missing file is worth seeing; a file sent (or still fresh in the cache) is not.
    const sent = reply.statusCode < 300 || reply.statusCode === 304;
    const quiet = sent && this.#isAssetFile(request);
    reply.log[quiet ? "debug" : "info"](line, COMPLETED);
  }

  // Fastify's own says the raw URL, query string and all.
  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${pathOf(request)} not found`);
  }
}
