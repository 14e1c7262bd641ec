import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { API, createSeededApp, loginAs } from '../system/helpers.js';
import { addBank, TEST_PIN, walletMember } from '../wallet/factories.js';
import { expectErrorEnvelope } from './envelope-checks.js';

/** Names every plain object has on its prototype chain. */
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 180_000);
afterAll(async () => t?.close());

describe('prototype names as request keys', () => {
  it.each(PROTOTYPE_KEYS)('GET /sys/config/%s answers 404 unknownConfigKey', async (key) => {
    const res = await t.app.inject({ url: `${API}/sys/config/${key}?companyCode=US` });
    expectErrorEnvelope(res, 404, 'unknownConfigKey');
  });

  it.each(PROTOTYPE_KEYS)('GET /sys/list/option/%s answers 404', async (code) => {
    expectErrorEnvelope(
      await t.app.inject({ url: `${API}/sys/list/option/${code}` }),
      404,
      'notFound',
    );
  });

  it('a batch of prototype names finds nothing and answers 200 / 404', async () => {
    const config = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/config`,
      payload: { companyCode: 'US', keys: PROTOTYPE_KEYS.filter((k) => k !== '__proto__') },
    });
    expect(config.statusCode).toBe(200);
    expect(config.json().data).toEqual({});
    const options = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/list/all/option/`,
      payload: { codes: PROTOTYPE_KEYS },
    });
    expectErrorEnvelope(options, 404, 'notFound');
  });

  it('prototype names as query and body keys are no 500', async () => {
    const { headers } = await loginAs(t, 'US');
    const query = await t.app.inject({
      url: `${API}/sys/config/global.site.switch?companyCode=US&__proto__[x]=1&constructor=1`,
    });
    expect(query.statusCode).toBeLessThan(500);
    const body = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/locale`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"locale":"en","__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
    });
    expect(body.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('NUL and control characters', () => {
  const controlKey = (res: { json(): { data: { fields?: { key: string }[] } } }) =>
    res.json().data.fields?.map((f) => f.key);

  it('GET /bo/captcha/required?username=a%00b → 400 with the field key', async () => {
    const res = await t.app.inject({ url: `${API}/bo/captcha/required?username=a%00b` });
    expectErrorEnvelope(res, 400, 'validation');
    expect(controlKey(res)).toEqual(['validation.controlCharacters']);
  });

  it('POST /bo/login with username "a\\u0000b" → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/bo/login`,
      payload: { username: 'a\u0000b', password: 'x\u0000y' },
    });
    expectErrorEnvelope(res, 400, 'validation');
    expect(controlKey(res)).toEqual([
      'validation.controlCharacters',
      'validation.controlCharacters',
    ]);
  });

  it('POST /wm/bankInfo/add with bankName "a\\u0000b" → 400', async () => {
    const { token } = await walletMember(t);
    for (const bankName of ['a\u0000b', 'a\uD800b', 'a\u007fb']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/wm/bankInfo/add`,
        headers: { token },
        payload: {
          bankName,
          accountNumber: '1234567890',
          accountType: 'savings',
          holderName: 'H',
          pin: TEST_PIN,
        },
      });
      expectErrorEnvelope(res, 400, 'validation');
      expect(res.json().data.fields).toEqual([
        { path: 'body.bankName', key: 'validation.controlCharacters' },
      ]);
    }
    await addBank(t, token); // the same call with clean text still works
  });

  it('the field message is translated', async () => {
    const res = await t.app.inject({
      url: `${API}/bo/captcha/required?username=a%01b`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.json().msg).toContain('控制字符');
  });
});

describe('Cache-Control', () => {
  it('every API answer that depends on the session says no-store', async () => {
    const { headers } = await loginAs(t, 'US');
    for (const url of [
      `${API}/bo/userInfo/currentUserInfo`,
      `${API}/sys/config/global.site.switch`,
      `${API}/nope`,
    ]) {
      for (const h of [headers, {}]) {
        const res = await t.app.inject({ url, headers: h });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    }
  });

  it('translations keep their own revalidation', async () => {
    const res = await t.app.inject({ url: `${API}/sys/locale/language/en` });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('OpenAPI security of public calls', () => {
  interface Operation {
    security?: unknown[];
  }

  it('marks exactly the calls that answer without a session with security: []', async () => {
    const plain = await createTestApp();
    try {
      const doc = plain.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const wrong: string[] = [];
      for (const [route, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const url = route.replace(/\{[^}]+\}/g, '1');
          const res = await plain.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            ...(method === 'get' ? {} : { payload: {} }),
          });
          const publicInDoc = Array.isArray(op.security) && op.security.length === 0;
          const publicInFact = res.statusCode !== 401;
          if (publicInDoc !== publicInFact) wrong.push(`${method} ${route}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(doc.paths[`${API}/sys/config/{key}`]?.get?.security).toEqual([]);
      expect(doc.paths[`${API}/bo/userInfo/currentUserInfo`]?.get?.security).toBeUndefined();
    } finally {
      await plain.close();
    }
  }, 300_000);
});
