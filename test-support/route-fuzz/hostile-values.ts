// Hostile values for one parameter of a request, by the kind of value the parameter takes: the
// extreme years, impossible days, huge ranges, huge numbers and long strings of issue 48. Each
// parameter gets every curated value of its kind, which holds the values that once hung or nearly
// hung a route, then values fast-check draws from the same classes, from a fixed seed so that a
// failure can be replayed.
import { crc32 } from "node:zlib";
import fc from "fast-check";

/** What a parameter takes, read off the valid value its route's base request gives it. */
export type ValueKind = "day" | "time" | "number" | "boolean" | "token" | "text" | "structure";

export function kindOf(value: unknown): ValueKind {
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return "number";
  if (typeof value !== "string") return "structure";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return "day";
  if (/^\d{2}:\d{2}$/.test(value)) return "time";
  if (/^\d{1,15}$/.test(value)) return "number";
  if (/^[\w.-]{20,}$/.test(value)) return "token";
  return "text";
}

const padded = (value: number, width: number) =>
  `${value < 0 ? "-" : ""}${String(Math.abs(value)).padStart(width, "0")}`;

/** A year as ISO 8601 writes it: four digits, or six with a sign beyond them. */
const isoYear = (year: number) =>
  year >= 0 && year <= 9999 ? padded(year, 4) : `${year < 0 ? "-" : "+"}${padded(Math.abs(year), 6)}`;

const curated: Record<ValueKind, readonly string[]> = {
  day: [
    "9999-12-31",
    "9999-12-30",
    "0000-01-01",
    "0001-01-01",
    "+010000-01-01",
    "-000001-01-01",
    "275760-09-13",
    "2026-02-30",
    "2026-02-29",
    "2026-99-99",
    "2026-13-01",
    "2026-00-10",
    "1900-01-01",
    "2100-12-31",
    "2026-2-3",
    "20261201",
    "2026-12-01T00:00:00Z",
    "",
  ],
  time: ["24:00", "99:99", "23:60", "-1:00", "9:5", "10:30:00", "23:59", "00:00", "1e3", ""],
  number: [
    "0",
    "-1",
    "0x10",
    "1e3",
    "1.5",
    "9007199254740993",
    "1e309",
    "Infinity",
    "NaN",
    "99999999999999999999",
    " 16",
    "16abc",
    "",
  ],
  boolean: ["true ", "1", "yes", "null", ""],
  token: ["", "a", "x".repeat(43), "-".repeat(43), "x".repeat(3000), "../../etc/passwd", "%00", "\u0000".repeat(43)],
  text: [
    "",
    " \u00A0\u200B ",
    "x".repeat(3000),
    "\u0000\u0007\u000B\u000C\u0085\u2028\u202E",
    "a\r\nBcc: attacker@example.com",
    "'; drop table leads; --",
    "<script>alert(1)</script>",
    "\u00A0=1+1",
    "\uD800",
    "🙂".repeat(700),
  ],
  structure: [],
};

/** Values of the wrong JSON type, for a parameter in a JSON body: each kind gets all of them too. */
const wrongTypes: readonly unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  2 ** 53 + 2,
  [],
  {},
  ["2026-12-01", "9999-12-31"],
  { from: "2026-12-01", to: "9999-12-31" },
  Array.from({ length: 2000 }, (_, index) => index),
];

const extremeDay = fc
  .tuple(
    fc.integer({ min: -300_000, max: 300_000 }),
    fc.integer({ min: -1, max: 99 }),
    fc.integer({ min: -1, max: 99 }),
  )
  .map(([year, month, day]) => `${isoYear(year)}-${padded(month, 2)}-${padded(day, 2)}`);
const farDay = fc
  .tuple(fc.integer({ min: 2027, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([year, month, day]) => `${isoYear(year)}-${padded(month, 2)}-${padded(day, 2)}`);

const random: Record<ValueKind, fc.Arbitrary<unknown>> = {
  day: fc.oneof(extremeDay, farDay),
  time: fc
    .tuple(fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
    .map(([hours, minutes]) => `${padded(hours, 2)}:${padded(minutes, 2)}`),
  number: fc.oneof(
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
    fc.bigInt({ min: -(2n ** 80n), max: -1n }).map(String),
    fc.double({ noNaN: true, min: 1e6 }).map(String),
    fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }),
  ),
  boolean: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
  token: fc.oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.stringMatching(/^[\w-]{43}$/),
    fc.integer({ min: 100, max: 4000 }).map((length) => "A".repeat(length)),
  ),
  text: fc.oneof(
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.string({ unit: "grapheme", maxLength: 100 }),
    fc.integer({ min: 501, max: 12_000 }).map((length) => "x".repeat(length)),
  ),
  structure: fc.jsonValue({ maxDepth: 3 }),
};

/** Where the value goes: a path or query string holds text only, and less of it than a body. */
export type Placement = "path" | "query" | "body";

/** The longest value put into an address: Node refuses request lines past its 16 KB header limit. */
const ADDRESS_MAX = 4_000;

/**
 * The values one parameter is sent: every curated value of its kind (and, in a body, every value of
 * the wrong type), then `randomCount` drawn by fast-check from `seed`.
 */
export function hostileValues(kind: ValueKind, placement: Placement, randomCount: number, seed: number): unknown[] {
  const drawn = randomCount > 0 ? fc.sample(random[kind], { numRuns: randomCount, seed }) : [];
  const values: unknown[] = [...curated[kind], ...(placement === "body" ? wrongTypes : []), ...drawn];
  if (placement === "body") return values;
  // In an address only text can be said; a JSON value goes as its text.
  return values
    .map((value) => (typeof value === "string" ? value : JSON.stringify(value)))
    .filter((value) => value.length <= ADDRESS_MAX);
}

/** A PNG's header alone, claiming `width`×`height` pixels: what a decompression bomb starts with. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = Buffer.concat([Buffer.from("IHDR"), ihdr]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(ihdr.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, chunk, crc]);
}

/**
 * Hostile files for an upload that takes a file's bytes as its body (a picture of the console's):
 * each with the type it is sent as. None is a picture the server may take.
 */
export function hostileFiles(valid: Uint8Array): [label: string, type: string, bytes: Uint8Array][] {
  const noise = Buffer.alloc(64 * 1024);
  for (let at = 0; at < noise.length; at++) noise[at] = (at * 7919) % 251;
  return [
    ["empty", "image/png", Buffer.alloc(0)],
    ["a PHP script", "image/png", Buffer.from('<?php system($_GET["c"]); ?>')],
    [
      "a PNG signature before a script",
      "image/png",
      Buffer.concat([pngHeader(1, 1).subarray(0, 8), Buffer.from("<?php")]),
    ],
    ["a header claiming 100000×100000 pixels", "image/png", pngHeader(100_000, 100_000)],
    ["a header claiming 0×0 pixels", "image/png", pngHeader(0, 0)],
    ["a JPEG signature before noise", "image/jpeg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise])],
    ["a WebP signature alone", "image/webp", Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8 ", "latin1")],
    ["the picture cut in half", "image/png", valid.subarray(0, Math.floor(valid.length / 2))],
    ["the picture as text", "text/plain", valid],
    ["the picture as JSON", "application/json", valid],
    ["the picture as a form", "application/x-www-form-urlencoded", valid],
  ];
}
