import { z } from "zod";
import { dayNumberOf } from "./calendar-day";
import {
  CMS_BODY_MAX,
  CMS_KINDS,
  CMS_SLUG_MAX,
  CMS_SLUG_PATTERN,
  CMS_STATES,
  CMS_SUMMARY_MAX,
  CMS_TITLE_MAX,
} from "./cms";
import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_UPLOAD_TYPES, parseCmsImageVariantName } from "./cms-images";
import { TIME_PATTERN } from "./day-time";
import { text } from "./fields";
import { HELP_AUDIENCES } from "./help-centre";
import { LANGUAGES } from "./languages";
import { recordIdText } from "./whole-numbers";

// No compiled fast path, as in fields.ts: the console's Content-Security-Policy allows no eval.
z.config({ jitless: true });

/*
 * The console's publishing API (docs/decisions/0045-cms.md), under /staff/api/cms: what it takes and
 * answers. The console imports only the types, as with contracts/console-api-schemas.ts.
 */

const kind = z.enum(CMS_KINDS, "Choose announcements or help articles");
const language = z.enum(LANGUAGES, "Choose English, Bahasa Melayu or 简体中文");
const audience = z.enum(HELP_AUDIENCES, "Choose centre owners, teachers or parents");

/** The console's addresses name the kind by its area: /staff/api/cms/announcements/12. */
export const cmsItemParamsSchema = z.object({ id: recordIdText() });
export const cmsTextParamsSchema = cmsItemParamsSchema.extend({ language });
export const cmsRevisionParamsSchema = cmsTextParamsSchema.extend({ revision: recordIdText("revision") });

/** A new item: a help article names its audience; an announcement has none. */
export const cmsNewItemSchema = z.object({ audience: audience.nullable().default(null) });

/**
 * One language's draft as the editor saves it. Empty fields are fine in a draft (one types the
 * title first); publishing asks for each (server/src/cms/publish-checks.ts). `baseVersion` is the
 * version the editor last loaded or saved: a save over a newer one is refused with that one.
 */
export const cmsDraftSchema = z.object({
  title: text().max(CMS_TITLE_MAX, `Keep the title to ${CMS_TITLE_MAX} characters`),
  summary: text().max(CMS_SUMMARY_MAX, `Keep the summary to ${CMS_SUMMARY_MAX} characters`),
  body: text({ lines: "several" }).max(CMS_BODY_MAX, `Keep the text to ${CMS_BODY_MAX} characters`),
  slug: z
    .string()
    .max(CMS_SLUG_MAX, `Keep the address to ${CMS_SLUG_MAX} characters`)
    .refine((slug) => slug === "" || CMS_SLUG_PATTERN.test(slug), {
      message: "Write the address in lower-case letters, digits and hyphens, such as new-parent-app",
    }),
  audience: audience.nullable(),
  baseVersion: z.number().int().min(0).max(2_147_483_647),
});
export type CmsDraft = z.infer<typeof cmsDraftSchema>;

/** "YYYY-MM-DDTHH:MM" in Malaysia time, a real day and time, as milliseconds since 1970. */
export const malaysiaDateTime = z.string("Give the date and time as YYYY-MM-DD HH:MM").transform((value, context) => {
  const [day = "", time = ""] = value.split(/[T ]/);
  const dayNumber = dayNumberOf(day);
  if (dayNumber === null || !TIME_PATTERN.test(time)) {
    context.addIssue({ code: "custom", message: "Give the date and time as YYYY-MM-DD HH:MM, a real day" });
    return z.NEVER;
  }
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return dayNumber * 86_400_000 + (hours * 60 + minutes) * 60_000 - 8 * 3_600_000;
});

/**
 * Publishing one language: now (no `at`), or at a Malaysia date and time; either way optionally
 * taken down again at `until`.
 */
export const cmsPublishSchema = z.object({
  at: malaysiaDateTime.nullable().default(null),
  until: malaysiaDateTime.nullable().default(null),
});
export type CmsPublishInput = z.input<typeof cmsPublishSchema>;

/** Taking one language down: now, or at a Malaysia date and time. */
export const cmsUnpublishSchema = z.object({ at: malaysiaDateTime.nullable().default(null) });

export const cmsPreviewSchema = z.object({
  language,
  body: z.string().max(CMS_BODY_MAX, `Keep the text to ${CMS_BODY_MAX} characters`),
});

export const cmsSettingsSchema = z.object({ approval: z.boolean() });

const member = z.object({ id: z.number(), name: z.string() }).nullable();
const problem = z.object({ line: z.number().optional(), message: z.string() });

