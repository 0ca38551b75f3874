import { problemSchema } from "@ikey/contracts/api-schemas";
import { CMS_BODY_MAX, CMS_KINDS, CMS_SUMMARY_MAX, CMS_TITLE_MAX, type CmsKind, cmsAreaOf } from "@ikey/contracts/cms";
import {
  cmsConflictSchema,
  cmsDraftSchema,
  cmsItemParamsSchema,
  cmsItemReplySchema,
  cmsListSchema,
  cmsNewItemSchema,
  cmsPreviewLinkSchema,
  cmsPreviewReplySchema,
  cmsPreviewSchema,
  cmsPublishSchema,
  cmsRevisionParamsSchema,
  cmsRevisionsSchema,
  cmsSettingsSchema,
  cmsTextParamsSchema,
  cmsUnpublishSchema,
} from "@ikey/contracts/cms-api-schemas";
import { cmsMarkdown } from "@ikey/contracts/cms-markdown";
import { emptyBodySchema, okSchema } from "@ikey/contracts/console-api-schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Acting, createItem, listRevisions, restoreRevision, saveDraft } from "../cms/cms-drafts";
import type { CmsLive } from "../cms/cms-live";
import { createPreviewLink } from "../cms/cms-preview-links";
import type { PreviewTokens } from "../cms/cms-preview-tokens";
import { CmsConflict, CmsProblem } from "../cms/cms-problems";
import {
  approveText,
  type BuiltInSlugs,
  cancelScheduledChanges,
  declineApproval,
  publishText,
  readApproval,
  setApproval,
  unpublishText,
} from "../cms/cms-publishing";
import { listItems, readItem } from "../cms/cms-texts";
import { fail } from "../http/json-body";
import { actingMember } from "../staff/console-requests";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { cmsImageUploadRoutes } from "./cms-image-upload";

export interface CmsDeps extends StaffConsoleDeps {
  readonly cmsLive: CmsLive;
  readonly builtInSlugs: BuiltInSlugs;
  /** Signs the preview links a member sends to readers with no account (routes/cms-preview.ts reads them). */
  readonly cmsPreviewTokens: PreviewTokens;
}

const replies = { "4xx": problemSchema };

/**
 * A draft's words at their longest (CMS_BODY_MAX characters of Chinese are three bytes each, and
 * JSON may write a character as six), with room for the other fields: the site's 16 KB for forms
 * would refuse a long article as the editor saves it.
 */
const CMS_BODY_LIMIT_BYTES = (CMS_BODY_MAX + CMS_SUMMARY_MAX + CMS_TITLE_MAX) * 6 + 4_096;
const outcomeSchema = cmsItemReplySchema.extend({ outcome: z.enum(["published", "awaiting-approval"]) });

/**
 * The console's publishing (docs/decisions/0045-cms.md): announcements under
 * /staff/api/cms/announcements for marketing and admins, help articles under
 * /staff/api/cms/help-articles for support and admins, the same calls for each. The guard checks
 * the role and the CSRF token of every call before its body is read; every change is audited
 * (server/src/cms) and read again at once by this instance's public pages.
 */
export async function cmsRoutes(server: FastifyInstance, deps: CmsDeps) {
  for (const kind of CMS_KINDS) {
    await server.register((scoped) => kindRoutes(scoped, deps, kind), { prefix: `/cms/${cmsAreaOf[kind]}` });
  }
}

