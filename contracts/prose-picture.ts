import {
  CMS_IMAGE_FORMATS,
  CMS_MEDIA_PATH,
  type CmsImageFormat,
  type CmsImageSize,
  cmsImageHeightAt,
  cmsImageVariantName,
  cmsImageWidths,
} from "./cms-images";

/*
 * A picture's attributes as both renderers write them (Prose in web/app/components/prose.tsx and
 * proseHtml in ./prose-html.ts): one source per format, best first, each at every width it was made
 * at, and an <img> with the picture's width and height, so the page keeps its room before it loads.
 */

/** How wide the picture shows: the text's column (`.prose`, 48rem) or the screen, less its margins. */
export const PICTURE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";

export interface PictureAttributes {
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
  /** The fallback: the widest WebP, for a browser that reads no srcset. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

const mediaType: Readonly<Record<CmsImageFormat, string>> = { avif: "image/avif", webp: "image/webp" };

export function pictureAttributes(image: CmsImageSize): PictureAttributes {
  const widths = cmsImageWidths(image.width);
  const largest = widths.at(-1) ?? image.width;
  const url = (width: number, format: CmsImageFormat) =>
    `${CMS_MEDIA_PATH}/${cmsImageVariantName(image.id, width, format)}`;
  return {
    sources: CMS_IMAGE_FORMATS.map((format) => ({
      type: mediaType[format],
      srcSet: widths.map((width) => `${url(width, format)} ${width}w`).join(", "),
    })),
    src: url(largest, "webp"),
    width: largest,
    height: cmsImageHeightAt(image, largest),
  };
}
