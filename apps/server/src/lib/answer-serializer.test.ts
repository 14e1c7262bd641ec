import { envelope, MEMBER_CALLS } from '@portal/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, encodesAsParses } from './answer-serializer.js';

const serializerFor = (schema: z.ZodType) =>
  answerSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('which answers are checked by parsing', () => {
  it('plain shapes: objects, arrays, unions, records, optional and nullable fields', () => {
    expect(encodesAsParses(envelope(MEMBER_CALLS.currentInfo.response))).toBe(true);
    const plain = z.object({
      list: z.array(z.union([z.string().min(1), z.number().int()])),
      map: z.record(z.string(), z.boolean()).optional(),
      note: z.string().nullable(),
      pair: z.tuple([z.string(), z.number()]),
    });
    expect(encodesAsParses(plain)).toBe(true);
  });

  it('a recursive schema (a getter in its shape) is walked once', () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(encodesAsParses(node)).toBe(true);
    const send = serializerFor(node);
    expect(send({ name: 'a', children: [{ name: 'b', children: [], extra: 1 }] })).toBe(
      '{"name":"a","children":[{"name":"b","children":[]}]}',
    );
  });

  it('anything whose encoding differs, however deep: codecs, transforms, defaults, rewriting checks', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    for (const inner of [
      isoDate,
      z.string().transform((s) => s.trim()),
      z.string().default('x'),
      z.number().catch(0),
      z.string().overwrite((s) => s.toUpperCase()),
      z.lazy(() => z.string()),
    ]) {
      expect(encodesAsParses(z.object({ rows: z.array(z.object({ v: inner.optional() })) }))).toBe(
        false,
      );
    }
  });
});

describe('the answer serializer', () => {
  it('sends the declared fields only', () => {
    const send = serializerFor(z.object({ id: z.number(), name: z.string() }));
    expect(send({ id: 1, name: 'a', secret: 'never' })).toBe('{"id":1,"name":"a"}');
  });

  it('refuses an answer that breaks its schema instead of sending it', () => {
    const send = serializerFor(z.object({ id: z.number().int() }));
    expect(() => send({ id: 1.5 })).toThrow(ResponseSerializationError);
    expect(() => send({ id: '1' })).toThrow(ResponseSerializationError);
  });

  it('still encodes a schema with a codec: the wire form, not the value', () => {
    const at = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const send = serializerFor(z.object({ at }));
    expect(send({ at: new Date('2026-11-29T00:00:00.000Z') })).toBe(
      '{"at":"2026-11-29T00:00:00.000Z"}',
    );
  });
});
