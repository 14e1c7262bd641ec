import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CALLS } from './calls.js';

/** `:name` segments of a Fastify-style path. */
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

describe('API_CALLS', () => {
  it('declares each method and path once', () => {
    const keys = API_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("names every path parameter in the call's params schema, and no other", () => {
    for (const call of API_CALLS) {
      const declared =
        call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
      expect(declared, call.id).toEqual(pathParams(call.path).sort());
    }
  });

  it('gives every call tags and a summary, and downloads no envelope', () => {
    for (const call of API_CALLS) {
      expect(call.tags.length, call.id).toBeGreaterThan(0);
      expect(call.summary, call.id).toBeTruthy();
      expect(call.path.startsWith('/'), call.id).toBe(true);
    }
  });

  it('keeps public calls free of member-owned records', () => {
    const leaky = API_CALLS.filter((c) => c.access === 'public' && c.record !== 'none');
    expect(leaky.map((c) => c.id)).toEqual([]);
  });

  it('names no call like a field the web build strips from declarations', () => {
    // apps/web/vite.config.ts cuts every `params:`, `query:`, `body:`, `headers:`, `response:`
    // and `summary:` property of a *.calls.ts file; a call named so would be cut mangled
    const stripped = ['params', 'query', 'body', 'headers', 'response', 'summary'];
    const clashing = API_CALLS.filter((c) => stripped.includes(c.id.split('.')[1] ?? ''));
    expect(clashing.map((c) => c.id)).toEqual([]);
  });
});
