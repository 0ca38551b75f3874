import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { problemSchema } from "@ikey/contracts/api-schemas";
import { TRANSLATION_STATUS_FILE, translationStatusSchema } from "@ikey/contracts/translations";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fail } from "../http/json-body";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";

/** A file's JSON, or null when it holds none (a build cut short): a missing status, not a 500. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Where the translations of the site's prose stand (admins): the table `npm run translations`
 * prints, as the build wrote it beside the site it built (web/scripts/translations.mjs --write).
 * Read at each call, so it is the site being served that the console describes.
 */
export async function translationsConsoleRoutes(server: FastifyInstance, deps: StaffConsoleDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/translations",
    {
      config: { consoleAccess: "translations" },
      schema: { response: { 200: translationStatusSchema, "4xx": problemSchema, 503: problemSchema } },
    },
    async (_request, reply) => {
      const text = await readFile(join(deps.webRoot, TRANSLATION_STATUS_FILE), "utf8").catch(() => null);
      const parsed = translationStatusSchema.safeParse(text === null ? null : parseJson(text));
      if (!parsed.success) {
        return fail(
          reply,
          503,
          "No Translation Status",
          "The site being served was built without its translation status: build it again with npm run build.",
        );
      }
      return parsed.data;
    },
  );
}
