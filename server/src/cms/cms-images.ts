import type { CmsKind } from "@ikey/contracts/cms";
import type { CmsImageFormat, CmsImageSize } from "@ikey/contracts/cms-images";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit-log/audit-log-store";
import type { Database } from "../db/schema";
import type { Acting } from "./cms-drafts";
import { cmsImageIdOf, type MadePicture, makePicture } from "./cms-image-processing";
import { CmsProblem } from "./cms-problems";

/*
 * Pictures kept in the database (docs/decisions/0045-cms.md, "Images"), so every instance serves
 * each one whichever took its upload. A picture and its variants are written in one transaction,
 * once: the same file uploaded again (or to two instances at once) finds the row the first made.
 */

/**
 * Making a picture takes a core for a second or two, in libuv's thread pool, which the server's
 * file reads, compression and password hashing share: one upload is made at a time, a few wait
 * their turn, and more are told to try again rather than queue without end.
 */
export interface ImageQueue {
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createImageQueue({ concurrency = 1, maxWaiting = 4 } = {}): ImageQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run(work, signal) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) {
          throw new CmsProblem(503, "The server is making other pictures: try again in a minute.");
        }
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal?.removeEventListener("abort", gaveUp);
            resolve();
          };
          const gaveUp = () => {
            waiting.splice(waiting.indexOf(turn), 1);
            reject(signal?.reason);
          };
          waiting.push(turn);
          signal?.addEventListener("abort", gaveUp, { once: true });
        });
      }
      running++;
      try {
        signal?.throwIfAborted();
        return await work();
      } finally {
        next();
      }
    },
  };
}

async function pictureOf(db: Kysely<Database>, id: string): Promise<CmsImageSize | undefined> {
  return db.selectFrom("cms_images").select(["id", "width", "height"]).where("id", "=", id).executeTakeFirst();
}

/** The upload's line in the audit log: the picture, never anything of the file's own metadata. */
async function audit(
  db: Kysely<Database>,
  kind: CmsKind,
  picture: CmsImageSize,
  added: boolean,
  bytes: number,
  acting: Acting,
) {
  await appendAudit(db, {
    at: acting.now,
    actor: acting.member,
    action: "cms.image-upload",
    target: `image ${picture.id}`,
    detail: { kind, width: picture.width, height: picture.height, bytes, added },
    clientHash: acting.clientHash,
  });
}

async function store(db: Kysely<Database>, kind: CmsKind, made: MadePicture, size: number, acting: Acting) {
  return db.transaction().execute(async (trx): Promise<CmsImageSize> => {
    const inserted = await trx
      .insertInto("cms_images")
      .values({
        id: made.id,
        width: made.width,
        height: made.height,
        source_type: made.sourceType,
        created_at: acting.now,
        created_by: acting.member.id,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    // Another instance stored the same file first: its variants are the ones kept.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      await trx
        .insertInto("cms_image_variants")
        .values(
          made.variants.map(({ width, height, format, bytes }) => ({
            image_id: made.id,
            width,
            height,
            format,
            bytes,
          })),
        )
        .execute();
      await audit(trx, kind, made, true, size, acting);
      return made;
    }
    const first = await pictureOf(trx, made.id);
    if (!first) throw new Error(`picture ${made.id} was neither inserted nor found`);
    await audit(trx, kind, first, false, size, acting);
    return first;
  });
}

/**
 * Takes an upload: the picture it is (made now, or found when the same file came before), with its
 * line in the audit log. Refusals are CmsProblems (413, 415, 422, 503) the route answers.
 */
export async function uploadPicture(
  db: Kysely<Database>,
  queue: ImageQueue,
  kind: CmsKind,
  bytes: Buffer,
  acting: Acting,
  signal?: AbortSignal,
): Promise<CmsImageSize> {
  const known = await pictureOf(db, cmsImageIdOf(bytes));
  if (known) {
    await audit(db, kind, known, false, bytes.length, acting);
    return known;
  }
  const made = await queue.run(() => makePicture(bytes, signal), signal);
  const { id, width, height } = await store(db, kind, made, bytes.length, acting);
  return { id, width, height };
}

/** One variant's bytes as served, or undefined when there is no such picture, width or format. */
export async function readVariant(db: Kysely<Database>, id: string, width: number, format: CmsImageFormat) {
  return db
    .selectFrom("cms_image_variants")
    .select("bytes")
    .where("image_id", "=", id)
    .where("width", "=", width)
    .where("format", "=", format)
    .executeTakeFirst();
}
