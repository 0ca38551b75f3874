import { CMS_SCHEDULE_HORIZON_DAYS, type CmsKind } from "@ikey/contracts/cms";
import type { Language } from "@ikey/contracts/languages";
import { type Kysely, sql, type Updateable } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { CmsTextsTable, Database } from "../db/schema";
import { DAY_MS } from "../time";
import type { Acting } from "./cms-drafts";
import { cmsImageProblems } from "./cms-image-problems";
import { CmsProblem } from "./cms-problems";
import { cmsBodyProblems } from "./cms-rendering";

/*
 * Publishing one language of an item (docs/decisions/0045-cms.md): now or at a time, taken down now
 * or at a time, each language on its own. With approval on for the kind, a publication waits until
 * a second member approves it. The times are kept on the text; the public pages read them
 * (cms-live.ts), so a scheduled text goes live at its minute on every instance whatever the job
 * does; the job (jobs/cms-schedule-job.ts) records the change of state once, in the audit log.
 */

/** The addresses the repository's own posts and articles hold: a console item may not take one. */
export type BuiltInSlugs = (kind: CmsKind, language: Language) => ReadonlySet<string>;

export interface PublishTimes {
  readonly at: number | null;
  readonly until: number | null;
}

function checkTimes({ at, until }: PublishTimes, now: number) {
  const latest = now + CMS_SCHEDULE_HORIZON_DAYS * DAY_MS;
  if (at !== null && (at <= now || at > latest)) {
    throw new CmsProblem(400, "Choose a publication time in the coming year, after now", "at");
  }
  if (until !== null && (until <= (at ?? now) || until > latest + DAY_MS)) {
    throw new CmsProblem(400, "Choose a time to take it down after it goes live, within a year", "until");
  }
}

async function textFor(db: Kysely<Database>, kind: CmsKind, itemId: number, language: Language) {
  const text = await db
    .selectFrom("cms_texts")
    .innerJoin("cms_items", "cms_items.id", "cms_texts.item_id")
    .selectAll("cms_texts")
    .select(["cms_items.kind", "cms_items.audience"])
    .where("cms_texts.item_id", "=", itemId)
    .where("cms_texts.language", "=", language)
    .where("cms_items.kind", "=", kind)
    .executeTakeFirst();
  if (!text) throw new CmsProblem(404, "There is no such item, or nothing is written in this language yet.");
  return text;
}

type Text = Awaited<ReturnType<typeof textFor>>;

/** What a text needs before it can go live: every field, a body the site can show, a free address. */
async function checkPublishable(db: Kysely<Database>, text: Text, builtIn: BuiltInSlugs) {
  const missing = (
    [
      ["title", "Write a title"],
      ["summary", "Write a summary"],
      ["body", "Write the text"],
      ["slug", "Choose an address"],
    ] as const
  ).find(([field]) => text[field] === "");
  if (missing) throw new CmsProblem(400, missing[1], missing[0]);
  // What the renderer cannot show first; then pictures that were never uploaded at the size named.
  const [problem] = [...cmsBodyProblems(text.body), ...(await cmsImageProblems(db, text.body))];
  if (problem) {
    const where = problem.line === undefined ? "" : ` (line ${problem.line})`;
    throw new CmsProblem(400, `The text cannot be shown as it is${where}: ${problem.message}`, "body");
  }
  if (builtIn(text.kind, text.language).has(text.slug)) {
    throw new CmsProblem(409, "A page of the site already has this address: choose another.", "slug");
  }
  const owner = await db
    .selectFrom("cms_slugs")
    .select("item_id")
    .where("kind", "=", text.kind)
    .where("language", "=", text.language)
    .where("slug", "=", text.slug)
    .executeTakeFirst();
  if (owner && owner.item_id !== text.item_id) {
    throw new CmsProblem(
      409,
      "Another item has had this address: choose another, so old links keep their page.",
      "slug",
    );
  }
}

