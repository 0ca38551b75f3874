import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Pictures in the console's posts (docs/decisions/0045-cms.md, "Images"): kept in the database, so
 * every instance serves every picture whichever took the upload. A picture's id is the start of its
 * file's SHA-256, so an upload of the same file finds the row it made before; its variants (each
 * width in AVIF and WebP) are written with it, once, and never changed, so their addresses can be
 * cached for good.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("cms_images")
    .addColumn("id", "text", (column) => column.primaryKey().check(sql`length(id) = 16`))
    // The picture as the page shows it: after its EXIF rotation.
    .addColumn("width", "integer", (column) => column.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (column) => column.notNull().check(sql`height > 0`))
    // What the uploaded file was, by its content.
    .addColumn("source_type", "text", (column) =>
      column.notNull().check(sql`source_type in ('image/png', 'image/jpeg', 'image/webp')`),
    )
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("created_by", "integer", (column) => column.references("staff.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("cms_image_variants")
    .addColumn("image_id", "text", (column) => column.notNull().references("cms_images.id").onDelete("cascade"))
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("format", "text", (column) => column.notNull().check(sql`format in ('avif', 'webp')`))
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("bytes", postgres ? "bytea" : "blob", (column) => column.notNull())
    .addPrimaryKeyConstraint("cms_image_variants_pk", ["image_id", "width", "format"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("cms_image_variants").execute();
  await db.schema.dropTable("cms_images").execute();
}
