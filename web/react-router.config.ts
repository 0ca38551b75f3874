import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "../contracts/site-pages";
import { STAFF_CONSOLE_PATH } from "../contracts/staff";

// Every public route is prerendered to static HTML and hydrated; there is no
// server-side rendering at request time (docs/decisions/0002-prerendered-site.md).
export default {
  appDirectory: "app",
  ssr: false,
  // The staff console's one page: its frame, which the server sends for every /staff address.
  prerender: [...prerenderPaths, STAFF_CONSOLE_PATH, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
