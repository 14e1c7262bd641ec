import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { API, getAs, tokenFor } from './member-test-kit.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const me = await createMember(t.db, { email: 'me@example.com' });
  await createMember(t.db, { email: 'Taken@Example.com' });
  await createMember(t.db, { company_code: 'MY', email: 'elsewhere@example.com' });
  token = await tokenFor(t, me.id);
});
afterAll(async () => t.close());

const validate = (opts: { body?: unknown; query?: string; as?: string | null }) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/mm/PersonalProfile/validateEmail${opts.query ? `?${opts.query}` : ''}`,
    headers: opts.as === null ? {} : { token: opts.as ?? token },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });

describe('POST /mm/PersonalProfile/validateEmail', () => {
  it.each([
    ['a free address', 'new@example.com', true],
    ['an address of another member, any case', 'taken@example.COM', false],
    ["the member's own address", 'ME@example.com', true],
    ['an address used only in another company', 'elsewhere@example.com', true],
  ])('answers %s in the body', async (_name, email, available) => {
    const res = await validate({ body: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { available }, msg: 'success' });
  });

  it('takes the address from the query string', async () => {
    const taken = await validate({ query: 'email=taken%40example.com' });
    expect(taken.json().data).toEqual({ available: false });
    const free = await validate({ query: 'email=free%40example.com' });
    expect(free.json().data).toEqual({ available: true });
  });

  it.each([
    [
      'a bad format in the body',
      { body: { email: 'not-an-email' } },
      'body.email',
      'validation.emailFormat',
    ],
    [
      'a bad format in the query',
      { query: 'email=nope' },
      'querystring.email',
      'validation.emailFormat',
    ],
    ['a wrong type', { body: { email: 42 } }, 'body.email', 'validation.required'],
    [
      'an overlong address',
      { body: { email: `${'a'.repeat(250)}@example.com` } },
      'body.email',
      'validation.tooLong',
    ],
    ['no address at all', { body: {} }, 'body.email', 'validation.required'],
    ['no body and no query', {}, 'body.email', 'validation.required'],
  ])('refuses %s with 400', async (_name, opts, path, key) => {
    const res = await validate(opts);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ error: 'validation', fields: [{ path, key }] });
  });

  it('refuses without a session', async () => {
    const res = await validate({ body: { email: 'new@example.com' }, as: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /sys/avatar/:seed', () => {
  it('serves a cacheable SVG without a session, the same for the same seed', async () => {
    const res = await getAs(t, '/sys/avatar/17');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect((await getAs(t, '/sys/avatar/17')).body).toBe(res.body);
    expect((await getAs(t, '/sys/avatar/18')).body).not.toBe(res.body);
  });

  it.each(['bad%20seed', 'a.b', `${'x'.repeat(65)}`, '%3Cscript%3E'])(
    'refuses the seed %s with 400',
    async (seed) => {
      const res = await getAs(t, `/sys/avatar/${seed}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toMatchObject({
        error: 'validation',
        fields: [{ path: 'params.seed' }],
      });
    },
  );
});
