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
  const headersFor = securityHeadersFor(site);
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headersFor(request.protocol));
  });
}

/**
 * The headers for a request's protocol: with TRUST_PROXY behind a proxy, the one the client used.
 * Also for the router's own refusals (app.ts's frameworkErrors), which no hook sees.
 */
export function securityHeadersFor(site: SiteConfig): (protocol: string) => Readonly<Record<string, string>> {
  const plain = securityHeaders(site, { overTls: false });
  const overTls = securityHeaders(site, { overTls: true });
  return (protocol) => (protocol === "https" ? overTls : plain);
}

export default fp(securityHeadersPlugin, { name: "security-headers" });
