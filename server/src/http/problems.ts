import { STATUS_CODES } from "node:http";
import type { FastifyError } from "fastify";

/** A 4xx answer in the project's words: what went wrong, as a stable name and a sentence. */
export interface ClientProblem {
  readonly status: number;
  readonly error: string;
  readonly message: string;
  /** The body's field at fault, when a form's check failed. */
  readonly field?: string;
}

/** An error the project raises itself (for example from the JSON parser), carrying its answer. */
export class ClientProblemError extends Error {
  readonly statusCode: number;
  constructor(readonly problem: ClientProblem) {
    super(problem.message);
    this.statusCode = problem.status;
  }
}

const NOT_JSON = "Send the body as JSON (Content-Type: application/json).";

const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  403: "This address may not be read.",
  404: "Nothing is at this address.",
  405: "This address does not take that method.",
  408: "The request took too long to arrive.",
  413: "The body is too large.",
  415: NOT_JSON,
};

/**
 * A request that failed its route's schema (contracts/api-schemas.ts). A body gets the form's
 * answer: the first failing check's own message (the schema holds them in the required order,
 * requirements: Validation rules) and its field; a query's or an address's parameter its own
 * message and name. The headers name themselves and the rule ("headers/idempotency-key Too big: …").
 */
export function validationProblemOf(error: FastifyError): ClientProblem {
  const first = error.validation?.[0];
  if (error.validationContext === "body" && first) {
    const field = first.instancePath.slice(1).replaceAll("/", ".") || "body";
    return { status: 400, error: "Validation Failed", message: first.message ?? "Invalid form.", field };
  }
  // A query's or an address's own message names its parameter; the framework's prefix
  // ("querystring/date", "params/id") adds nothing.
  const part = error.validationContext;
  if ((part === "querystring" || part === "params") && first?.message) {
    const field = first.instancePath.slice(1) || (part === "params" ? "address" : "query");
    return { status: 400, error: "Bad Request", message: first.message, field };
  }
  return { status: 400, error: "Bad Request", message: error.message };
}

/**
 * The answer for a request the server refused before or outside a handler: the framework's own
 * codes (FST_ERR_…) and messages are never sent, only the project's.
 */
export function clientProblemOf(error: FastifyError, bodyLimit: number): ClientProblem {
  if (error instanceof ClientProblemError) return error.problem;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, error: "Payload Too Large", message: `The body is larger than ${bodyLimit} bytes.` };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, error: "Unsupported Media Type", message: NOT_JSON };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, error: "Bad Request", message: "The body's length does not match its Content-Length." };
    case "FST_ERR_VALIDATION":
      return validationProblemOf(error);
    case "FST_ERR_BAD_URL":
      return { status: 400, error: "Bad Request", message: "The address is not valid: its text is not UTF-8." };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return {
    status,
    error: STATUS_CODES[status] ?? "Bad Request",
    message: MESSAGE_BY_STATUS[status] ?? "The request could not be handled.",
  };
}
