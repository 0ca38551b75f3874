import type { Block } from "@ikey/contracts/prose-blocks";
import type { ContentEntry } from "../../build-plugins/markdown-content";
import type { Feature } from "./feature-rows";
import type { Illustration } from "./illustration";
import { splitAt } from "./page-sections";

interface Picture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** A product page's pictures: the banner's, and each feature row's by the row's `##` id. */
export interface ProductPictures {
  readonly banner: Picture;
  readonly features: Readonly<Record<string, Picture>>;
}

/** A `##` section of a product page's text that is not a feature row: its heading and what follows. */
export interface PageSection {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/**
 * A product page's text (web/content/<language>/product-pages/<page>.md) with its pictures: the
 * banner's lead text and picture, the feature rows in the text's order, and the other sections by
 * id. A picture with no row or no description, or a description of no picture, fails the build.
 */
export function productPageText(page: ContentEntry<"product-pages">, pictures: ProductPictures) {
  const file = `product-pages/${page.slug}.md (${page.language})`;
  const { lead, sections } = splitAt(page.blocks, "h2");
  const described = (id: string) => {
    const alt = page.imageAlts[id];
    if (!alt) throw new Error(`${file}: imageAlts has no "${id}", the picture of its row`);
    return alt;
  };
  const features: Feature[] = sections.flatMap(({ id, heading, blocks }) => {
    const picture = pictures.features[id];
    return picture ? [{ id, heading, blocks, image: { ...picture, alt: described(id) } }] : [];
  });
  const missing = Object.keys(pictures.features).filter((id) => !features.some((feature) => feature.id === id));
  if (missing.length > 0) throw new Error(`${file}: no "## … {#${missing[0]}}" row for its picture`);
  const unused = Object.keys(page.imageAlts).filter((id) => !pictures.features[id]);
  if (unused.length > 0) throw new Error(`${file}: imageAlts.${unused[0]} describes no row's picture`);
  const others = new Map<string, PageSection>(
    sections.filter(({ id }) => !pictures.features[id]).map(({ id, heading, blocks }) => [id, { heading, blocks }]),
  );
  const banner: Illustration = { ...pictures.banner, alt: page.imageAlt };
  const section = (id: string): PageSection => {
    const found = others.get(id);
    if (!found) throw new Error(`${file}: no "## … {#${id}}" section, which the page shows`);
    return found;
  };
  return { lead, banner, features, section };
}