async function goLive(db: Kysely<Database>, text: Text, times: PublishTimes, acting: Acting) {
  const english =
    text.language === "en"
      ? undefined
      : await db
          .selectFrom("cms_texts")
          .select("draft_revision_id")
          .where("item_id", "=", text.item_id)
          .where("language", "=", "en")
          .executeTakeFirst();
  await db
    .insertInto("cms_slugs")
    .values({ kind: text.kind, language: text.language, slug: text.slug, item_id: text.item_id })
    .onConflict((conflict) => conflict.columns(["kind", "language", "slug"]).doNothing())
    .execute();
  const live = text.state === "published" && (text.publish_at ?? 0) <= acting.now;
  if (times.at !== null && live) {
    await scheduleChanges(db, text, { at: times.at, until: times.until }, english?.draft_revision_id ?? null, acting);
    return;
  }
  const publishAt = times.at ?? acting.now;
  await changeText(
    db,
    acting,
    text,
    {
      state: times.at === null ? "published" : "scheduled",
      live_revision_id: text.draft_revision_id,
      // The item's audience as the editor has it now goes live with the words.
      live_audience: text.audience,
      publish_at: live ? text.publish_at : publishAt,
      unpublish_at: times.until,
      first_published_at: times.at === null ? (text.first_published_at ?? acting.now) : text.first_published_at,
      source_revision_id: english?.draft_revision_id ?? null,
      ...NO_APPROVAL_REQUEST,
      ...NO_SCHEDULED_CHANGES,
    },
    times.at === null ? "cms.publish" : "cms.schedule",
    { slug: text.slug, at: times.at, until: times.until },
  );
}

/**
 * Changes to a live text, published at a time: the draft as it is now replaces what is live at
 * `at`, which stays on the site until then (the live snapshot switches at that time, cms-live.ts;
 * the job records it, applyDueChanges). Scheduling again replaces the earlier schedule.
 */
async function scheduleChanges(
  db: Kysely<Database>,
  text: Text,
  times: { readonly at: number; readonly until: number | null },
  englishRevision: number | null,
  acting: Acting,
) {
  if (text.draft_revision_id === text.live_revision_id && text.audience === text.live_audience) {
    throw new CmsProblem(409, "This is live as it is written: change the text first, then schedule the changes.", "at");
  }
  if (text.unpublish_at !== null && times.until === null && text.unpublish_at <= times.at) {
    throw new CmsProblem(
      400,
      "It comes down before then: choose an earlier time, or a later time to take it down.",
      "at",
    );
  }
  await changeText(
    db,
    acting,
    text,
    {
      next_revision_id: text.draft_revision_id,
      next_publish_at: times.at,
      next_audience: text.audience,
      unpublish_at: times.until ?? text.unpublish_at,
      // The English the changes were translated from, as a publication records it.
      source_revision_id: text.language === "en" ? null : englishRevision,
      ...NO_APPROVAL_REQUEST,
    },
    "cms.schedule-changes",
    { slug: text.slug, at: times.at, until: times.until },
  );
}

/** Withdraws a live text's scheduled changes: what is live stays, the draft keeps the changes. */
export async function cancelScheduledChanges(
  db: Kysely<Database>,
  kind: CmsKind,
  itemId: number,
  language: Language,
  acting: Acting,
) {
  await db.transaction().execute(async (trx) => {
    const text = await textFor(trx, kind, itemId, language);
    if (text.next_revision_id === null) throw new CmsProblem(409, "No changes are scheduled.");
    await changeText(trx, acting, text, NO_SCHEDULED_CHANGES, "cms.cancel-changes");
  });
}

/** One change to a text by a member, with its line in the audit log, in the caller's transaction. */
async function changeText(
  db: Kysely<Database>,
  acting: Acting,
  text: Pick<Text, "kind" | "item_id" | "language">,
  set: Updateable<CmsTextsTable>,
  action: string,
  detail?: Record<string, unknown>,
) {
  await db
    .updateTable("cms_texts")
    .set(set)
    .where("item_id", "=", text.item_id)
    .where("language", "=", text.language)
    .execute();
  await appendAudit(db, {
    at: acting.now,
    actor: acting.member,
    action,
    target: `${text.kind} ${text.item_id} ${text.language}`,
    detail,
    clientHash: acting.clientHash,
  });
}

/** A text with no changes waiting for their time: what publishing now, unpublishing or cancelling leaves. */
const NO_SCHEDULED_CHANGES = { next_revision_id: null, next_publish_at: null, next_audience: null } as const;

