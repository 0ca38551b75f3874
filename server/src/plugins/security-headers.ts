import { securityHeaders } from "@ikey/contracts/security-headers";
import type { SiteConfig } from "@ikey/contracts/site-config";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Sets the security headers on every response, redirects and errors included.
 * They come from contracts/security-headers.ts, which the web build also writes
 * into the static host's `_headers` file, so a site served either way sends the
 * same ones (docs/decisions/0003-content-security-policy.md, 0008-static-host-rules.md).
 */
async function securityHeadersPlugin(app: FastifyInstance, { site }: { site: SiteConfig }) {
  const plain = securityHeaders(site, { overTls: false });
  const overTls = securityHeaders(site, { overTls: true });
  app.addHook("onRequest", async (request, reply) => {
    // With TRUST_PROXY behind a proxy, the protocol is the one the client used.
    reply.headers(request.protocol === "https" ? overTls : plain);
  });
}

export default fp(securityHeadersPlugin, { name: "security-headers" });
