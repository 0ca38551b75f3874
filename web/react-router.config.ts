import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "../contracts/site-pages";

// Every public route is prerendered to static HTML and hydrated; there is no
// server-side rendering at request time (docs/decisions/0002-prerendered-site.md).
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...prerenderPaths, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
