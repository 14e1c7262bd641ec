import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../index.js';
import { CONTROL_CHARS_KEY, hasUnsafeChars, textSchema } from './text.js';

/** Values every text field must refuse: NUL, other C0 controls, DEL, lone surrogates. */
const HOSTILE = [
  'a\u0000b',
  'Abc12345\u0000',
  'Ab1\u0007xyz9',
  'Ab\u001b[31m123',
  'Abc\u007f1234',
  'Abc1\uD800234',
  '\uDC00Abc1234',
  'Abc12\tx34',
  'Abc12\nx34',
];

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Every string schema inside a schema (objects, arrays, unions, pipes, wrappers). */
function stringLeaves(
  schema: unknown,
  path: string,
  seen = new Set<unknown>(),
): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => stringLeaves(child, at, seen);
  switch (def.type) {
    case 'string':
      return [[path, schema as z.ZodType]];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) =>
        walk(v, `${path}.${k}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => walk(o));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'pipe':
      // the input side is what the request carries
      return walk(def.in);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    default:
      return [];
  }
}

const REQUEST_SCHEMA = /(Body|Query|Params|Headers)Schema$/;
const requestSchemas = Object.entries(contract).filter(
  ([name, value]) => REQUEST_SCHEMA.test(name) && typeof value === 'object' && value !== null,
);

describe('control characters in request text', () => {
  it('finds the request schemas of the contract', () => {
    expect(requestSchemas.length).toBeGreaterThan(30);
  });

  it.each(requestSchemas)('%s: every text field refuses them', (_name, schema) => {
    const accepted = stringLeaves(schema, 'request').flatMap(([path, leaf]) =>
      HOSTILE.filter((v) => leaf.safeParse(v).success).map((v) => `${path} ${JSON.stringify(v)}`),
    );
    expect(accepted).toEqual([]);
  });

  it('answers the translated field key', () => {
    const result = textSchema().safeParse('a\u0000b');
    expect(result.error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARS_KEY]);
  });

  it('keeps ordinary text, emoji and other scripts', () => {
    for (const v of ['Jalan Ampang 1', '中文 👍', 'Ñandú', 'line']) {
      expect(textSchema().safeParse(v).success).toBe(true);
    }
    expect(hasUnsafeChars('two\nlines\r\n\tindented', true)).toBe(false);
    expect(hasUnsafeChars('nul\u0000', true)).toBe(true);
  });

  it('refuses them anywhere in a free-form JSON detail', () => {
    const log = contract.businessLogBodySchema;
    expect(log.safeParse({ action: 'a', detail: { k: ['ok'] } }).success).toBe(true);
    expect(log.safeParse({ action: 'a', detail: { k: ['a\u0000'] } }).success).toBe(false);
    expect(log.safeParse({ action: 'a', detail: { 'k\uD800': 1 } }).success).toBe(false);
  });
});
