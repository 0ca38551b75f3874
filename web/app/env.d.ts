import type { Language } from "@ikey/contracts/languages";
import type { SiteConfig } from "@ikey/contracts/site-config";

declare global {
  /** The public site configuration, baked in at build time by vite.config.ts. */
  const __SITE_CONFIG__: SiteConfig;
  /** The year the site was built; the footer starts from it and moves on in the browser. */
  const __BUILD_YEAR__: number;
  /** The language this build is for (web/build-plugins/site-language.ts). */
  const __SITE_LANGUAGE__: Language;
}
