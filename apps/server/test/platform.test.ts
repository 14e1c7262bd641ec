import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe('reachable');
  });

  it('answers an unknown API path with the not-found envelope', async () => {
    const res = await t.app.inject('/frontend-server/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: { error: 'notFound' }, msg: 'Not found' });
  });

  it('translates the message by Accept-Language', async () => {
    const res = await t.app.inject({
      url: '/frontend-server/no/such',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.json().msg).toBe('未找到');
  });

  it('sends a non-HTML answer the short security headers, not the document ones', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a request id', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document and a docs page without a session', async () => {
    const doc = await t.app.inject('/frontend-server/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
    const page = await t.app.inject('/frontend-server/docs/');
    expect(page.statusCode).toBe(200);
    // the docs page brings its own script policy and gets the other document headers
    expect(page.headers['content-security-policy']).not.toContain("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
