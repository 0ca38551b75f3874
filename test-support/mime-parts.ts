/** One part of a MIME message: its headers (names lower-cased, folded lines joined) and its decoded body. */
export interface MimePart {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ""): string {
  if (encoding.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding.toLowerCase() !== "quoted-printable") return body;
  // Byte by byte, so that an escaped UTF-8 sequence becomes its one character.
  const text = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(text.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The message's headers and its leaf parts, each decoded (base64, quoted-printable), walking nested
 * multiparts: enough for tests to read what a mail program would show. Reads the message as the
 * sink received it (`raw` before any decoding).
 */
export function mimeParts(raw: string): { headers: Readonly<Record<string, string>>; parts: MimePart[] } {
  const top = splitHeaders(raw);
  const parts: MimePart[] = [];
  const walk = (headers: Record<string, string>, body: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
    if (!/^multipart\//i.test(headers["content-type"] ?? "") || !boundary) {
      parts.push({ headers, body: decodeBody(body, headers["content-transfer-encoding"]) });
      return;
    }
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const part = splitHeaders(section.replace(/^\r?\n/, ""));
      walk(part.headers, part.body.replace(/\r?\n$/, ""));
    }
  };
  walk(top.headers, top.body);
  return { headers: top.headers, parts };
}

/** A header's encoded words (RFC 2047, as nodemailer writes them) as the text they stand for. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}
