import campaign from "content:campaigns/rhb-reflex-premium-plus";
import type { Block, Inline } from "@ikey/contracts/prose-blocks";
import { pageSections } from "../../components/page-sections";

/**
 * The campaign page's words, web/content/<language>/campaigns/rhb-reflex-premium-plus.md: its
 * frontmatter's labels, and its sections by id (components/page-sections.ts).
 */
export const campaignText = campaign;

export const campaignFile = `campaigns/${campaign.slug}.md (${campaign.language})`;

export const campaignSections = pageSections(campaign.blocks, campaignFile);

/** A list's items, for the terms excerpt, which lists plain sentences. */
export function itemsOf(block: Block): readonly string[] {
  if (block.type !== "ul" && block.type !== "ol") return [];
  return block.items.map((item) => {
    if (typeof item === "string") return item;
    throw new Error(`${campaignFile}: a list item holds a link, which the page does not show`);
  });
}

/** A paragraph's runs of text and links, for the terms excerpt, whose links open the terms. */
export function runsOf(block: Block): readonly Inline[] {
  if (block.type !== "p") return [];
  return Array.isArray(block.text) ? block.text : [block.text as Inline];
}