/** A text with no publication waiting for approval: what going live or declining leaves. */
const NO_APPROVAL_REQUEST = {
  approval_requested_by: null,
  approval_requested_at: null,
  approval_publish_at: null,
  approval_unpublish_at: null,
} as const;

async function approvalRequired(db: Kysely<Database>, kind: CmsKind) {
  const row = await db.selectFrom("cms_settings").select("approval").where("kind", "=", kind).executeTakeFirst();
  return row?.approval === 1;
}

/**
 * Publishes (or schedules) one language. Returns "published", or "awaiting-approval" when the
 * kind needs a second member: the request is kept with its times until one approves it.
 */
export async function publishText(
  db: Kysely<Database>,
  builtIn: BuiltInSlugs,
  kind: CmsKind,
  itemId: number,
  language: Language,
  times: PublishTimes,
  acting: Acting,
): Promise<"published" | "awaiting-approval"> {
  checkTimes(times, acting.now);
  return db.transaction().execute(async (trx) => {
    const text = await textFor(trx, kind, itemId, language);
    if (text.version === 0) throw new CmsProblem(400, "Write the text before publishing it.");
    await checkPublishable(trx, text, builtIn);
    if (!(await approvalRequired(trx, kind))) {
      await goLive(trx, text, times, acting);
      return "published";
    }
    await changeText(
      trx,
      acting,
      text,
      {
        approval_requested_by: acting.member.id,
        approval_requested_at: acting.now,
        approval_publish_at: times.at,
        approval_unpublish_at: times.until,
      },
      "cms.request-approval",
    );
    return "awaiting-approval";
  });
}

/** A second member approves a held publication: it goes live (or is scheduled) as its asker chose. */
export async function approveText(
  db: Kysely<Database>,
  builtIn: BuiltInSlugs,
  kind: CmsKind,
  itemId: number,
  language: Language,
  acting: Acting,
) {
  await db.transaction().execute(async (trx) => {
    const text = await textFor(trx, kind, itemId, language);
    if (text.approval_requested_by === null) throw new CmsProblem(409, "Nobody has asked to publish this.");
    if (text.approval_requested_by === acting.member.id) {
      throw new CmsProblem(403, "Another member approves what you asked to publish.");
    }
    const times = { at: text.approval_publish_at, until: text.approval_unpublish_at };
    // A time that passed while the request waited: it goes live now.
    const due = { at: times.at !== null && times.at <= acting.now ? null : times.at, until: times.until };
    checkTimes(due, acting.now);
    await checkPublishable(trx, text, builtIn);
    await goLive(trx, text, due, acting);
  });
}

/** Withdraws (the asker) or declines (another member) a held publication. */
export async function declineApproval(
  db: Kysely<Database>,
  kind: CmsKind,
  itemId: number,
  language: Language,
  acting: Acting,
) {
  await db.transaction().execute(async (trx) => {
    const text = await textFor(trx, kind, itemId, language);
    if (text.approval_requested_by === null) throw new CmsProblem(409, "Nobody has asked to publish this.");
    await changeText(trx, acting, text, NO_APPROVAL_REQUEST, "cms.decline-approval");
  });
}

/** Takes one language down now (its address answers 410), or sets when it comes down. */
export async function unpublishText(
  db: Kysely<Database>,
  kind: CmsKind,
  itemId: number,
  language: Language,
  at: number | null,
  acting: Acting,
) {
  if (at !== null) checkTimes({ at: null, until: at }, acting.now);
  await db.transaction().execute(async (trx) => {
    const text = await textFor(trx, kind, itemId, language);
    if (text.state !== "published" && text.state !== "scheduled") {
      throw new CmsProblem(409, "This is not published.");
    }
    const now = at === null;
    await changeText(
      trx,
      acting,
      text,
      // Taken down now, nothing scheduled goes up after.
      now ? { state: "unpublished", unpublish_at: acting.now, ...NO_SCHEDULED_CHANGES } : { unpublish_at: at },
      now ? "cms.unpublish" : "cms.schedule-unpublish",
      now ? undefined : { at },
    );
  });
}

export async function readApproval(db: Kysely<Database>, kind: CmsKind) {
  return approvalRequired(db, kind);
}

