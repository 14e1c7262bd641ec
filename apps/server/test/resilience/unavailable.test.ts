import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import type { AppDeps } from '../../src/deps.js';
import type { ZodApp } from '../../src/types.js';

/**
 * The real app on a PostgreSQL server that is not there (port 1 refuses every connection):
 * what members and load balancers see while the database is down. No database is needed.
 */
let app: ZodApp;
let deps: AppDeps;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-unavailable-'));
  const databaseUrl = 'postgres://portal@127.0.0.1:1/portal';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const db = createDb({ databaseUrl, dataDir, connectTimeoutMs: 1_000 });
  deps = await createDeps(config, { db, migrate: false, seed: false });
  app = await buildApp(deps, { logger: false, webRoot: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await closeDeps(deps);
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url: `${API_BASE_PATH}${url}`,
    headers: { 'accept-language': 'zh-CN', ...headers },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

describe('while the database is unreachable', () => {
  it('answers a member with a session the translated 503, not a 401 nor a 500', async () => {
    const res = await api('GET', '/bo/ewallet/transfer/limits', { token: 'a'.repeat(43) });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({
      code: 503,
      data: { error: 'temporarilyUnavailable' },
      msg: '服务暂时不可用，请稍后再试。',
    });
    expect(body.data.requestId).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\bat \w/);
  });

  it('answers a money-moving request 503 too: it was never applied, the key may be retried', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/bo/ewallet/transfer`,
      headers: { token: 'b'.repeat(43), [HEADER.idempotencyKey]: 'unavailable-key-1' },
      payload: { toMemberId: 2, fromAccount: 'bonus', toAccount: 'bonus', amount: '1', pin: '1' },
    });
    expect(res.json()).toMatchObject({ code: 503, data: { error: 'temporarilyUnavailable' } });
  });

  it('answers a public call that needs the database 503', async () => {
    const res = await api('GET', '/sys/page/privatePolicy');
    expect(res.statusCode).toBe(503);
    expect(res.json().data.error).toBe('temporarilyUnavailable');
  });

  it('still answers calls that need no database as before (no session: 401)', async () => {
    expect((await api('GET', '/bo/ewallet/transfer/limits')).statusCode).toBe(401);
  });

  it('tells load balancers: /readyz 503, /healthz 200', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
