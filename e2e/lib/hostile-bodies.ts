// Generated bad requests for the JSON endpoints: wrong types, huge strings, deep
// nesting, prototype keys (nested too), invalid UTF-8, wrong content types and charsets,
// media types in odd case, fields of invisible spaces only, and truncated JSON.
// fast-check draws them from a fixed seed, so a failure can be replayed.
import fc from "fast-check";

export interface HostileCase {
  readonly kind: string;
  readonly contentType: string | null;
  readonly body: Uint8Array;
}

const encode = (text: string) => new TextEncoder().encode(text);
const json = "application/json";

/** Any value in a field: the wrong type, nothing, a huge string, an object. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.integer({ min: 500, max: 40_000 }).map((length) => "x".repeat(length)),
);

function casesFor(fields: readonly string[]): fc.Arbitrary<HostileCase> {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.string();
  const shaped = fc
    .dictionary(field, anyValue, { maxKeys: fields.length + 2 })
    .map((value) => ({ kind: "shaped", contentType: json, body: encode(JSON.stringify(value)) }));
  const anyJson = fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ kind: "any JSON", contentType: json, body: encode(JSON.stringify(value)) }));
  const deep = fc.tuple(fc.integer({ min: 50, max: 50_000 }), fc.boolean()).map(([depth, asArray]) => ({
    kind: "deep nesting",
    contentType: json,
    body: encode(
      asArray ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
    ),
  }));
  const prototypeKeys = fc
    .tuple(fc.constantFrom("__proto__", "constructor", "prototype"), field, anyValue)
    .map(([key, name, value]) => ({
      kind: "prototype keys",
      contentType: json,
      body: encode(
        `{"${key}":{"polluted":true,"${name}":${JSON.stringify(value)}},"${name}":${JSON.stringify(value)}}`,
      ),
    }));
  const invalidUtf8 = fc.tuple(fc.uint8Array({ maxLength: 300 }), field).map(([bytes, name]) => {
    const prefix = encode(`{"${name}":"`);
    const body = new Uint8Array(prefix.length + bytes.length + 3);
    body.set(prefix);
    body.set(
      bytes.map((byte) => byte | 0x80),
      prefix.length,
    );
    body.set(encode('"}'), prefix.length + bytes.length);
    return { kind: "invalid UTF-8", contentType: json, body };
  });
  const wrongType = fc
    .tuple(
      fc.constantFrom(
        null,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/json; charset=latin1",
        "application/json; charset=utf-16",
        "application/json;;;",
      ),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([contentType, value]) => ({ kind: "content type", contentType, body: encode(JSON.stringify(value)) }));
  // Text that only looks filled: zero-width, no-break and other Unicode spaces.
  const blankField = fc
    .tuple(
      field,
      fc.array(fc.constantFrom("\u200B", "\u200C", "\u200D", "\u2060", "\u00A0", "\u3000", "\uFEFF", "\u180E", " "), {
        minLength: 1,
        maxLength: 8,
      }),
    )
    .map(([name, blanks]) => ({
      kind: "blank field",
      contentType: json,
      body: encode(JSON.stringify({ [name]: blanks.join("") })),
    }));
  const mediaTypeCase = fc
    .tuple(
      fc.constantFrom(
        "APPLICATION/JSON",
        "Application/Json",
        "application/JSON; Charset=UTF-8",
        'application/json; charset="utf-8"',
      ),
      fc.dictionary(field, fc.string(), { maxKeys: 3 }),
    )
    .map(([contentType, value]) => ({ kind: "media type case", contentType, body: encode(JSON.stringify(value)) }));
  const nestedPrototype = fc.tuple(field, fc.constantFrom("__proto__", "constructor")).map(([name, key]) => ({
    kind: "nested prototype keys",
    contentType: json,
    body: encode(
      key === "__proto__"
        ? `{"${name}":{"__proto__":{"polluted":true}}}`
        : `{"${name}":{"constructor":{"prototype":{"polluted":true}}}}`,
    ),
  }));
  const truncated = fc.tuple(fc.dictionary(field, fc.string()), fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value);
    return { kind: "truncated", contentType: json, body: encode(text.slice(0, cut % Math.max(1, text.length))) };
  });
  return fc.oneof(
    shaped,
    shaped,
    anyJson,
    deep,
    prototypeKeys,
    nestedPrototype,
    invalidUtf8,
    wrongType,
    mediaTypeCase,
    blankField,
    truncated,
  );
}

/** `count` cases for an endpoint whose body has these field names, the same for the same seed. */
export function hostileCases(fields: readonly string[], count: number, seed: number): HostileCase[] {
  return fc.sample(casesFor(fields), { numRuns: count, seed });
}