export async function setApproval(db: Kysely<Database>, kind: CmsKind, approval: boolean, acting: Acting) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("cms_settings")
      .values({ kind, approval: approval ? 1 : 0 })
      .onConflict((conflict) => conflict.column("kind").doUpdateSet({ approval: approval ? 1 : 0 }))
      .execute();
    await appendAudit(trx, {
      at: acting.now,
      actor: acting.member,
      action: "cms.approval-setting",
      target: kind,
      detail: { approval },
      clientHash: acting.clientHash,
    });
  });
}

/**
 * Records what the clock has done since the last pass: scheduled texts whose time came are
 * published, published ones whose end came are unpublished, scheduled changes whose time came
 * replace what was live. Each change is a conditional update, so of two instances (or a pass
 * repeated after a restart) only one makes it and logs it.
 */
export async function applyDueChanges(db: Kysely<Database>, now: number): Promise<number> {
  return (await applyDueStates(db, now)) + (await applyDueChangesOfLiveTexts(db, now));
}

/** Live texts whose scheduled changes are due: the changes become what is live, once. */
async function applyDueChangesOfLiveTexts(db: Kysely<Database>, now: number): Promise<number> {
  const due = await db
    .selectFrom("cms_texts")
    .innerJoin("cms_items", "cms_items.id", "cms_texts.item_id")
    .select([
      "cms_texts.item_id",
      "cms_texts.language",
      "cms_texts.next_revision_id",
      "cms_texts.next_audience",
      "cms_items.kind",
    ])
    .where("cms_texts.next_publish_at", "<=", now)
    .where("cms_texts.next_revision_id", "is not", null)
    .limit(500)
    .execute();
  let changed = 0;
  for (const text of due) {
    if (text.next_revision_id === null) continue;
    changed += await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("cms_texts")
        .set({ live_revision_id: text.next_revision_id, live_audience: text.next_audience, ...NO_SCHEDULED_CHANGES })
        .where("item_id", "=", text.item_id)
        .where("language", "=", text.language)
        .where("next_revision_id", "=", text.next_revision_id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return 0;
      await appendAudit(trx, {
        at: now,
        actor: "automatic",
        action: "cms.publish",
        target: `${text.kind} ${text.item_id} ${text.language}`,
        detail: { scheduled: true, changes: true },
      });
      return 1;
    });
  }
  return changed;
}

async function applyDueStates(db: Kysely<Database>, now: number): Promise<number> {
  const due = await db
    .selectFrom("cms_texts")
    .innerJoin("cms_items", "cms_items.id", "cms_texts.item_id")
    .select(["cms_texts.item_id", "cms_texts.language", "cms_texts.state", "cms_texts.publish_at", "cms_items.kind"])
    .where((where) =>
      where.or([
        where.and([where("cms_texts.state", "=", "scheduled"), where("cms_texts.publish_at", "<=", now)]),
        where.and([
          where("cms_texts.state", "in", ["scheduled", "published"]),
          where("cms_texts.unpublish_at", "<=", now),
        ]),
      ]),
    )
    .limit(500)
    .execute();
  let changed = 0;
  for (const text of due) {
    changed += await db.transaction().execute(async (trx) => {
      const ending = await trx
        .selectFrom("cms_texts")
        .select("unpublish_at")
        .where("item_id", "=", text.item_id)
        .where("language", "=", text.language)
        .executeTakeFirst();
      const down = ending?.unpublish_at !== null && ending?.unpublish_at !== undefined && ending.unpublish_at <= now;
      const result = await trx
        .updateTable("cms_texts")
        .set(
          down
            ? { state: "unpublished", ...NO_SCHEDULED_CHANGES }
            : { state: "published", first_published_at: sql<number>`coalesce(first_published_at, publish_at)` },
        )
        .where("item_id", "=", text.item_id)
        .where("language", "=", text.language)
        .where("state", "=", text.state)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return 0;
      await appendAudit(trx, {
        at: now,
        actor: "automatic",
        action: down ? "cms.unpublish" : "cms.publish",
        target: `${text.kind} ${text.item_id} ${text.language}`,
        detail: { scheduled: true },
      });
      return 1;
    });
  }
  return changed;
}
