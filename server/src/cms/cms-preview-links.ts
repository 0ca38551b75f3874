import { CMS_PREVIEW_LINK_DAYS, CMS_PREVIEW_PATH, type CmsKind } from "@ikey/contracts/cms";
import type { CmsPreviewLink } from "@ikey/contracts/cms-api-schemas";
import type { Language } from "@ikey/contracts/languages";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { Database } from "../db/schema";
import { DAY_MS } from "../time";
import type { Acting } from "./cms-drafts";
import type { PreviewTokens } from "./cms-preview-tokens";
import { CmsProblem } from "./cms-problems";

/** What a sent revision's history says: it is frozen, so the link keeps showing these words. */
export const PREVIEW_NOTE = "sent as a preview link";

/**
 * A link to one text's current revision, for someone with no console account (a colleague, the
 * centre owner), working for CMS_PREVIEW_LINK_DAYS. The revision is frozen first: a save in the
 * same sitting would otherwise change it in place (cms-drafts.ts), and the reader would see words
 * the writer never sent. A revision already noted (a restore) is frozen already.
 */
export async function createPreviewLink(
  db: Kysely<Database>,
  tokens: PreviewTokens,
  kind: CmsKind,
  itemId: number,
  language: Language,
  acting: Acting,
  baseUrl: string,
): Promise<CmsPreviewLink> {
  const expiresAt = acting.now + CMS_PREVIEW_LINK_DAYS * DAY_MS;
  const revisionId = await db.transaction().execute(async (trx) => {
    const text = await trx
      .selectFrom("cms_texts")
      .innerJoin("cms_items", "cms_items.id", "cms_texts.item_id")
      .select("cms_texts.draft_revision_id")
      .where("cms_texts.item_id", "=", itemId)
      .where("cms_texts.language", "=", language)
      .where("cms_items.kind", "=", kind)
      .executeTakeFirst();
    const revision = text?.draft_revision_id ?? null;
    if (revision === null) throw new CmsProblem(404, "Nothing is written in this language yet: write it first.");
    await trx
      .updateTable("cms_revisions")
      .set({ note: PREVIEW_NOTE })
      .where("id", "=", revision)
      .where("note", "is", null)
      .execute();
    await appendAudit(trx, {
      at: acting.now,
      actor: acting.member,
      action: "cms.preview-link",
      target: `${kind} ${itemId} ${language}`,
      detail: { revision, expiresAt },
      clientHash: acting.clientHash,
    });
    return revision;
  });
  const token = await tokens.sign({ itemId, language, revisionId, expiresAt });
  return { url: new URL(`${CMS_PREVIEW_PATH}/${token}`, baseUrl).href, expiresAt };
}
