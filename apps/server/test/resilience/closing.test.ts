import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import type { AppDeps } from '../../src/deps.js';
import type { ZodApp } from '../../src/types.js';

/**
 * A keep-alive connection busy when the shutdown begins may still carry another request: it
 * gets the translated 503 envelope and `Connection: close`, while the running one finishes.
 */
let app: ZodApp;
let deps: AppDeps;
let dataDir: string;
let slowStarted: () => void;
const slowRunning = new Promise<void>((r) => (slowStarted = r));
let releaseSlow: () => void;
const slowReleased = new Promise<void>((r) => (releaseSlow = r));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-closing-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  deps = await createDeps(config, { db: createDb({ dataDir: 'memory://' }), seed: false });
  app = await buildApp(deps, { logger: false, webRoot: false });
  // stands for any request still running when SIGTERM arrives: it says when it runs, and
  // finishes when the test lets it (fixed sleeps raced a loaded CI machine)
  app.get('/slow', async () => {
    slowStarted();
    await slowReleased;
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await closeDeps(deps);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('while the server shuts down', () => {
  it('finishes the running request and refuses the next one on its connection with the envelope', async () => {
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    const ended = new Promise((r) => socket.on('close', r));
    const request = (url: string) =>
      `GET ${url} HTTP/1.1\r\nHost: x\r\nAccept-Language: ms\r\nConnection: keep-alive\r\n\r\n`;
    socket.write(request('/slow'));
    await slowRunning;
    const closed = app.close();
    await new Promise((r) => setImmediate(r));
    socket.write(request(`${API_BASE_PATH}/sys/page/privatePolicy`));
    // the running request ends only once the next one has had time to arrive behind it
    await new Promise((r) => setTimeout(r, 500));
    releaseSlow();
    await closed;
    await ended;

    const answers = received.split(/HTTP\/1\.1 /).filter(Boolean);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^200 /);
    expect(answers[0]).toContain('{"done":true}');
    expect(answers[1]).toMatch(/^503 /);
    expect(answers[1]).toMatch(/connection: close/i);
    const envelope = JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4));
    expect(envelope).toMatchObject({
      code: 503,
      data: { error: 'temporarilyUnavailable' },
      msg: 'Perkhidmatan tidak tersedia buat sementara waktu. Sila cuba lagi sebentar lagi.',
    });
  });
});
