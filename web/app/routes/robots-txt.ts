import { renderRobotsTxt } from "@ikey/contracts/sitemap";
import { siteConfig } from "../lib/site-config";

// Prerendered to build/client/robots.txt.
export function loader() {
  return new Response(renderRobotsTxt(siteConfig.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