/** One language of an item, as the editor shows it. */
export const cmsTextSchema = z.object({
  language,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  slug: z.string(),
  version: z.number(),
  state: z.enum(CMS_STATES),
  /** When it goes (or went) live, and when it comes down; milliseconds since 1970. */
  publishAt: z.number().nullable(),
  unpublishAt: z.number().nullable(),
  /** The date the post shows: its first publication. */
  firstPublishedAt: z.number().nullable(),
  /** Whether the draft differs from what is live (or would go live). */
  unpublishedChanges: z.boolean(),
  /**
   * Changes to a live text that replace it at a time, and whether the draft was changed again
   * since they were scheduled (those later changes are not in them).
   */
  scheduledChanges: z.object({ at: z.number(), editedSince: z.boolean() }).nullable(),
  /** Waiting for a second member's approval, and who asked. */
  approvalRequestedBy: member,
  updatedAt: z.number().nullable(),
  updatedBy: member,
  /** A translation published before its English text last changed: what English said then, and now. */
  stale: z.object({ englishThen: z.string(), englishNow: z.string() }).nullable(),
  problems: z.array(problem),
});
export type CmsText = z.infer<typeof cmsTextSchema>;

export const cmsItemSchema = z.object({
  id: z.number(),
  kind,
  audience: audience.nullable(),
  createdAt: z.number(),
  texts: z.object({ en: cmsTextSchema, ms: cmsTextSchema, zh: cmsTextSchema }),
});
export type CmsItem = z.infer<typeof cmsItemSchema>;

export const cmsItemReplySchema = z.object({ item: cmsItemSchema });
export const cmsListSchema = z.object({ items: z.array(cmsItemSchema), approval: z.boolean() });
export type CmsList = z.infer<typeof cmsListSchema>;

/** A save over a newer version: the other member's text, so the editor can show it. */
export const cmsConflictSchema = z.object({
  error: z.literal("Conflict"),
  message: z.string(),
  current: cmsTextSchema,
});

export const cmsRevisionSchema = z.object({
  id: z.number(),
  savedAt: z.number(),
  savedBy: member,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  slug: z.string(),
  /** What this revision was for: typing, a restore, a publication. */
  note: z.string().nullable(),
});
export type CmsRevision = z.infer<typeof cmsRevisionSchema>;
export const cmsRevisionsSchema = z.object({ revisions: z.array(cmsRevisionSchema) });

export const cmsPreviewReplySchema = z.object({
  // Prose's blocks, rendered by the console with the public pages' component.
  blocks: z.array(z.unknown()),
  problems: z.array(problem),
});

/** A preview link to one text's current revision: its address, and when it stops working (ms since 1970). */
export const cmsPreviewLinkSchema = z.object({ url: z.string(), expiresAt: z.number() });
export type CmsPreviewLink = z.infer<typeof cmsPreviewLinkSchema>;

/**
 * A preview link's token as its address carries it: a payload and its HMAC-SHA256, each base64url,
 * joined by a dot (server/src/cms/cms-preview-tokens.ts): under 100 characters while ids have fewer
 * than ten digits, which is also the most Fastify's router takes in one parameter of an address.
 */
export const CMS_PREVIEW_TOKEN_MAX = 100;
export const cmsPreviewTokenParamsSchema = z.object({
  token: z
    .string()
    .max(CMS_PREVIEW_TOKEN_MAX)
    .regex(/^[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{43}$/),
});

/**
 * A picture's upload (server/src/cms/cms-images.ts): the file's own bytes as the body, sent as
 * application/octet-stream or its image/* type; the server goes by the content, not by the type.
 */
export const cmsImageUploadSchema = z.custom<Uint8Array>(
  (body) => body instanceof Uint8Array && body.length > 0,
  `Send the picture's file as the body (Content-Type: application/octet-stream or ${CMS_IMAGE_UPLOAD_TYPES.join(", ")}), at most ${CMS_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
);

/** An uploaded picture, and the address its body writes for it: `![words](source)`. */
export const cmsImageReplySchema = z.object({
  image: z.object({ id: z.string(), width: z.number(), height: z.number() }),
  source: z.string(),
});
export type CmsImageReply = z.infer<typeof cmsImageReplySchema>;

/** A picture's file on the public site: /media/<id>-<width>w.<avif|webp>. */
export const cmsMediaParamsSchema = z.object({
  name: z
    .string()
    .max(64, "No picture has this name")
    .transform((name, context) => {
      const variant = parseCmsImageVariantName(name);
      if (!variant) context.addIssue({ code: "custom", message: "No picture has this name" });
      return variant ?? z.NEVER;
    }),
});
