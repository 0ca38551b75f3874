/*
 * Pictures in the console's posts (issue 52, docs/decisions/0045-cms.md): uploaded in the editor,
 * checked by their content, stripped of metadata and made into AVIF and WebP at a few widths on the
 * server (server/src/cms/cms-images.ts), stored in the database so every instance serves them, under
 * names made of the picture's hash, so they are cached for good.
 *
 * A body names a picture by its id and its size, `![words](/media/<id>-<width>x<height>)`, as the
 * editor writes it on upload: the size is what lets the page reserve the picture's room before it
 * loads (no layout shift) without a look-up, so the renderer stays a pure function of the text, the
 * same in the build, the preview and the server. Publishing checks the picture exists at that size.
 */

/** The largest file accepted. */
export const CMS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a picture may decode to: a small file that decodes to 50 megapixels is refused. */
export const CMS_IMAGE_MAX_PIXELS = 40_000_000;
/** The widths each picture is made at (those narrower than it, and its own width up to the last). */
export const CMS_IMAGE_WIDTHS = [480, 960, 1440] as const;
/** The formats each width is made in, the best first: a browser takes the first it knows. */
export const CMS_IMAGE_FORMATS = ["avif", "webp"] as const;
export type CmsImageFormat = (typeof CMS_IMAGE_FORMATS)[number];
/** The kinds of file the server accepts, by their content, not their name. */
export const CMS_IMAGE_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type CmsImageUploadType = (typeof CMS_IMAGE_UPLOAD_TYPES)[number];
/**
 * The longest side a picture may have: a size in an address has at most five digits, and WebP
 * (the fallback every browser takes) stores at most 16383 pixels a side, so no variant may be taller.
 */
export const CMS_IMAGE_MAX_SIDE = 99_999;
export const CMS_IMAGE_MAX_VARIANT_SIDE = 16_383;

/** Where pictures are served from. */
export const CMS_MEDIA_PATH = "/media";
/** A picture's id: the first 16 hexadecimal digits of the SHA-256 of the uploaded file. */
export const CMS_IMAGE_ID_PATTERN = /^[0-9a-f]{16}$/;

/** A picture as a body names it and a page shows it. */
export interface CmsImageSize {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

const SOURCE = /^\/media\/([0-9a-f]{16})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;
const VARIANT = /^([0-9a-f]{16})-([1-9][0-9]{0,4})w\.(avif|webp)$/;

/** What a body writes for a picture. */
export function cmsImageSource({ id, width, height }: CmsImageSize): string {
  return `${CMS_MEDIA_PATH}/${id}-${width}x${height}`;
}

/** A body's picture address read back, or null when it is not one the editor writes. */
export function parseCmsImageSource(source: string): CmsImageSize | null {
  const match = SOURCE.exec(source);
  if (!match) return null;
  const [, id = "", width, height] = match;
  return { id, width: Number(width), height: Number(height) };
}

/** The widths a picture of this width is made at, narrowest first. */
export function cmsImageWidths(width: number): number[] {
  const largest = Math.min(width, CMS_IMAGE_WIDTHS.at(-1) ?? width);
  return [...CMS_IMAGE_WIDTHS.filter((each) => each < largest), largest];
}

/** The height of a picture made at `width`, in proportion. */
export function cmsImageHeightAt(size: CmsImageSize, width: number): number {
  return Math.max(1, Math.round((size.height * width) / size.width));
}

/** The file name (under CMS_MEDIA_PATH) of one width in one format. */
export function cmsImageVariantName(id: string, width: number, format: CmsImageFormat): string {
  return `${id}-${width}w.${format}`;
}

/** A variant's file name read back, or null when it is not one. */
export function parseCmsImageVariantName(
  name: string,
): { readonly id: string; readonly width: number; readonly format: CmsImageFormat } | null {
  const match = VARIANT.exec(name);
  if (!match) return null;
  const [, id = "", width, format] = match;
  return { id, width: Number(width), format: format as CmsImageFormat };
}
