import { isMailAddress } from "@ikey/contracts/validation";

/** The sender: MAIL_FROM as `Name <address>` or a bare address. */
export interface Sender {
  readonly name: string;
  readonly address: string;
}

/**
 * MAIL_FROM read strictly: an optional display name with no line break, quote, angle bracket,
 * comma, semicolon or backslash, then one address (isMailAddress) in angle brackets; or the bare
 * address. Undefined for anything else, so a From header never carries a second address or header.
 */
export function parseSender(text: string): Sender | undefined {
  const trimmed = text.trim();
  if (isMailAddress(trimmed)) return { name: "", address: trimmed };
  const match = /^([^\p{Cc}"<>,;\\]*?)\s*<([^<>]+)>$/u.exec(trimmed);
  if (!match?.[2] || !isMailAddress(match[2])) return undefined;
  return { name: match[1] ?? "", address: match[2] };
}
