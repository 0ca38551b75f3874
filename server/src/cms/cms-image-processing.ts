import { createHash } from "node:crypto";
import {
  CMS_IMAGE_FORMATS,
  CMS_IMAGE_MAX_BYTES,
  CMS_IMAGE_MAX_PIXELS,
  CMS_IMAGE_MAX_SIDE,
  CMS_IMAGE_MAX_VARIANT_SIDE,
  type CmsImageFormat,
  type CmsImageSize,
  type CmsImageUploadType,
  cmsImageHeightAt,
  cmsImageWidths,
} from "@ikey/contracts/cms-images";
import sharp from "sharp";
import { CmsProblem } from "./cms-problems";

/*
 * An upload made into what pages show (docs/decisions/0045-cms.md, "Images"): the file checked by its
 * content, never its name or declared type; its size read from its header before anything is
 * decoded, so a small file that would decode to a huge picture is refused at once; then decoded once,
 * turned upright by its EXIF orientation, converted to sRGB and scaled to the largest width as raw
 * pixels. Every variant is encoded from those raw pixels, which carry no metadata at all, so no EXIF
 * (GPS included), XMP or ICC profile of the upload can reach a served file, whatever sharp's
 * defaults become.
 */

// libvips's own threads per picture: one, so an upload keeps the second core for requests. Its
// operation cache would only hold pictures that are made once.
sharp.concurrency(1);
sharp.cache(false);

/** How long one decode or encode may take before it is abandoned (sharp stops it between its steps). */
const STEP_TIMEOUT_SECONDS = 15;
/** AVIF at this quality is about WebP's size at its own; effort 4 keeps a 1440-wide encode well under a second. */
const ENCODERS: Record<CmsImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

export interface MadeVariant {
  readonly width: number;
  readonly height: number;
  readonly format: CmsImageFormat;
  readonly bytes: Buffer;
}

export interface MadePicture extends CmsImageSize {
  readonly sourceType: CmsImageUploadType;
  readonly variants: readonly MadeVariant[];
}

const NOT_A_PICTURE = "This file is not a PNG, JPEG or WebP picture: upload one of those.";

/** The file's kind by its first bytes, the signature each format starts with. */
export function uploadTypeOf(bytes: Uint8Array): CmsImageUploadType | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  // "RIFF", four bytes of length, "WEBP".
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** A picture's id: the start of its file's SHA-256, so the same file is the same picture. */
export function cmsImageIdOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

const SHARP_FORMAT: Record<CmsImageUploadType, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
};

const inputOptions = {
  // A second guard behind the header's check below: libvips refuses to decode more.
  limitInputPixels: CMS_IMAGE_MAX_PIXELS,
  // A file cut short is refused rather than shown with a grey band; a warning alone (common in
  // cameras' JPEGs) is not.
  failOn: "truncated",
  sequentialRead: true,
} as const;

/** The file's size and kind from its header, nothing decoded: refuses what it should not decode. */
export async function checkedHeader(bytes: Buffer): Promise<CmsImageSize & { sourceType: CmsImageUploadType }> {
  if (bytes.length > CMS_IMAGE_MAX_BYTES) {
    throw new CmsProblem(413, `The file is larger than ${CMS_IMAGE_MAX_BYTES / 1024 / 1024} MB: make it smaller.`);
  }
  const sourceType = uploadTypeOf(bytes);
  if (!sourceType) throw new CmsProblem(415, NOT_A_PICTURE);
  let metadata: sharp.Metadata;
  try {
    // Without the pixel limit, which would refuse a large picture as if it were broken: nothing is
    // decoded here, and the size is checked below in words the member can act on.
    metadata = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new CmsProblem(422, "This picture cannot be read: the file may be damaged. Save it again and upload it.");
  }
  // A signature that libvips reads as something else is not the picture it claims to be.
  if (metadata.format !== SHARP_FORMAT[sourceType]) throw new CmsProblem(415, NOT_A_PICTURE);
  const { width, height } = metadata.autoOrient;
  if (width * height > CMS_IMAGE_MAX_PIXELS) {
    throw new CmsProblem(
      422,
      `This picture is ${width}×${height} pixels, more than the ${CMS_IMAGE_MAX_PIXELS / 1_000_000} megapixels taken: make it smaller.`,
    );
  }
  // Refused rather than shown by its first frame: the page would show a still the member never chose.
  if ((metadata.pages ?? 1) > 1) {
    throw new CmsProblem(422, "Moving (animated) pictures and multi-page files are not taken: upload a still picture.");
  }
  const size = { id: cmsImageIdOf(bytes), width, height };
  const tallest = cmsImageHeightAt(size, cmsImageWidths(width).at(-1) ?? width);
  if (width > CMS_IMAGE_MAX_SIDE || height > CMS_IMAGE_MAX_SIDE || tallest > CMS_IMAGE_MAX_VARIANT_SIDE) {
    throw new CmsProblem(422, "This picture is too long and narrow to show: crop it and upload it again.");
  }
  return { ...size, sourceType };
}

/**
 * Makes the picture's variants: every width of `cmsImageWidths` in every format, at the heights
 * `cmsImageHeightAt` gives, so the address a body writes names them all. `signal` stops the work
 * between steps once nobody waits for it.
 */
export async function makePicture(bytes: Buffer, signal?: AbortSignal): Promise<MadePicture> {
  const header = await checkedHeader(bytes);
  const widths = cmsImageWidths(header.width);
  const largest = widths.at(-1) ?? header.width;
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await sharp(bytes, inputOptions)
      .timeout({ seconds: STEP_TIMEOUT_SECONDS })
      .autoOrient()
      .resize(largest, cmsImageHeightAt(header, largest), { fit: "fill" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new CmsProblem(422, "This picture cannot be read: the file may be damaged. Save it again and upload it.");
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  const variants: MadeVariant[] = [];
  for (const width of widths) {
    const height = cmsImageHeightAt(header, width);
    for (const format of CMS_IMAGE_FORMATS) {
      signal?.throwIfAborted();
      const scaled = sharp(pixels.data, { raw }).timeout({ seconds: STEP_TIMEOUT_SECONDS });
      if (width !== largest) scaled.resize(width, height, { fit: "fill" });
      variants.push({ width, height, format, bytes: await ENCODERS[format](scaled).toBuffer() });
    }
  }
  return { id: header.id, width: header.width, height: header.height, sourceType: header.sourceType, variants };
}
