/**
 * Chinese can break a line between any two characters, so a paragraph may end on a line of one
 * character and its full stop ("知。"). `text-wrap: pretty` (web/app/styles/base.css) avoids most
 * such endings, but Chromium gives up on some paragraphs; a word joiner (U+2060: invisible, and no
 * line may break at it) between the last two characters makes them move to the next line together.
 * Text with no Chinese ending is returned as it is, so every language's text can pass through.
 * Here, not in the site, because the server's rendering of prose (prose-html.ts) does it too.
 */
export function keepEndTogether(text: string): string {
  return text.replace(/(\p{Script=Han})(\p{Script=Han}[\p{P}\s]*)$/u, "$1\u2060$2");
}
