import { createHash } from "node:crypto";
import { cleanLine } from "@ikey/contracts/fields";
import { isMailAddress } from "@ikey/contracts/validation";
import { convert, type HtmlToTextOptions } from "html-to-text";
import { simpleParser } from "mailparser";
import { newTextOf, sanitisedText } from "./conversation-text";

/** One e-mail received for a lead's conversation, as the history keeps it: plain text, never HTML. */
export interface InboundMessage {
  readonly from: { readonly address: string; readonly name: string };
  readonly subject: string;
  readonly messageId: string;
  readonly inReplyTo: string | null;
  readonly text: string;
  readonly newText: string;
}

/** A Message-ID the history keeps as it came: one <…@…> of printable characters, bounded. */
const MESSAGE_ID = /^<[^\s<>\p{Cc}]{1,300}@[^\s<>\p{Cc}]{1,300}>$/u;

function messageIdOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && MESSAGE_ID.test(first.trim()) ? first.trim() : null;
}

const HTML_AS_TEXT: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: "img", format: "skip" },
    { selector: "a", options: { ignoreHref: true } },
  ],
};

/** At most `max` code points of one line. */
const line = (text: string, max: number) => Array.from(cleanLine(text).trim()).slice(0, max).join("");

/**
 * Reads a received e-mail with a kept MIME parser (mailparser): its sender, subject, thread
 * headers and text. HTML-only mail is read as the text mailparser makes of it, and the HTML itself
 * is dropped, as are attachments: nothing from a stranger is ever rendered or run. Null when it has
 * no sender address a reply could go to. Without a Message-ID, one is made from its bytes, so the
 * same message received twice is still kept once.
 */
export async function readInboundMail(raw: Buffer): Promise<InboundMessage | null> {
  const parsed = await simpleParser(raw, {
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    maxHtmlLengthToParse: raw.length,
  });
  const sender = parsed.from?.value[0];
  const address = sender?.address?.trim().toLowerCase() ?? "";
  if (!isMailAddress(address)) return null;
  // An HTML-only message inside multipart/mixed gets no text from mailparser: its words, then,
  // without images, link addresses, scripts or styles.
  const html = typeof parsed.html === "string" ? parsed.html : "";
  const words = parsed.text?.trim() ? parsed.text : html ? convert(html, HTML_AS_TEXT) : "";
  const text = sanitisedText(words);
  return {
    from: { address, name: line(sender?.name ?? "", 100) },
    subject: line(parsed.subject ?? "", 200),
    messageId:
      messageIdOf(parsed.messageId) ??
      `<${createHash("sha256").update(raw).digest("hex").slice(0, 40)}@received.invalid>`,
    inReplyTo: messageIdOf(parsed.inReplyTo),
    text,
    newText: newTextOf(text),
  };
}
