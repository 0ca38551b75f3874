/**
 * Rich text as data: what web/content's Markdown compiles to at build time
 * (web/build-plugins/markdown-blocks.ts) and what other copy writes by hand, rendered by Prose
 * (./prose.tsx), so copy changes never touch layout. Its own module, without JSX, as the build
 * reads it too.
 */
export type Inline = string | { readonly text: string; readonly href: string };

export type Block =
  | { readonly type: "p"; readonly text: Inline | readonly Inline[] }
  | { readonly type: "h2" | "h3"; readonly text: string; readonly id?: string }
  | { readonly type: "ul" | "ol"; readonly items: readonly (Inline | readonly Inline[])[] };
