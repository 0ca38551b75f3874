import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CMS_PREVIEW_PATH } from "@ikey/contracts/cms";
import { cmsPreviewTokenParamsSchema } from "@ikey/contracts/cms-api-schemas";
import { LANGUAGES, type Language } from "@ikey/contracts/languages";
import { inlineScriptHashes, pageContentSecurityPolicy } from "@ikey/contracts/security-headers";
import type { SiteConfig } from "@ikey/contracts/site-config";
import { notFoundFile } from "@ikey/contracts/site-pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { CmsLive } from "../cms/cms-live";
import { previewPage } from "../cms/cms-preview-pages";
import type { PreviewTokens } from "../cms/cms-preview-tokens";
import type { Database } from "../db/schema";
import type { Clock } from "../time";

export interface CmsPreviewOptions {
  readonly db: Kysely<Database>;
  readonly tokens: PreviewTokens;
  readonly live: CmsLive;
  readonly webRoot: string;
  readonly site: SiteConfig;
  readonly clock: Clock;
}

/** A page, as a browser asks for one, rather than a script's call. */
const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? "";
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
};

/**
 * A preview link's page, GET /cms-preview/<token> (docs/decisions/0045-cms.md, "Preview links"):
 * public, so the reader needs no console account, and so never indexed, cached, or told to another
 * site by the Referer of a link followed from it (the token is the whole of the permission). A
 * token this server did not sign, or one naming no revision of its text, answers as any address
 * the site does not have (the not-found page, or JSON); an expired one 410, in its language.
 */
export async function cmsPreviewRoutes(app: FastifyInstance, options: CmsPreviewOptions) {
  const expiredPages = new Map<Language, { html: string; policy: string }>();
  for (const language of LANGUAGES) {
    const html = readFileSync(join(options.webRoot, notFoundFile(language)), "utf8");
    expiredPages.set(language, {
      html,
      policy: pageContentSecurityPolicy(options.site, await inlineScriptHashes(html)),
    });
  }

  const expired = (request: FastifyRequest, reply: FastifyReply, language: Language) => {
    const page = expiredPages.get(language);
    if (!wantsHtml(request) || !page) {
      return reply.code(410).send({ error: "Gone", message: "This preview link has expired: ask for a new one." });
    }
    return reply
      .code(410)
      .header("content-security-policy", page.policy)
      .type("text/html; charset=utf-8")
      .send(page.html);
  };

  app.get<{ Params: { token: string } }>(`${CMS_PREVIEW_PATH}/:token`, async (request, reply) => {
    // On every answer, refusals included: a preview is nobody's to index, keep or pass on.
    reply
      .header("Cache-Control", "private, no-store")
      .header("X-Robots-Tag", "noindex, nofollow")
      .header("Referrer-Policy", "no-referrer");
    const params = cmsPreviewTokenParamsSchema.safeParse(request.params);
    const claim = params.success ? await options.tokens.read(params.data.token) : null;
    if (!claim) return reply.callNotFound();
    const now = options.clock();
    if (claim.expiresAt <= now) return expired(request, reply, claim.language);
    const page = await previewPage(options.db, options.live.snapshot().built, options.site, claim, now);
    if (!page) return reply.callNotFound();
    return reply.header("content-security-policy", page.policy).type("text/html; charset=utf-8").send(page.html);
  });
}
