import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { API, createSeededApp } from '../system/helpers.js';
import type { TestApp } from '../helpers/test-app.js';
import { exited, serverLastWords, startServer } from '../wallet/server-process.js';
import { expectErrorEnvelope } from './envelope-checks.js';

/**
 * Errors the framework raises before routing (bad URL, over-long
 * parameter) came before the hook that sets the request's locale; answering them threw, and
 * on a listening server the exception ended the process. Every such request, and every other
 * framework-level refusal, is answered in the envelope.
 */
const JSON_HEADERS = { 'content-type': 'application/json' };
const CASES: Array<[string, InjectOptions, number, string]> = [
  [
    '600 × A as a path parameter',
    { url: `${API}/sys/config/${'A'.repeat(600)}` },
    400,
    'validation',
  ],
  ['a malformed %-sequence at the root', { url: '/%zz' }, 400, 'validation'],
  ['a lone % in the API', { url: `${API}/%` }, 400, 'validation'],
  ['a lone-surrogate escape', { url: `${API}/sys/config/%ED%A0%80` }, 400, 'validation'],
  [
    'a bad escape in a query',
    { url: `${API}/sys/config/x?companyCode=%E0%A4%A` },
    400,
    'validation',
  ],
  [
    'malformed JSON',
    { method: 'POST', url: `${API}/bo/login`, headers: JSON_HEADERS, payload: '{"username":' },
    400,
    'malformedJson',
  ],
  [
    'an empty JSON body',
    { method: 'POST', url: `${API}/bo/login`, headers: JSON_HEADERS, payload: '' },
    400,
    'malformedJson',
  ],
  [
    'a body over 1 MiB',
    {
      method: 'POST',
      url: `${API}/bo/login`,
      headers: JSON_HEADERS,
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
    },
    413,
    'payloadTooLarge',
  ],
  [
    'an unsupported media type',
    {
      method: 'POST',
      url: `${API}/bo/login`,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'a=b',
    },
    400,
    'unsupportedMediaType',
  ],
];

describe('framework-level errors in the envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, 180_000);
  afterAll(async () => t?.close());

  it.each(CASES)('%s', async (_name, request, status, key) => {
    for (const language of [undefined, 'zh-CN', 'constructor']) {
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(language ? { 'accept-language': language } : {}) },
      });
      expectErrorEnvelope(res, status, key);
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('a prototype name as Accept-Language falls back to English (no 500)', async () => {
    for (const language of ['constructor', '__proto__', 'toString']) {
      const res = await t.app.inject({
        url: `${API}/sys/list/option/gender`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      const missing = await t.app.inject({
        url: `${API}/sys/config/no.such.key?companyCode=US`,
        headers: { 'accept-language': language },
      });
      expectErrorEnvelope(missing, 404, 'unknownConfigKey');
      expect(missing.json().msg).toBe('Unknown setting');
    }
  });
});

/** A raw request (no URL normalization) to a listening server. */
function rawGet(
  port: number,
  rawPath: string,
): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written as they are, for requests no HTTP client would send. */
function rawSocket(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes, 'latin1'));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a listening server survives them', () => {
  const port = 19_000 + Math.floor(Math.random() * 1_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'framework-errors-'));
  let child: ChildProcess;

  beforeAll(async () => {
    // the embedded database: what is tested is the process, not the SQL
    child = await startServer(
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'false',
        DATABASE_URL: '',
      },
      port,
    );
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers each in the envelope and keeps answering', async () => {
    for (const rawPath of [
      `${API}/sys/config/${'A'.repeat(600)}`,
      '/%zz',
      `${API}/%`,
      `${API}/sys/config/%ED%A0%80`,
    ]) {
      const res = await rawGet(port, rawPath);
      expectErrorEnvelope(res, 400, 'validation');
      expect(child.exitCode, serverLastWords(child)).toBeNull();
    }
    expect((await rawGet(port, '/healthz')).statusCode).toBe(200);
    expect(child.exitCode, serverLastWords(child)).toBeNull();
  });

  it('answers requests the HTTP parser refuses in the envelope too', async () => {
    for (const bytes of [
      'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
      'GET /frontend-server/bo/captcha HTTP/1.1\r\nHost: x\r\ntoken: \u0001\r\n\r\n',
      'NONSENSE\r\n\r\n',
    ]) {
      const answer = await rawSocket(port, bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        code: 400,
        data: { error: 'validation' },
      });
    }
    expect((await rawGet(port, '/healthz')).statusCode).toBe(200);
    expect(child.exitCode, serverLastWords(child)).toBeNull();
  });
});
