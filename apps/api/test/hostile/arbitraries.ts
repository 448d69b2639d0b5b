import fc from 'fast-check';

/**
 * fast-check generators for hostile input: text that has broken other servers, wrongly typed JSON,
 * payloads with fields swapped, dropped or added, garbage path segments and query strings. Each
 * generator yields plain data (not functions), so a failing case prints as something one can read.
 */

/** Strings known to trip parsers, databases and routers; the test also tries each in every field. */
export const KNOWN_BAD_TEXT = [
  '',
  ' ',
  '..',
  '\u0000',
  'a\u0000b',
  'null',
  '-1',
  '1e309',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '00000000-0000-0000-0000-000000000000',
  '\u202eevil',
  '\ud800',
  '😷'.repeat(64),
];

/**
 * Halves of UTF-16 surrogate pairs without their other half, which JSON can spell (`"\ud800"`) and
 * no encoding can carry: high, low, reversed, and a pair cut off after its high half.
 */
export const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b', '\udc00\ud800', '😷\ud83d'];

/**
 * Bytes that are not UTF-8: a surrogate encoded as if it were a character (CESU-8), sequences cut
 * short, an overlong '.', and bytes UTF-8 never uses.
 */
export const INVALID_UTF8 = [
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xe0, 0xa4],
  [0xf0, 0x9f, 0x98],
  [0xc0, 0xae],
  [0xff, 0xfe],
].map((bytes) => Buffer.from(bytes));

/** Bytes as a URL or a form carries them, `%ED%A0%80`. */
export const percentBytes = (bytes: Buffer) =>
  [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** Where a value sits inside a JSON body: keys and array indexes from the top. */
export type FieldPath = (string | number)[];

/** Every place in a body that holds text, at any depth (`['medicines', 0, 'name']`, ...). */
export function stringPaths(value: unknown, path: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** A copy of `value` with `leaf` at `path`. */
export function replaceAt(value: unknown, path: FieldPath, leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, leaf) : item));
  const fields = value as Record<string, unknown>;
  return { ...fields, [head]: replaceAt(fields[head], rest, leaf) };
}

/** Stands in for raw bytes while a body is serialised; letters and dashes survive JSON and forms. */
export const BYTES_GO_HERE = 'raw-bytes-go-here';

/** `text` with the stand-in replaced by `bytes`, which a JavaScript string cannot hold when they are not UTF-8. */
const spliceBytes = (text: string, bytes: Buffer) =>
  Buffer.concat(
    text
      .split(BYTES_GO_HERE)
      .flatMap((part, index) => [...(index > 0 ? [bytes] : []), Buffer.from(part)]),
  );

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_BAD_TEXT) },
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', minLength: 1_000, maxLength: 5_000 }),
);

/** Any JSON value, or a value of a type no schema expects (huge numbers, long or odd text). */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  { weight: 3, arbitrary: hostileText },
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1),
  fc.array(hostileText, { maxLength: 3 }),
);

/** Raw bodies, whatever the content type says: malformed, truncated, poisoned or absurdly nested JSON. */
export const KNOWN_BAD_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,',
  'nul',
  '"unterminated',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '\u0000',
  '\ufeff{}',
  // Nesting no form sends, just under the size limit: a recursive walk or stringify overflows on it.
  `${'['.repeat(60_000)}${']'.repeat(60_000)}`,
  `${'{"a":'.repeat(25_000)}1${'}'.repeat(25_000)}`,
];

export type BodyMutation =
  | { kind: 'sample' }
  | { kind: 'raw'; text: string }
  | { kind: 'replace'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; fields: Record<string, unknown> }
  /** The text at `path` replaced; bytes go in raw, inside the JSON string's quotes. */
  | { kind: 'text'; path: FieldPath; value: string | Buffer };

/** Ways to spoil a route's valid JSON body; `fields` are the sample body's own field names. */
export function bodyMutation(fields: string[]): fc.Arbitrary<BodyMutation> {
  const whole: fc.Arbitrary<BodyMutation>[] = [
    fc.constant({ kind: 'sample' as const }),
    fc
      .oneof(
        fc.constantFrom(...KNOWN_BAD_BODIES),
        fc.string(),
        fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      )
      .map((text) => ({ kind: 'raw' as const, text })),
    fc
      .dictionary(
        fc.oneof(fc.string(), fc.constantFrom('role', 'userId', 'paid', '_id', 'price')),
        hostileValue,
        {
          minKeys: 1,
          maxKeys: 4,
        },
      )
      .map((extra) => ({ kind: 'extra' as const, fields: extra })),
  ];
  if (fields.length === 0) return fc.oneof(...whole);
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    ...whole,
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), field, value: hostileValue }),
    },
    fc.record({ kind: fc.constant('drop' as const), field }),
  );
}

/** The body a mutation makes of a (freshly built) valid payload. */
export function applyBodyMutation(sample: unknown, mutation: BodyMutation): string | Buffer {
  const fields =
    typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? sample : {};
  switch (mutation.kind) {
    case 'sample':
      return JSON.stringify(sample ?? {});
    case 'raw':
      return mutation.text;
    case 'replace':
      return JSON.stringify({ ...fields, [mutation.field]: mutation.value });
    case 'drop':
      return JSON.stringify(
        Object.fromEntries(Object.entries(fields).filter(([name]) => name !== mutation.field)),
      );
    case 'extra':
      return JSON.stringify({ ...fields, ...mutation.fields });
    case 'text': {
      const { path, value } = mutation;
      if (typeof value === 'string') return JSON.stringify(replaceAt(sample, path, value));
      return spliceBytes(JSON.stringify(replaceAt(sample, path, BYTES_GO_HERE)), value);
    }
  }
}

/** JSON most of the time; otherwise a type the route may not take, or a lying charset or boundary. */
export const contentType: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=hostile',
    'application/octet-stream',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
  ),
);

/** Percent-encodes text as a browser would; lone surrogates cannot be encoded and travel as U+FFFD. */
export const percentEncode = (text: string) =>
  encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

/** A path segment: encoded hostile text, or raw sequences that routers and decoders have choked on. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileText.map(percentEncode),
  fc.constantFrom(
    '..',
    '.',
    '%00',
    '%',
    '%zz',
    '%2e%2e',
    '%2F',
    '..%2F..%2Fetc',
    'a/b',
    '%E0%A4%A',
    '%C0%AE',
    '~',
  ),
  fc.constant('a'.repeat(10_000)),
);

/** A query string: known keys and random ones with hostile values, repeated keys and bracket syntax. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'date',
            'email',
            'page',
            'q',
            'token',
            'callbackURL',
            '__proto__',
            'constructor',
            'date[]',
            'email[a]',
          ),
          fc.string().map(percentEncode),
        ),
        fc.oneof(hostileText.map(percentEncode), fc.constantFrom('%00', '%', '%zz', '')),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
  fc.constantFrom('&&&', '=', '==&=', 'a=1&a=2&a=3', '%', '?', 'date', 'email=&email'),
);
