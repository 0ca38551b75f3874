import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An onSend hook: the server's own time for the call in a Server-Timing header, which the
 * benchmarks read (bench/console.mjs, bench/status-history.mjs) and browsers' tools show.
 */
export async function serverTiming(_request: FastifyRequest, reply: FastifyReply) {
  reply.header("Server-Timing", `app;dur=${reply.elapsedTime.toFixed(1)}`);
}
