import { CMS_REVISION_SITTING_MS, type CmsKind } from "@ikey/contracts/cms";
import type { CmsDraft } from "@ikey/contracts/cms-api-schemas";
import type { HelpAudience } from "@ikey/contracts/help-centre";
import type { Language } from "@ikey/contracts/languages";
import { type Kysely, sql } from "kysely";
import { type AuditActor, appendAudit, appendAuditOnce } from "../audit-log/audit-log-store";
import type { Database } from "../db/schema";
import { CmsConflict, CmsProblem } from "./cms-problems";

/*
 * Writing: a new item, a draft saved as its member types, a revision restored. Every save is a
 * revision; saves by one member within a sitting (CMS_REVISION_SITTING_MS) update that sitting's
 * revision unless it has since been published or translated from, so the history reads as what
 * people did, not as every pause in their typing.
 */

export interface Acting {
  readonly member: { readonly id: number; readonly email: string };
  readonly clientHash: string;
  readonly now: number;
}

const actorOf = (acting: Acting): AuditActor => acting.member;

export async function createItem(db: Kysely<Database>, kind: CmsKind, audience: HelpAudience | null, acting: Acting) {
  if ((kind === "help-article") !== (audience !== null)) {
    throw new CmsProblem(
      400,
      kind === "help-article" ? "Choose who the article is for" : "Announcements have no audience",
      "audience",
    );
  }
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("cms_items")
      .values({ kind, audience, created_at: acting.now, created_by: acting.member.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      at: acting.now,
      actor: actorOf(acting),
      action: `cms.create`,
      target: `${kind} ${id}`,
      clientHash: acting.clientHash,
    });
    return id;
  });
}

async function itemKindOf(db: Kysely<Database>, kind: CmsKind, id: number) {
  const item = await db
    .selectFrom("cms_items")
    .select(["id", "kind"])
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!item) throw new CmsProblem(404, "There is no such item.");
  return item;
}

/**
 * Whether a revision is one the site shows, will show at a time, or a translation was made from:
 * then it never changes.
 */
async function isFrozen(db: Kysely<Database>, revisionId: number) {
  const user = await db
    .selectFrom("cms_texts")
    .select("item_id")
    .where((where) =>
      where.or([
        where("live_revision_id", "=", revisionId),
        where("next_revision_id", "=", revisionId),
        where("source_revision_id", "=", revisionId),
      ]),
    )
    .executeTakeFirst();
  return user !== undefined;
}

/** The revision this save goes into: the member's sitting's, or a new one. */
async function revisionFor(
  db: Kysely<Database>,
  itemId: number,
  language: Language,
  words: Pick<CmsDraft, "title" | "summary" | "body" | "slug">,
  draftRevisionId: number | null,
  acting: Acting,
  note: string | null,
): Promise<number> {
  if (draftRevisionId !== null && note === null) {
    const last = await db
      .selectFrom("cms_revisions")
      .select(["id", "saved_by", "saved_at", "note"])
      .where("id", "=", draftRevisionId)
      .executeTakeFirst();
    const sameSitting =
      last &&
      last.note === null &&
      last.saved_by === acting.member.id &&
      acting.now - last.saved_at < CMS_REVISION_SITTING_MS &&
      !(await isFrozen(db, last.id));
    if (sameSitting) {
      await db
        .updateTable("cms_revisions")
        .set({ ...words, saved_at: acting.now })
        .where("id", "=", last.id)
        .execute();
      return last.id;
    }
  }
  const { id } = await db
    .insertInto("cms_revisions")
    .values({ item_id: itemId, language, ...words, saved_at: acting.now, saved_by: acting.member.id, note })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves one language's draft over `baseVersion`. A text saved since by someone else (or by the same
 * member in another tab) is not overwritten: CmsConflict, and the editor shows both.
 */
