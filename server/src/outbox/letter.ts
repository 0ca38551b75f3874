import { business } from "@ikey/contracts/business";
import { type Language, languageInfo } from "@ikey/contracts/languages";
import { labelled } from "./lead-naming";

/** Text in a paragraph, or a link: in the plain text only its words show, so a link's words are its address. */
export type Inline = string | { readonly text: string; readonly href: string };

/** A paragraph ("\n" breaks its line), a heading over the paragraphs after it, or a table of labelled values under a heading. */
export type LetterBlock =
  | { readonly paragraph: readonly Inline[] }
  | { readonly section: string }
  | { readonly heading: string; readonly rows: readonly (readonly [label: string, value: string])[] };

export interface Letter {
  /** The `lang` of the HTML: the language the words are in. */
  readonly htmlLang: string;
  /** The subject, which the HTML's title repeats. */
  readonly title: string;
  readonly blocks: readonly LetterBlock[];
}

/** The support address as a link: it says the address, and opens a message to it. */
export const supportEmailLink: Inline = { text: business.supportEmail, href: `mailto:${business.supportEmail}` };

/** The WhatsApp number as people dial it, linked to its chat (wa.me takes the digits only). */
export const whatsappLink: Inline = {
  text: `+${business.whatsappNumber}`,
  href: `https://wa.me/${business.whatsappNumber}`,
};

/**
 * The headers of an e-mail the server writes to a visitor by itself, with no person behind it
 * (RFC 3834's `auto-generated`, and Exchange's own header): out-of-office and other automatic
 * responders read them and stay silent, so two programs never answer each other.
 */
export const AUTOMATIC_HEADERS: Readonly<Record<string, string>> = {
  "Auto-Submitted": "auto-generated",
  "X-Auto-Response-Suppress": "OOF, AutoReply",
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Text as HTML, its line breaks kept. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>\n");
}

/** Only addresses a reader can follow safely: no `javascript:` or `data:` from anything a visitor typed. */
function checkedHref(href: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) throw new Error("A letter's links are web or mail addresses.");
  return href;
}

const LINK_STYLE = "color:#0b57d0;text-decoration:underline";
const CELL_STYLE = "padding:4px 16px 4px 0;vertical-align:top;text-align:left";

function inlineText(inline: Inline): string {
  return typeof inline === "string" ? inline : inline.text;
}

function inlineHtml(inline: Inline): string {
  if (typeof inline === "string") return htmlText(inline);
  return `<a href="${escapeHtml(checkedHref(inline.href))}" style="${LINK_STYLE}">${htmlText(inline.text)}</a>`;
}

const HEADING_STYLE = "margin:24px 0 8px;font-size:18px";

/** A labelled value in the plain text: "Name: value", or in Chinese "姓名：value" (lead-naming.ts's rule). */
function rowText(label: string, value: string, htmlLang: string): string {
  return labelled(`${label}${htmlLang.startsWith("zh") ? "：" : ":"}`, value);
}

function blockText(block: LetterBlock, htmlLang: string): string {
  if ("paragraph" in block) return block.paragraph.map(inlineText).join("");
  if ("section" in block) return block.section;
  return [block.heading, ...block.rows.map(([label, value]) => rowText(label, value, htmlLang))].join("\n");
}

function blockHtml(block: LetterBlock): string {
  if ("paragraph" in block) return `<p style="margin:0 0 16px">${block.paragraph.map(inlineHtml).join("")}</p>`;
  if ("section" in block) return `<h2 style="${HEADING_STYLE}">${htmlText(block.section)}</h2>`;
  const rows = block.rows.map(
    ([label, value]) =>
      `<tr><th scope="row" style="${CELL_STYLE};font-weight:bold">${htmlText(label)}</th>` +
      `<td style="${CELL_STYLE}">${htmlText(value)}</td></tr>`,
  );
  return [
    `<h2 style="${HEADING_STYLE}">${htmlText(block.heading)}</h2>`,
    `<table style="margin:0 0 16px;border-collapse:collapse">`,
    "<tbody>",
    ...rows,
    "</tbody>",
    "</table>",
  ].join("\n");
}

/**
 * One letter as the two parts of an e-mail that say the same: plain text, and HTML that needs
 * nothing from outside (no image, stylesheet or script), so it reads the same in every mail program,
 * with pictures blocked or not. Styles are inline, the one place every mail program reads them.
 */
export function renderLetter(letter: Letter): { text: string; html: string } {
  const text = `${letter.blocks.map((block) => blockText(block, letter.htmlLang)).join("\n\n")}\n`;
  const html = [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(letter.htmlLang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(letter.title)}</title>`,
    "</head>",
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px">',
    ...letter.blocks.map(blockHtml),
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return { text, html };
}

/** The header that says which language an e-mail is written in (RFC 3282), for mail clients that translate or read aloud. */
export function contentLanguage(language: Language): { readonly "Content-Language": string } {
  return { "Content-Language": languageInfo[language].hreflang };
}
