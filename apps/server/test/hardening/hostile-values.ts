import fc from 'fast-check';

/** Strings an attacker sends: control characters, lone surrogates, prototype names, injections. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00',
  '\u001b[2J',
  '\u007f',
  '\r\n\t',
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  "' OR '1'='1",
  '"; DROP TABLE member; --',
  '1; SELECT pg_sleep(1)',
  '../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'true',
  'null',
  'A'.repeat(600),
  '🙂'.repeat(300),
  'ä'.repeat(5_000),
];

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);

/** Arrays or objects nested `depth` deep. */
export function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('a', 'constructor', 'toString', 'valueOf'),
      hostileString,
      {
        maxKeys: 3,
      },
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 2_000 }), fc.boolean())
      .map(([depth, asObject]) => nested(depth, asObject)),
  },
);

/** Percent-encodes a string for a URL; lone surrogates become their (invalid) UTF-8 form. */
export function encodeComponent(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const bytes = [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** Malformed or hostile raw path segments, sent as they are. */
export const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '%2e%2e',
  'A'.repeat(600),
  '%00',
];

/** A value as it appears in a path or query: text, number, or a raw malformed sequence. */
export const hostileUrlPart = fc.oneof(
  {
    weight: 5,
    arbitrary: hostileValue.map((v) =>
      encodeComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

/** Request bodies as raw JSON text, for what JSON.stringify cannot produce or should not be. */
export const RAW_BODIES = [
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"a":',
  '[',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '"just a string"',
  '12345678901234567890',
  'null',
  '[]',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];