export async function saveDraft(
  db: Kysely<Database>,
  kind: CmsKind,
  itemId: number,
  language: Language,
  draft: CmsDraft,
  acting: Acting,
  note: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await itemKindOf(trx, kind, itemId);
    await trx
      .insertInto("cms_texts")
      .values({ item_id: itemId, language })
      .onConflict((conflict) => conflict.columns(["item_id", "language"]).doNothing())
      .execute();
    const text = await trx
      .selectFrom("cms_texts")
      .select(["version", "draft_revision_id"])
      .where("item_id", "=", itemId)
      .where("language", "=", language)
      .executeTakeFirstOrThrow();
    if (text.version !== draft.baseVersion) throw new CmsConflict(itemId);
    const words = { title: draft.title, summary: draft.summary, body: draft.body, slug: draft.slug };
    const revisionId = await revisionFor(trx, itemId, language, words, text.draft_revision_id, acting, note);
    const saved = await trx
      .updateTable("cms_texts")
      .set({
        ...words,
        version: sql<number>`version + 1`,
        draft_revision_id: revisionId,
        updated_at: acting.now,
        updated_by: acting.member.id,
      })
      .where("item_id", "=", itemId)
      .where("language", "=", language)
      .where("version", "=", draft.baseVersion)
      .executeTakeFirst();
    // Another instance's save between the read and this update (PostgreSQL's row lock orders them).
    if (Number(saved.numUpdatedRows) !== 1) throw new CmsConflict(itemId);
    if (kind === "help-article" && draft.audience !== null) {
      await trx.updateTable("cms_items").set({ audience: draft.audience }).where("id", "=", itemId).execute();
    }
    // One entry per member, text and sitting: the log says who edited, not every pause.
    await appendAuditOnce(
      trx,
      {
        at: acting.now,
        actor: actorOf(acting),
        action: note ? "cms.restore" : "cms.edit",
        target: `${kind} ${itemId} ${language}`,
        detail: note ? { note } : undefined,
        clientHash: acting.clientHash,
      },
      note ? 0 : CMS_REVISION_SITTING_MS,
    );
  });
}

/** A text's revisions, newest first, with who saved each. */
export async function listRevisions(db: Kysely<Database>, kind: CmsKind, itemId: number, language: Language) {
  await itemKindOf(db, kind, itemId);
  const rows = await db
    .selectFrom("cms_revisions")
    .leftJoin("staff", "staff.id", "cms_revisions.saved_by")
    .select([
      "cms_revisions.id",
      "cms_revisions.saved_at",
      "cms_revisions.saved_by",
      "cms_revisions.title",
      "cms_revisions.summary",
      "cms_revisions.body",
      "cms_revisions.slug",
      "cms_revisions.note",
      "staff.name",
      "staff.email",
    ])
    .where("cms_revisions.item_id", "=", itemId)
    .where("cms_revisions.language", "=", language)
    .orderBy("cms_revisions.saved_at", "desc")
    .orderBy("cms_revisions.id", "desc")
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    savedAt: row.saved_at,
    savedBy: row.saved_by === null ? null : { id: row.saved_by, name: row.name ?? row.email ?? "A former member" },
    title: row.title,
    summary: row.summary,
    body: row.body,
    slug: row.slug,
    note: row.note,
  }));
}

/** Makes an earlier revision the draft again, as a new revision: nothing in the history is lost. */
export async function restoreRevision(
  db: Kysely<Database>,
  kind: CmsKind,
  itemId: number,
  language: Language,
  revisionId: number,
  acting: Acting,
) {
  const revision = await db
    .selectFrom("cms_revisions")
    .selectAll()
    .where("id", "=", revisionId)
    .where("item_id", "=", itemId)
    .where("language", "=", language)
    .executeTakeFirst();
  if (!revision) throw new CmsProblem(404, "There is no such revision of this text.");
  const text = await db
    .selectFrom("cms_texts")
    .select("version")
    .where("item_id", "=", itemId)
    .where("language", "=", language)
    .executeTakeFirstOrThrow();
  const item = await itemKindOf(db, kind, itemId);
  const draft = { ...revision, audience: null, baseVersion: text.version };
  await saveDraft(db, item.kind, itemId, language, draft, acting, `restored revision ${revisionId}`);
}
