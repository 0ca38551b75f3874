import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The Content-Security-Policy every response carries. Scripts come only from
 * this origin: the build moves React Router's inline scripts into files
 * (web/scripts/postbuild.mjs), so neither 'unsafe-inline' nor 'unsafe-eval' is
 * needed for script. Styles allow inline because the dialog library sets
 * element styles (docs/decisions/0003-content-security-policy.md).
 */
export const baseContentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  // The video facade shows our own poster, so no third-party image host is needed.
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["https://www.youtube-nocookie.com"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

const ONE_YEAR_SECONDS = 31_536_000;

/** The policy for a site whose pages may call these API hosts (the configured lead and status bases). */
export function contentSecurityPolicy(apiBases: readonly string[]) {
  // Paths ("/status/check") are this site's own and need no entry.
  const origins = [...new Set(apiBases.filter((base) => /^https?:/.test(base)).map((base) => new URL(base).origin))];
  return { ...baseContentSecurityPolicy, "connect-src": [...baseContentSecurityPolicy["connect-src"], ...origins] };
}

async function securityHeaders(app: FastifyInstance, { apiBases }: { apiBases: readonly string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(apiBases) },
    // HSTS only means something over TLS; it is added below when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // The embedded video player is a cross-origin iframe that does not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
}

export default fp(securityHeaders, { name: "security-headers" });
