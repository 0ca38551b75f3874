import { renderSitemapXml } from "@ikey/contracts/sitemap";
import { siteConfig } from "../lib/site-config";

// Prerendered to build/client/sitemap.xml.
export function loader() {
  return new Response(renderSitemapXml(siteConfig.SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
