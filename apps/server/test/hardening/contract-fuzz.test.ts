import fc from 'fast-check';
import { API_CALLS, CONSOLE_API_BASE_PATH, CONSOLE_TOKEN_HEADER, HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createMember } from '../helpers/factories.js';
import { operatorSession } from '../console/console-helpers.js';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp } from '../system/helpers.js';
import { leaksIn } from './envelope-checks.js';
import {
  hostileString,
  hostileUrlPart,
  hostileValue,
  RAW_BODIES,
  RAW_SEGMENTS,
} from './hostile-values.js';

/**
 * every declared call (read from the app's own OpenAPI document, so a new call joins
 * by itself) gets random and hostile values in every path parameter, query parameter and body
 * field, anonymously and with a live session. No answer may be a 5xx, show a stack or SQL, or
 * leave the envelope; the server still answers afterwards. FUZZ_RUNS sets the total number of
 * requests (default 300, spread over the calls; at least 3 per call). The seed is fixed so a
 * run is repeatable and CI never fails on luck; FUZZ_SEED=random explores new values (a
 * failure prints its seed, which FUZZ_SEED then replays).
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_261_124);

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
}
interface DocOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Call {
  method: string;
  route: string;
  query: string[];
  headers: string[];
  body: string[] | null;
}

function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...parts.flatMap(fieldNames)])];
}

function callsOf(doc: { paths: Record<string, Record<string, DocOperation>> }): Call[] {
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      route,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      headers: (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name),
      body: op.requestBody
        ? fieldNames(op.requestBody.content?.['application/json']?.schema)
        : null,
    })),
  );
}

const EXTRA_QUERY = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'toString=1',
  'a=1&a=2&a=3',
];
const printable = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((n) => String.fromCharCode(n)),
  maxLength: 80,
});

/** One hostile request for a call. */
const requestFor = (call: Call) =>
  fc.record({
    path: fc.array(hostileUrlPart, { minLength: 4, maxLength: 4 }),
    query: fc.array(fc.tuple(fc.boolean(), hostileUrlPart), {
      minLength: call.query.length,
      maxLength: call.query.length,
    }),
    extraQuery: fc.subarray(EXTRA_QUERY),
    body: fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(fc.tuple(fc.boolean(), hostileValue), {
            minLength: call.body?.length ?? 0,
            maxLength: call.body?.length ?? 0,
          })
          .map((v) => ({ kind: 'fields' as const, v })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_BODIES).map((v) => ({ kind: 'raw' as const, v })),
      },
      { weight: 1, arbitrary: hostileValue.map((v) => ({ kind: 'value' as const, v })) },
    ),
    withSession: fc.boolean(),
    language: fc.constantFrom(
      undefined,
      'zh-CN',
      'constructor',
      '__proto__',
      `${'x'.repeat(300)};q=2`,
    ),
    platform: fc.constantFrom(undefined, 'wpm', '__proto__', 'toString'),
    headerValue: printable,
    textBody: fc.boolean(),
  });

type Sample = ReturnType<typeof requestFor> extends fc.Arbitrary<infer S> ? S : never;

function injectOptions(call: Call, s: Sample, token: string | undefined): InjectOptions {
  let i = 0;
  const url = call.route.replace(/\{[^}]+\}/g, () => s.path[i++] ?? '1');
  const query = [
    ...call.query.flatMap((name, k) => (s.query[k]?.[0] ? [`${name}=${s.query[k][1]}`] : [])),
    ...s.extraQuery,
  ].join('&');
  const headers: Record<string, string> = {
    ...(token ? { [isConsole(call) ? CONSOLE_TOKEN_HEADER : HEADER.token]: token } : {}),
    ...(s.language ? { 'accept-language': s.language } : {}),
    ...(s.platform ? { [HEADER.platformName]: s.platform } : {}),
    ...Object.fromEntries(call.headers.map((h) => [h, s.headerValue])),
  };
  const options: InjectOptions = {
    method: call.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
  };
  if (call.method === 'GET' || (call.method === 'DELETE' && call.body === null)) return options;
  headers['content-type'] = s.textBody ? 'text/plain' : 'application/json';
  if (s.body.kind === 'raw') return { ...options, payload: s.body.v };
  if (s.body.kind === 'value') return { ...options, payload: JSON.stringify(s.body.v) ?? 'null' };
  const fields = (call.body ?? []).flatMap((name, k) => {
    const entry = (s.body.v as [boolean, unknown][])[k];
    return entry?.[0] ? [[name, entry[1]]] : [];
  });
  return { ...options, payload: JSON.stringify(Object.fromEntries(fields)) };
}

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** What every answer must hold; answers a description of what broke, or null. */
function broken(res: Answer): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 && !type.includes('application/json'))
    return `error answer of type ${type}`;
  if (!type.includes('application/json')) return null; // images, CSV files
  let body: { code?: unknown; data?: { error?: unknown }; msg?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) {
    return `not the envelope: ${res.body.slice(0, 200)}`;
  }
  if (
    res.statusCode >= 400 &&
    (body.code !== res.statusCode || typeof body.data?.error !== 'string')
  ) {
    return `error envelope broken: ${res.body.slice(0, 200)}`;
  }
  const leaks = leaksIn(res.body);
  return leaks.length ? `leaks ${leaks.join(', ')}: ${res.body.slice(0, 300)}` : null;
}

