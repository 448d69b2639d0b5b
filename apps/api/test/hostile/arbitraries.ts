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
  | { kind: 'extra'; fields: Record<string, unknown> };

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

/** The body text a mutation makes of a (freshly built) valid payload. */
export function applyBodyMutation(sample: unknown, mutation: BodyMutation): string {
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
