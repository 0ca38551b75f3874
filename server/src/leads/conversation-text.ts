import EmailReplyParser from "email-reply-parser";

/** The longest text the history keeps of one e-mail; the rest is cut, saying so. */
export const MESSAGE_TEXT_MAX = 20_000;

/**
 * Plain text a page can show and a file can hold: line breaks as "\n", tabs kept, every other
 * control character (C0, DEL, C1) and the bidirectional overrides that could reorder what a member
 * reads removed, and at most MESSAGE_TEXT_MAX characters (cut at a whole code point).
 */
export function sanitisedText(text: string): string {
  const clean = text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]|[\u202a-\u202e\u2066-\u2069]/gu, "")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim();
  const points = Array.from(clean);
  return points.length <= MESSAGE_TEXT_MAX ? clean : `${points.slice(0, MESSAGE_TEXT_MAX).join("")}\n[…]`;
}

/**
 * What is new in a reply: the text without the quoted earlier messages ("On … wrote:", "在 … 写道：",
 * "> " lines) and the signature, which the history folds, by a kept library (email-reply-parser,
 * after GitHub's). When nothing is left (a reply written below the quote), the whole text.
 */
export function newTextOf(text: string): string {
  const visible = new EmailReplyParser().read(text).getVisibleText().trim();
  return visible === "" ? text : visible;
}
