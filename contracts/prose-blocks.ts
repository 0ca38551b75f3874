/**
 * Rich text as data: what the site's Markdown compiles to (web/content at build time, a console
 * item's body at request time; ./markdown-blocks.ts) and what other copy writes by hand. The site
 * renders it with Prose (web/app/components/prose.tsx), the server with proseHtml (./prose-html.ts),
 * to the same markup, so copy changes never touch layout. Types only: the pages that import it
 * carry no parser.
 */
import type { CmsImageSize } from "./cms-images";

export type Inline = string | { readonly text: string; readonly href: string };

export type Block =
  | { readonly type: "p"; readonly text: Inline | readonly Inline[] }
  | { readonly type: "h2" | "h3"; readonly text: string; readonly id?: string }
  | { readonly type: "ul" | "ol"; readonly items: readonly (Inline | readonly Inline[])[] }
  /** A picture uploaded in the console (./cms-images.ts), with the words that stand for it. */
  | { readonly type: "img"; readonly image: CmsImageSize; readonly alt: string };
