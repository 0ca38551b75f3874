import type { Language } from "@ikey/contracts/languages";
import type { SiteConfig } from "@ikey/contracts/site-config";
import type { PagePhases } from "@ikey/contracts/site-pages";

declare global {
  /** The public site configuration, baked in at build time by vite.config.ts. */
  const __SITE_CONFIG__: SiteConfig;
  /** The year the site was built; the footer starts from it and moves on in the browser. */
  const __BUILD_YEAR__: number;
  /**
   * Where each page for a time (a campaign, contracts/site-pages.ts) stood when the site was built
   * (vite.config.ts): the prerendered pages and the scripts that hydrate them read the same, so a
   * campaign's end never changes a page as it hydrates. A campaign ends on the site with the first
   * build after its last day (docs/decisions/0042-pages-for-a-time.md).
   */
  const __PAGE_PHASES__: PagePhases;
  /**
   * What this build's language puts between two sentences, or a label and its text, that a page
   * sets side by side: a space, except in Chinese, whose full-width punctuation carries its own and
   * where a space shows as a gap ("联系。 如需"). A constant written into each use, not a module
   * (web/build-plugins/site-language.ts).
   */
  const __WORD_GAP__: " " | "";
  /** The language this build is for (web/build-plugins/site-language.ts). */
  const __SITE_LANGUAGE__: Language;
}
