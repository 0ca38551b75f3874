import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { problemSchema } from "@ikey/contracts/api-schemas";
import { TRANSLATION_STATUS_FILE, translationStatusSchema } from "@ikey/contracts/translations";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fail } from "../http/json-body";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";

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
      const parsed = text === null ? null : translationStatusSchema.safeParse(JSON.parse(text));
      if (!parsed?.success) {
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
