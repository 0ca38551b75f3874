// The e-mails the site under test delivered to the suite's SMTP sink (e2e/global-setup.ts), read as a
// mail program shows them: headers unfolded, each part decoded, whatever its transfer encoding.
import { readdirSync, readFileSync } from "node:fs";
import { type MimePart, mimeParts } from "../../test-support/mime-parts.ts";
import { E2E_MAIL_DIR } from "../../test-support/smtp-sink.ts";

export interface SinkMail {
  /** Names lower-cased, folded lines joined. */
  readonly headers: Readonly<Record<string, string>>;
  readonly parts: readonly MimePart[];
  /** The plain-text part, decoded. */
  readonly text: string;
}

/** Every message the sink has saved so far, as its raw source, in no particular order. */
export function sinkMessages(): string[] {
  return readdirSync(E2E_MAIL_DIR).map((file) => readFileSync(`${E2E_MAIL_DIR}/${file}`, "utf8"));
}

/** Every message delivered to `address` so far (the To header names it), in no particular order. */
export function mailsTo(address: string): SinkMail[] {
  return sinkMessages()
    .map((source) => mimeParts(source))
    .filter(({ headers }) => (headers.to ?? "").toLowerCase().includes(address.toLowerCase()))
    .map(({ headers, parts }) => ({
      headers,
      parts,
      text: parts.find((part) => /^text\/plain/i.test(part.headers["content-type"] ?? ""))?.body ?? "",
    }));
}
