import campaign from "content:campaigns/rhb-reflex-premium-plus";
import { pageSections } from "../../components/page-sections";

/**
 * The campaign page's words, web/content/<language>/campaigns/rhb-reflex-premium-plus.md: its
 * frontmatter's labels, and its sections by id (components/page-sections.ts).
 */
export const campaignText = campaign;

export const campaignFile = `campaigns/${campaign.slug}.md (${campaign.language})`;

export const campaignSections = pageSections(campaign.blocks, campaignFile);
