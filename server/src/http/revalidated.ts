import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/**
 * Answers that every reader asks for again each time (`no-cache`), cheaply: the ETag is a hash of
 * what the answer says, so a reader whose copy still says it gets 304 and no body.
 *
 * Hand-made rather than @fastify/etag, which hashes the whole payload: the status history carries
 * the moment it was made, so its payload differs on every request and no copy would ever match.
 */
export const ASK_EVERY_TIME = "public, no-cache";

/** A 304's body: none. */
export const NOT_MODIFIED_BODY = "";
export const notModifiedSchema = z.literal(NOT_MODIFIED_BODY);

/** A strong ETag for `content` (any JSON value, or text). */
export function entityTag(content: unknown): string {
  const text = typeof content === "string" ? content : JSON.stringify(content);
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/**
 * Sets Cache-Control and the ETag; true when the request's If-None-Match already names it, after
 * which the caller sends the 304 this has set up.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header("Cache-Control", ASK_EVERY_TIME).header("ETag", tag);
  const held = request.headers["if-none-match"];
  if (typeof held !== "string") return false;
  const matches = held
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .some((candidate) => candidate === tag || candidate === "*");
  if (matches) reply.code(304);
  return matches;
}
