/*
 * The site's prose, compiled from web/content/<language>/ for the build's language
 * (web/build-plugins/markdown-content.ts): a collection as its files in order, or one file.
 */

type ContentEntry<C extends import("../build-plugins/content-collections").CollectionName> =
  import("../build-plugins/markdown-content").ContentEntry<C>;

declare module "content:faq" {
  const tabs: readonly ContentEntry<"faq">[];
  export default tabs;
}

declare module "content:terms" {
  const tabs: readonly ContentEntry<"terms">[];
  export default tabs;
}

declare module "content:pages/*" {
  const page: ContentEntry<"pages">;
  export default page;
}

declare module "content:announcements" {
  const posts: readonly ContentEntry<"announcements">[];
  export default posts;
}

declare module "content:help-articles" {
  const articles: readonly ContentEntry<"help-articles">[];
  export default articles;
}

declare module "content:recruitment" {
  const tabs: readonly ContentEntry<"recruitment">[];
  export default tabs;
}

declare module "content:job-openings" {
  const openings: readonly ContentEntry<"job-openings">[];
  export default openings;
}

declare module "content:product-pages/*" {
  const page: ContentEntry<"product-pages">;
  export default page;
}

declare module "content:campaigns/*" {
  const campaign: ContentEntry<"campaigns">;
  export default campaign;
}

declare module "content:home/sections" {
  const home: ContentEntry<"home">;
  export default home;
}

declare module "content:home/carousels" {
  const carousels: import("../build-plugins/markdown-content").ContentEntry<
    "home",
    typeof import("../build-plugins/content-collections").homeCarousels
  >;
  export default carousels;
}