async function kindRoutes(server: FastifyInstance, deps: CmsDeps, kind: CmsKind) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { consoleAccess: cmsAreaOf[kind] } as const;
  const acting = async (request: FastifyRequest): Promise<Acting> => {
    const { member, clientHash } = await actingMember(deps.hash, request);
    return { member: { id: member.staffId, email: member.email }, clientHash, now: deps.clock() };
  };
  /** The item as it now is, after a change this instance then serves at once. */
  const changed = async (id: number) => {
    await deps.cmsLive.refresh();
    const item = await readItem(deps.db, kind, id);
    if (!item) throw new CmsProblem(404, "There is no such item.");
    return item;
  };
  const answer = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CmsProblem)
        return fail(reply, error.status, refusal(error.status), error.message, error.field);
      throw error;
    }
  };

  app.get("/", { config, schema: { response: { 200: cmsListSchema, ...replies } } }, async () => ({
    items: await listItems(deps.db, kind),
    approval: await readApproval(deps.db, kind),
  }));

  app.post(
    "/",
    { config, schema: { body: cmsNewItemSchema, response: { 201: cmsItemReplySchema, ...replies } } },
    (request, reply) =>
      answer(reply, async () => {
        const id = await createItem(deps.db, kind, request.body.audience, await acting(request));
        return reply.code(201).send({ item: await changed(id) });
      }),
  );

  app.get(
    "/:id",
    { config, schema: { params: cmsItemParamsSchema, response: { 200: cmsItemReplySchema, ...replies } } },
    async (request, reply) => {
      const item = await readItem(deps.db, kind, request.params.id);
      return item ? { item } : fail(reply, 404, "Not Found", "There is no such item.");
    },
  );

  app.put(
    "/:id/texts/:language",
    {
      config,
      bodyLimit: CMS_BODY_LIMIT_BYTES,
      schema: {
        params: cmsTextParamsSchema,
        body: cmsDraftSchema,
        response: { 200: cmsItemReplySchema, 409: cmsConflictSchema, ...replies },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const { id, language } = request.params;
        try {
          await saveDraft(deps.db, kind, id, language, request.body, await acting(request));
        } catch (error) {
          if (!(error instanceof CmsConflict)) throw error;
          const item = await readItem(deps.db, kind, id);
          if (!item) throw new CmsProblem(404, "There is no such item.");
          return reply.code(409).send({ error: "Conflict", message: error.message, current: item.texts[language] });
        }
        return { item: await changed(id) };
      }),
  );

  app.post(
    "/:id/texts/:language/publish",
    {
      config,
      schema: { params: cmsTextParamsSchema, body: cmsPublishSchema, response: { 200: outcomeSchema, ...replies } },
    },
    (request, reply) =>
      answer(reply, async () => {
        const { id, language } = request.params;
        const outcome = await publishText(
          deps.db,
          deps.builtInSlugs,
          kind,
          id,
          language,
          request.body,
          await acting(request),
        );
        return { item: await changed(id), outcome };
      }),
  );

  const textAction = (
    path: string,
    act: (id: number, language: Parameters<typeof approveText>[4], who: Acting) => Promise<void>,
  ) =>
    app.post(
      `/:id/texts/:language/${path}`,
      {
        config,
        schema: {
          params: cmsTextParamsSchema,
          body: emptyBodySchema,
          response: { 200: cmsItemReplySchema, ...replies },
        },
      },
      (request, reply) =>
        answer(reply, async () => {
          await act(request.params.id, request.params.language, await acting(request));
          return { item: await changed(request.params.id) };
        }),
    );
  textAction("approve", (id, language, who) => approveText(deps.db, deps.builtInSlugs, kind, id, language, who));
  textAction("decline", (id, language, who) => declineApproval(deps.db, kind, id, language, who));
  textAction("cancel-changes", (id, language, who) => cancelScheduledChanges(deps.db, kind, id, language, who));

  app.post(
    "/:id/texts/:language/unpublish",
    {
      config,
      schema: {
        params: cmsTextParamsSchema,
        body: cmsUnpublishSchema,
        response: { 200: cmsItemReplySchema, ...replies },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const { id, language } = request.params;
        await unpublishText(deps.db, kind, id, language, request.body.at, await acting(request));
        return { item: await changed(id) };
      }),
  );

  // A link to the text's current revision for someone with no account; this instance serves it (siteUrl).
  app.post(
    "/:id/texts/:language/preview-link",
    {
      config,
      schema: {
        params: cmsTextParamsSchema,
        body: emptyBodySchema,
        response: { 200: cmsPreviewLinkSchema, ...replies },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const { id, language } = request.params;
        const who = await acting(request);
        return createPreviewLink(deps.db, deps.cmsPreviewTokens, kind, id, language, who, deps.siteUrl);
      }),
  );

  app.get(
    "/:id/texts/:language/revisions",
    { config, schema: { params: cmsTextParamsSchema, response: { 200: cmsRevisionsSchema, ...replies } } },
    (request, reply) =>
      answer(reply, async () => ({
        revisions: await listRevisions(deps.db, kind, request.params.id, request.params.language),
      })),
  );

  app.post(
    "/:id/texts/:language/revisions/:revision/restore",
    {
      config,
      schema: {
        params: cmsRevisionParamsSchema,
        body: emptyBodySchema,
        response: { 200: cmsItemReplySchema, ...replies },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const { id, language, revision } = request.params;
        await restoreRevision(deps.db, kind, id, language, revision, await acting(request));
        return { item: await changed(id) };
      }),
  );

  app.put(
    "/settings",
    {
      config: { consoleAccess: "cms-settings" },
      schema: { body: cmsSettingsSchema, response: { 200: okSchema, ...replies } },
    },
    async (request) => {
      await setApproval(deps.db, kind, request.body.approval, await acting(request));
      return { ok: true as const };
    },
  );

  // The editor's preview: the body through the site's renderer, shown by the site's own component.
  app.post(
    "/preview",
    {
      config,
      bodyLimit: CMS_BODY_LIMIT_BYTES,
      schema: { body: cmsPreviewSchema, response: { 200: cmsPreviewReplySchema, ...replies } },
    },
    async (request) => cmsMarkdown(request.body.body),
  );

  // The editor's pictures: raw file bodies, in a context of their own (routes/cms-image-upload.ts).
  await server.register((scoped) => cmsImageUploadRoutes(scoped, deps, kind));
}

function refusal(status: number): string {
  return { 400: "Refused", 403: "Forbidden", 404: "Not Found", 409: "Conflict" }[status] ?? "Refused";
}
