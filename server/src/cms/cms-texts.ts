import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsText } from "@ikey/contracts/cms-api-schemas";
import type { MarkdownProblem } from "@ikey/contracts/cms-markdown";
import type { HelpAudience } from "@ikey/contracts/help-centre";
import { LANGUAGES, type Language } from "@ikey/contracts/languages";
import type { Kysely, Selectable } from "kysely";
import type { CmsRevisionsTable, CmsTextsTable, Database } from "../db/schema";
import { cmsImageProblemsOfBodies } from "./cms-image-problems";
import { cmsBodyProblems } from "./cms-rendering";

/*
 * Reading items and their texts as the console shows them (contracts/cms-api-schemas.ts): one
 * query for the items, one for their texts, one for the revisions those name and one for the
 * members, whatever the number of items.
 */

type TextRow = Selectable<CmsTextsTable>;
type RevisionRow = Selectable<CmsRevisionsTable>;

export interface ItemRow {
  readonly id: number;
  readonly kind: CmsKind;
  readonly audience: HelpAudience | null;
  readonly created_at: number;
}

const sameWords = (a: Pick<RevisionRow, "title" | "summary" | "body">, b: typeof a) =>
  a.title === b.title && a.summary === b.summary && a.body === b.body;

/** An English revision's words as one text, for the stale translation's comparison. */
export function englishWords(revision: Pick<RevisionRow, "title" | "summary" | "body">): string {
  return `# ${revision.title}\n\n${revision.summary}\n\n${revision.body}`;
}

function member(id: number | null, names: ReadonlyMap<number, string>) {
  return id === null ? null : { id, name: names.get(id) ?? "A former member" };
}

/** A text with nothing saved yet: every language exists from the start, as a blank draft. */
function blankText(itemId: number, language: Language): TextRow {
  return {
    item_id: itemId,
    language,
    title: "",
    summary: "",
    body: "",
    slug: "",
    version: 0,
    draft_revision_id: null,
    live_revision_id: null,
    state: "draft",
    publish_at: null,
    unpublish_at: null,
    first_published_at: null,
    source_revision_id: null,
    approval_requested_by: null,
    approval_requested_at: null,
    approval_publish_at: null,
    approval_unpublish_at: null,
    next_revision_id: null,
    next_publish_at: null,
    live_audience: null,
    next_audience: null,
    updated_at: null,
    updated_by: null,
  };
}

/**
 * A translation is stale when it was published from an English revision whose words differ from
 * English's words now: the English draft, as the translator would translate it next.
 */
function staleOf(text: TextRow, english: TextRow, revisions: ReadonlyMap<number, RevisionRow>): CmsText["stale"] {
  if (text.language === "en" || text.source_revision_id === null || text.state === "draft") return null;
  const then = revisions.get(text.source_revision_id);
  if (!then || sameWords(then, english)) return null;
  return { englishThen: englishWords(then), englishNow: englishWords(english) };
}

function textOf(
  text: TextRow,
  audience: HelpAudience | null,
  english: TextRow,
  revisions: ReadonlyMap<number, RevisionRow>,
  names: ReadonlyMap<number, string>,
  pictureProblems: ReadonlyMap<string, MarkdownProblem[]>,
): CmsText {
  const live = text.live_revision_id === null ? undefined : revisions.get(text.live_revision_id);
  return {
    language: text.language,
    title: text.title,
    summary: text.summary,
    body: text.body,
    slug: text.slug,
    version: text.version,
    state: text.state,
    publishAt: text.publish_at,
    unpublishAt: text.unpublish_at,
    firstPublishedAt: text.first_published_at,
    unpublishedChanges: live
      ? !sameWords(live, text) || live.slug !== text.slug || (text.live_audience ?? audience) !== audience
      : text.version > 0,
    scheduledChanges:
      text.next_revision_id === null || text.next_publish_at === null
        ? null
        : { at: text.next_publish_at, editedSince: text.draft_revision_id !== text.next_revision_id },
    approvalRequestedBy: member(text.approval_requested_by, names),
    updatedAt: text.updated_at,
    updatedBy: member(text.updated_by, names),
    stale: staleOf(text, english, revisions),
    problems: [...cmsBodyProblems(text.body), ...(pictureProblems.get(text.body) ?? [])],
  };
}

/** The items given, each with its three texts, as the console shows them. */
export async function readItems(db: Kysely<Database>, items: readonly ItemRow[]) {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const texts = await db.selectFrom("cms_texts").selectAll().where("item_id", "in", ids).execute();
  const revisionIds = texts.flatMap((text) =>
    [text.live_revision_id, text.source_revision_id].filter((id): id is number => id !== null),
  );
  const revisions = new Map(
    revisionIds.length === 0
      ? []
      : (await db.selectFrom("cms_revisions").selectAll().where("id", "in", revisionIds).execute()).map(
          (row) => [row.id, row] as const,
        ),
  );
  const memberIds = [
    ...new Set(texts.flatMap((text) => [text.updated_by, text.approval_requested_by]).filter((id) => id !== null)),
  ];
  const names = new Map(
    memberIds.length === 0
      ? []
      : (await db.selectFrom("staff").select(["id", "name", "email"]).where("id", "in", memberIds).execute()).map(
          (row) => [row.id, row.name ?? row.email] as const,
        ),
  );
  // Pictures the bodies name that were never uploaded: one query for all the texts.
  const pictureProblems = await cmsImageProblemsOfBodies(
    db,
    texts.map((text) => text.body),
  );
  return items.map((item) => {
    const own = (language: Language) =>
      texts.find((text) => text.item_id === item.id && text.language === language) ?? blankText(item.id, language);
    const english = own("en");
    const [en, ms, zh] = LANGUAGES.map((language) =>
      textOf(own(language), item.audience, english, revisions, names, pictureProblems),
    ) as [CmsText, CmsText, CmsText];
    return { id: item.id, kind: item.kind, audience: item.audience, createdAt: item.created_at, texts: { en, ms, zh } };
  });
}

export async function readItem(db: Kysely<Database>, kind: CmsKind, id: number) {
  const item = await db
    .selectFrom("cms_items")
    .select(["id", "kind", "audience", "created_at"])
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!item) return undefined;
  const [read] = await readItems(db, [item]);
  return read;
}

/** A kind's items, newest first. */
export async function listItems(db: Kysely<Database>, kind: CmsKind) {
  const items = await db
    .selectFrom("cms_items")
    .select(["id", "kind", "audience", "created_at"])
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(500)
    .execute();
  return readItems(db, items);
}
