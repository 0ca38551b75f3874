import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ClientProblemError } from "../http/problems";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The `charset` a Content-Type names, lower-cased, if any. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "")?.[1]?.toLowerCase();
}

/**
 * The path of the first key that could reach an object's prototype if the body were merged into
 * another object: `__proto__`, or `constructor.prototype`. JSON.parse itself stores such keys as
 * plain properties, so the body is parsed first and walked after, with a stack of its own rather
 * than recursion: a 16 KB body can nest thousands deep.
 */
export function forbiddenKeyPath(value: unknown): string | undefined {
  // Each entry links to its parent, so a deep body costs no copying of paths.
  interface Step {
    readonly node: unknown;
    readonly key?: string;
    readonly parent?: Step;
  }
  const pathOf = (step: Step, ...tail: string[]) => {
    const keys = tail;
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.join(".");
  };
  const pending: Step[] = [{ node: value }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const { node } = step;
    if (typeof node !== "object" || node === null) continue;
    const entries = Object.entries(node);
    for (const [key, child] of entries) {
      if (key === "__proto__") return pathOf(step, key);
      if (key === "constructor" && typeof child === "object" && child !== null && Object.hasOwn(child, "prototype")) {
        return pathOf(step, key, "prototype");
      }
    }
    // Reversed, so the first key's subtree is walked first and the path reported is the first in the body.
    for (const [key, child] of entries.reverse()) pending.push({ node: child, key, parent: step });
  }
  return undefined;
}

function refuse(status: number, error: string, message: string): ClientProblemError {
  return new ClientProblemError({ status, error, message });
}

/**
 * JSON bodies for every route: the media type in any case, UTF-8 only (400 for bytes that are not,
 * 415 for another declared charset), and no keys that reach a prototype. The size limit stays the
 * server's `bodyLimit`, which answers 413.
 */
async function jsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    /^application\/json\s*(;|$)/i,
    { parseAs: "buffer" },
    (request: FastifyRequest, raw: Buffer | string, done: (error: Error | null, body?: unknown) => void) => {
      const charset = charsetOf(request.headers["content-type"]);
      if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
        return done(refuse(415, "Unsupported Media Type", `Send the body as UTF-8, not ${charset.slice(0, 40)}.`));
      }
      let text: string;
      try {
        text = typeof raw === "string" ? raw : utf8.decode(raw);
      } catch {
        return done(refuse(400, "Invalid Encoding", "The body is not valid UTF-8."));
      }
      if (text.trim() === "") return done(refuse(400, "Bad Request", "The body is empty: send a JSON object."));
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return done(refuse(400, "Invalid JSON", "Body is not valid JSON."));
      }
      const forbidden = forbiddenKeyPath(body);
      if (forbidden !== undefined) {
        return done(refuse(400, "Forbidden Key", `The body may not contain the key "${forbidden}".`));
      }
      done(null, body);
    },
  );
}

export default fp(jsonBodies, { name: "json-bodies" });
