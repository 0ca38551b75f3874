import compress from "@fastify/compress";
import Fastify, { type FastifyError, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/connection";
import { logSerializers } from "./log";
import securityHeaders from "./plugins/security-headers";
import staticSite from "./plugins/static-site";
import { healthRoutes } from "./routes/health";

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly database: DatabaseHandle;
  /** Tests pass `false`; production gets structured JSON logs. */
  readonly logger?: FastifyServerOptions["logger"];
}

/** Builds the whole server without listening, so tests can drive it with `app.inject`. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    // Slow or stalled clients must not hold sockets open (slowloris).
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ error: "Internal Server Error", message: "Something went wrong on our side." });
    }
    return reply.code(status).send({ error: error.code ?? "Bad Request", message: error.message });
  });

  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(healthRoutes, { database });
  await app.register(staticSite, { webRoot: config.webRoot, centreDirectoryUrl: config.site.CENTRE_DIRECTORY_URL });
  app.addHook("onClose", () => database.close());
  return app;
}
