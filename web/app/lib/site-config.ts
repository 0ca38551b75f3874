import type { SiteConfig } from "@ikey/contracts/site-config";

export const siteConfig: SiteConfig = __SITE_CONFIG__;
