import { type CmsImageSize, parseCmsImageSource } from "@ikey/contracts/cms-images";
import type { MarkdownProblem } from "@ikey/contracts/cms-markdown";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/*
 * A body's pictures must be ones uploaded, at the size its addresses write (docs/decisions/0045-cms.md,
 * "Images"): the page reserves a picture's room from that size, so a wrong one would shift the page
 * or stretch the picture, and an unknown one would show nothing. The Markdown parser reports an
 * address it cannot read; this reports the ones it can that name no picture we have.
 */

/** A link's or a picture's address under /media, as the Markdown writes it: `](/media/…)`. */
const MEDIA_TARGET = /\]\(\s*(\/media\/[^)\s]*)/g;
/** More would be a page no reader waits for; it also bounds the look-up. */
export const CMS_IMAGES_PER_TEXT_MAX = 100;
/** Ids per query: PostgreSQL takes at most 65535 parameters, and a list of 500 items has many bodies. */
const IDS_PER_QUERY = 500;

interface NamedPicture {
  readonly source: string;
  readonly size: CmsImageSize;
  readonly line: number;
}

/** The pictures a body names, each with its line (from 1), in the body's order. */
function picturesNamed(body: string): NamedPicture[] {
  const named: NamedPicture[] = [];
  let line = 1;
  let counted = 0;
  for (const match of body.matchAll(MEDIA_TARGET)) {
    // Each character once over the whole body, however many addresses it has.
    for (; counted < match.index; counted++) if (body.charCodeAt(counted) === 10) line++;
    const source = match[1] ?? "";
    const size = parseCmsImageSource(source);
    if (size) named.push({ source, size, line });
  }
  return named;
}

/** The uploaded pictures among `ids`, by id. */
async function uploaded(db: Kysely<Database>, ids: Iterable<string>): Promise<Map<string, CmsImageSize>> {
  const all = [...new Set(ids)];
  const found = new Map<string, CmsImageSize>();
  for (let start = 0; start < all.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom("cms_images")
      .select(["id", "width", "height"])
      .where("id", "in", all.slice(start, start + IDS_PER_QUERY))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

function problemsOf(named: readonly NamedPicture[], known: ReadonlyMap<string, CmsImageSize>): MarkdownProblem[] {
  const distinct = new Set(named.map((picture) => picture.size.id));
  if (distinct.size > CMS_IMAGES_PER_TEXT_MAX) {
    return [
      { message: `A text may show at most ${CMS_IMAGES_PER_TEXT_MAX} pictures; this one names ${distinct.size}.` },
    ];
  }
  return named
    .filter(({ size }) => {
      const picture = known.get(size.id);
      return picture?.width !== size.width || picture.height !== size.height;
    })
    .map(({ source, line }) => ({
      line,
      message: `The picture ${source} is not among those uploaded: upload it again with the Picture button.`,
    }));
}

/** What is wrong with a body's pictures; none when each is uploaded at the size it names. */
export async function cmsImageProblems(db: Kysely<Database>, body: string): Promise<MarkdownProblem[]> {
  const named = picturesNamed(body);
  if (named.length === 0) return [];
  const ids = new Set(named.map((picture) => picture.size.id));
  return problemsOf(named, ids.size > CMS_IMAGES_PER_TEXT_MAX ? new Map() : await uploaded(db, ids));
}

/**
 * The same for many bodies at once, as the console's list and an item read them: one query per
 * few hundred pictures, whatever the number of bodies. Answers each body's problems, by body.
 */
export async function cmsImageProblemsOfBodies(
  db: Kysely<Database>,
  bodies: Iterable<string>,
): Promise<ReadonlyMap<string, MarkdownProblem[]>> {
  const named = new Map<string, NamedPicture[]>();
  for (const body of bodies) if (!named.has(body)) named.set(body, picturesNamed(body));
  const ids = [...named.values()].flatMap((pictures) =>
    new Set(pictures.map((picture) => picture.size.id)).size > CMS_IMAGES_PER_TEXT_MAX
      ? []
      : pictures.map((picture) => picture.size.id),
  );
  const known = ids.length === 0 ? new Map<string, CmsImageSize>() : await uploaded(db, ids);
  return new Map([...named].map(([body, pictures]) => [body, problemsOf(pictures, known)] as const));
}
