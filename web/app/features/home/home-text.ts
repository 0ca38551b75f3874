import home from "content:home/sections";
import { pageSections } from "../../components/page-sections";

/**
 * The home page's words, web/content/<language>/home/sections.md: its frontmatter's labels and its
 * sections by id (components/page-sections.ts). The carousels' words are in home/carousels.md, which
 * loads with them.
 */
export const homeText = home;

export const homeFile = `home/sections.md (${home.language})`;

export const homeSections = pageSections(home.blocks, homeFile);
