import { problemSchema } from "@ikey/contracts/api-schemas";
import { IMMUTABLE } from "@ikey/contracts/cache-policy";
import { cmsMediaParamsSchema } from "@ikey/contracts/cms-api-schemas";
import { CMS_MEDIA_PATH, cmsImageVariantName } from "@ikey/contracts/cms-images";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { readVariant } from "../cms/cms-images";
import type { Database } from "../db/schema";
import { fail } from "../http/json-body";
import { NOT_MODIFIED_BODY, notModifiedSchema } from "../http/revalidated";

export interface CmsMediaOptions {
  readonly db: Kysely<Database>;
  /** The most bytes of pictures kept in memory (the most asked for last); the database has them all. */
  readonly cacheBytes?: number;
}

/** A few dozen pictures' widths: a post's pictures are asked for together, by every reader at once. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** The bytes kept, the last used last: a Map keeps its keys in the order they were set. */
function lruCache(limit: number) {
  const entries = new Map<string, Buffer>();
  let size = 0;
  return {
    get(key: string) {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key: string, bytes: Buffer) {
      if (bytes.length > limit || entries.has(key)) return;
      entries.set(key, bytes);
      size += bytes.length;
      for (const [oldest, old] of entries) {
        if (size <= limit) break;
        entries.delete(oldest);
        size -= old.length;
      }
    },
  };
}

/**
 * The console's pictures on the public site (docs/decisions/0045-cms.md, "Images"): GET (and HEAD)
 * /media/<id>-<width>w.<avif|webp>, read from the database on whichever instance is asked. A
 * name's bytes never change (the id is the upload's hash; a variant is written once), so they are
 * cached for good and the name itself is the ETag. An unknown name is a JSON 404, never cached: the
 * picture may be uploaded on another instance a moment later.
 */
export async function cmsMediaRoutes(
  server: FastifyInstance,
  { db, cacheBytes = DEFAULT_CACHE_BYTES }: CmsMediaOptions,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const cache = lruCache(cacheBytes);
  app.get(
    `${CMS_MEDIA_PATH}/:name`,
    {
      // AVIF and WebP are compressed already.
      compress: false,
      schema: {
        params: cmsMediaParamsSchema,
        response: { 200: z.instanceof(Buffer), 304: notModifiedSchema, "4xx": problemSchema },
      },
    },
    async (request, reply) => {
      const { id, width, format } = request.params.name;
      const name = cmsImageVariantName(id, width, format);
      const etag = `"${name}"`;
      let bytes = cache.get(name);
      if (!bytes) {
        const row = await readVariant(db, id, width, format);
        if (!row) return fail(reply, 404, "Not Found", `There is no picture ${CMS_MEDIA_PATH}/${name}.`);
        bytes = Buffer.from(row.bytes);
        cache.set(name, bytes);
      }
      reply
        .header("Cache-Control", IMMUTABLE)
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff")
        .type(`image/${format}`);
      const held = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
      if (held?.some((tag) => tag === etag || tag === "*")) return reply.code(304).send(NOT_MODIFIED_BODY);
      return reply.send(bytes);
    },
  );

  // Anything else under /media, a name too long for the router's parameter included: no picture,
  // in JSON as above, rather than the site's not-found page.
  app.get(
    `${CMS_MEDIA_PATH}/*`,
    { schema: { params: z.object({ "*": z.string() }), response: { "4xx": problemSchema } } },
    async (_request, reply) => fail(reply, 404, "Not Found", `There is no such picture under ${CMS_MEDIA_PATH}.`),
  );
}
