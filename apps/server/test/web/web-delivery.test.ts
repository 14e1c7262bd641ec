import { get as httpGet, type IncomingMessage } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, PUBLIC_FILE } from '../../src/plugins/spa.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ASSET = '/assets/index-Ab12Cd34.js';
const ACCEPT_ALL = 'gzip, deflate, br, zstd';
let t: TestApp;
let webRoot: string;
const source = `export const rows = [${'"a row of the bundle", '.repeat(400)}];\n`;

/** A built web app in miniature, with the .br and .gz files the build writes beside assets. */
function writeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-root-'));
  mkdirSync(path.join(root, 'assets'));
  // over 1 KB, like a real build's with its preload links: the build compresses it too
  const html = `<!doctype html><html><head><script type="module" src="${ASSET}"></script>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head></html>`;
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(html));
  const file = path.join(root, ASSET);
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source));
  writeFileSync(`${file}.gz`, gzipSync(source));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  webRoot = writeWebRoot();
  t = await createTestApp({}, { build: { webRoot } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('are sent as the precompressed .br file when br is accepted, cached for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': ACCEPT_ALL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    // the build's file byte for byte: compressed once, not again per request
    expect(res.rawPayload.equals(readFileSync(path.join(webRoot, `${ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(source);
  });

  it('are sent as the .gz file when only gzip is accepted', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(source);
  });

  it('are sent as they are when no compression is accepted', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of variants) {
      const res = await get(ASSET, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(source);
    }
  });
});

describe('security headers', () => {
  it('send the page policy with the HTML document only', async () => {
    const page = await get('/login', { 'accept-encoding': ACCEPT_ALL });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const asset = await get(ASSET, { 'accept-encoding': ACCEPT_ALL });
    expect(asset.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // the referrer policy goes with every answer (test/web/robots-and-headers.test.ts)
    expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const documentOnly of ['x-frame-options', 'origin-agent-cluster']) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    }
  });

  it("keep the page's policy on a reload's 304, whose headers replace the cached page's", async () => {
    // over a real socket: the 304 Node sends carries no content type, unlike an injected one
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const navigate = (extra: Record<string, string> = {}) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const headers = { accept: 'text/html', 'accept-encoding': 'br', ...extra };
        const req = httpGet(
          { host: address.hostname, port: address.port, path: '/Transfer', headers },
          (res) => {
            res.resume();
            resolve(res);
          },
        );
        req.on('error', reject);
      });
    const first = await navigate();
    const reload = await navigate({ 'if-modified-since': String(first.headers['last-modified']) });
    expect(reload.statusCode).toBe(304);
    expect(reload.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reload.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('index.html', () => {
  it('is revalidated on every load, at / and at a client-side route', async () => {
    for (const url of ['/index.html', '/login', '/dashboard/SystemIndex']) {
      const res = await get(url, { 'accept-encoding': ACCEPT_ALL });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(ASSET);
    }
  });

  it('while the other public files (unhashed names) are kept a day, never as immutable', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_FILE);
    expect(PUBLIC_FILE).toMatch(/max-age=86400\b/);
  });
});

describe('dynamic answers', () => {
  it('are compressed above the threshold when accepted, and left alone when not', async () => {
    const url = '/frontend-server/sys/locale/language/en';
    const br = await get(url, { 'accept-encoding': ACCEPT_ALL });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).code).toBe(0);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(0);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('below the threshold are sent as they are', async () => {
    const res = await get('/frontend-server/sys/locale/serverDateTime', {
      'accept-encoding': ACCEPT_ALL,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
