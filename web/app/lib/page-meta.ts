import { canonicalPath, HOME_TITLE, type PageId, pageById, pageTitle } from "@ikey/contracts/site-pages";
import type { MetaDescriptor } from "react-router";
import { pageIntros } from "../content/page-intros";
import { siteConfig } from "./site-config";

/** The title, description and canonical address of a page, for its route module's `meta` export. */
export function pageMeta(id: PageId): MetaDescriptor[] {
  const page = pageById(id);
  const title = id === "home" ? HOME_TITLE : pageTitle(page.name);
  const description = pageIntros[id].description;
  const canonical = new URL(canonicalPath(page), siteConfig.SITE_URL).href;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}
