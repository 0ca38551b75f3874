import posts from "content:announcements";
import { announcementPath } from "@ikey/contracts/announcements";
import { renderSitemapXml } from "@ikey/contracts/sitemap";
import { siteConfig } from "../lib/site-config";

// Prerendered to build/client/sitemap.xml: the site's pages, and each announcement's (web/content).
export function loader() {
  const postPaths = posts.map((post) => announcementPath(post.slug));
  return new Response(renderSitemapXml(siteConfig.SITE_URL, postPaths), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
