import { BUSINESS_LOG } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp, loginAs } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const carousel = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}/dashboard/findPagePhotoCarouselData`, headers });
const addLog = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/log/business/addLog`,
    payload: payload as object,
    headers,
  });

describe('GET /dashboard/findPagePhotoCarouselData', () => {
  it("answers the member company's slides for the platform, translated", async () => {
    const { headers } = await loginAs(t, 'US');
    const bzz = await carousel({ ...headers, 'accept-language': 'en' });
    expect(bzz.statusCode).toBe(200);
    expect(bzz.json().data).toHaveLength(3);
    expect(bzz.json().data[0]).toMatchObject({
      title: 'Welcome to your member portal',
      imageUrl: '/carousel/US-1.svg',
      linkUrl: '/dashboard/DashboardNews',
    });
    const wpm = await carousel({ ...headers, platformName: 'wpm', 'accept-language': 'zh-CN' });
    expect(wpm.json().data[0]).toMatchObject({ title: '选购World Trade商城' });
    expect(wpm.json().data[0].linkUrl).toMatch(/^\/wpm\//);
    // the marketplace's own green slides
    expect(wpm.json().data[0].imageUrl).toBe('/carousel/US-wpm-1.svg');
  });

  it('always shows WT its marketplace slides', async () => {
    const { headers } = await loginAs(t, 'WT');
    const res = await carousel({ ...headers, platformName: 'bzz' });
    expect(res.json().data.every((s: { linkUrl: string }) => s.linkUrl.startsWith('/wpm/'))).toBe(
      true,
    );
  });

  it('shows only slides live now, in order', async () => {
    const { headers } = await loginAs(t, 'CA');
    const now = t.clock.now.getTime();
    const hour = 3_600_000;
    await t.db
      .insertInto('carousel_item')
      .values([
        {
          company_code: 'CA',
          platform: 'bzz',
          title: 'Ended',
          image_url: '/x.svg',
          sort: -2,
          ends_at: new Date(now - hour),
        },
        {
          company_code: 'CA',
          platform: 'bzz',
          title: 'Future',
          image_url: '/y.svg',
          sort: -2,
          starts_at: new Date(now + hour),
        },
        {
          company_code: 'CA',
          platform: 'bzz',
          title: 'Flash sale',
          image_url: '/z.svg',
          sort: -1,
          starts_at: new Date(now - hour),
          ends_at: new Date(now + hour),
        },
      ])
      .execute();
    const titles = (await carousel(headers)).json().data.map((s: { title: string }) => s.title);
    expect(titles[0]).toBe('Flash sale');
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('Ended');
    t.clock.advance(2 * hour);
    // a fresh session: the first one went idle while the clock moved
    const again = await loginAs(t, 'CA');
    const later = (await carousel(again.headers))
      .json()
      .data.map((s: { title: string }) => s.title);
    expect(later).toContain('Future');
    expect(later).not.toContain('Flash sale');
  });

  it('needs a session', async () => {
    const res = await carousel();
    expect(res.statusCode).toBe(401);
    expect(res.json().data.error).toBe('unauthorized');
    expect((await carousel({ token: 'not-a-session' })).statusCode).toBe(401);
  });
});

describe('POST /log/business/addLog', () => {
  it('stores the action with member, company, detail and address', async () => {
    const { member, headers } = await loginAs(t, 'MY');
    const res = await addLog({ action: 'cart.add-item_1', detail: { sku: 42, qty: 2 } }, headers);
    expect(res.json()).toEqual({ code: 0, data: null, msg: 'success' });
    const row = await t.db
      .selectFrom('business_log')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_code: 'MY',
      action: 'cart.add-item_1',
      detail: { sku: 42, qty: 2 },
      ip: '127.0.0.1',
    });
    await addLog({ action: 'page.view' }, headers);
    const bare = await t.db
      .selectFrom('business_log')
      .select('detail')
      .where('action', '=', 'page.view')
      .executeTakeFirstOrThrow();
    expect(bare.detail).toEqual({});
  });

  it.each([
    [{}, 'body.action', 'validation.required'],
    [{ action: '' }, 'body.action', 'validation.required'],
    [{ action: 5 }, 'body.action', 'validation.required'],
    [{ action: 'a'.repeat(65) }, 'body.action', 'validation.tooLong'],
    [{ action: 'two words' }, 'body.action', 'validation.format'],
    [{ action: 'ok', detail: 'text' }, 'body.detail', 'validation.invalidType'],
    [{ action: 'ok', detail: [1, 2] }, 'body.detail', 'validation.invalidType'],
    [{ action: 'ok', detail: { note: 'x'.repeat(2048) } }, 'body.detail', 'validation.tooLarge'],
  ])('refuses %j', async (payload, path, key) => {
    const { headers } = await loginAs(t, 'US');
    const res = await addLog(payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({ path, key });
  });

  it('needs a session', async () => {
    expect((await addLog({ action: 'page.view' })).statusCode).toBe(401);
  });

  it(`allows ${BUSINESS_LOG.maxPerWindow} calls a minute per member`, async () => {
    const busy = await loginAs(t, 'ID');
    for (let i = 0; i < BUSINESS_LOG.maxPerWindow; i++) {
      expect((await addLog({ action: 'tick' }, busy.headers)).statusCode).toBe(200);
    }
    const refused = await addLog({ action: 'tick' }, busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data.error).toBe('tooManyRequests');
    const stored = await t.db
      .selectFrom('business_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', busy.member.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(BUSINESS_LOG.maxPerWindow);
    const other = await loginAs(t, 'ID');
    expect((await addLog({ action: 'tick' }, other.headers)).statusCode).toBe(200);
  });
});