let t: TestApp;
let calls: Call[] = [];
let memberId = 0;
/** the console's calls are fuzzed with an administrator's session (every permission) */
let operatorToken = '';

const isConsole = (call: Call) => call.route.startsWith(`${CONSOLE_API_BASE_PATH}/`);
/** the one console call that ends the shared operator session: fuzzed without a session only */
const CONSOLE_LOGOUT = `${CONSOLE_API_BASE_PATH}/auth/logout`;

beforeAll(async () => {
  t = await createSeededApp();
  // message centre: a stream answers for as long as the session lives; its own
  // test covers it, and a fuzzer would wait on it
  const streams = new Set(
    API_CALLS.filter((c) => c.stream).map((c) => `${API}${c.path.replace(/:(\w+)/g, '{$1}')}`),
  );
  calls = callsOf(t.app.swagger() as Parameters<typeof callsOf>[0]).filter(
    (c) => !streams.has(c.route),
  );
  memberId = (await createMember(t.db, { company_code: 'US' })).id;
  operatorToken = (await operatorSession(t, ['admin'])).token;
}, 180_000);
afterAll(async () => t?.close());

/**
 * A fresh member session per request: a fuzzed logout must not end the others' session. The
 * console's calls share one administrator's session (its logout is fuzzed without one).
 */
async function sessionToken(call: Call): Promise<string | undefined> {
  if (isConsole(call)) return call.route === CONSOLE_LOGOUT ? undefined : operatorToken;
  return (await openSession(t.deps, memberId, false, { ip: null, userAgent: null })).token;
}

describe('contract fuzz: hostile values for every declared call', () => {
  it('finds the declared calls', () => {
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.every((c) => c.route.startsWith(`${API}/`) || isConsole(c))).toBe(true);
    expect(calls.filter(isConsole).length).toBeGreaterThan(20);
  });

  it('never answers a 5xx, a stack or SQL, and keeps the envelope', async () => {
    const perCall = Math.max(3, Math.ceil(TOTAL_RUNS / calls.length));
    for (const [index, call] of calls.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(call), async (sample) => {
          const token = sample.withSession ? await sessionToken(call) : undefined;
          const res = await t.app.inject(injectOptions(call, sample, token));
          const problem = broken(res);
          if (problem) throw new Error(`${call.method} ${call.route}: ${problem}`);
        }),
        { numRuns: perCall, seed: SEED + index },
      );
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);

  it('over-long and malformed paths are answered in the envelope', async () => {
    const segment = fc.oneof(
      hostileUrlPart,
      fc.constantFrom(...RAW_SEGMENTS),
      hostileString.map(encodeURIComponentSafe),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('GET', 'POST', 'DELETE', 'PUT'),
        async (segments, method) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url: `${API}/${segments.join('/')}`,
          });
          const problem = broken(res);
          if (problem) throw new Error(`${method} ${segments.join('/').slice(0, 200)}: ${problem}`);
        },
      ),
      { numRuns: Math.max(20, Math.ceil(TOTAL_RUNS / 10)), seed: SEED },
    );
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 300_000);
});

function encodeURIComponentSafe(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
