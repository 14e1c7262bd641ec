import {
  addAddressBodySchema,
  ORDER_STATUS,
  PROMOTION_PATHS,
  type PromotionDetail,
  type PromotionList,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { DEMO_ADDRESSES } from '../../src/seed/addresses.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';

/**
 * What the seeded demo shows agrees with itself (issue: counts that were wrong, texts written
 * for developers): a delivered order's address is in the address book; the wheel shows one
 * spin per paid order; the "new partners" count and the inbox's announcements tell one story;
 * an Indonesian member reads Indonesian messages, news and library.
 */
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 600_000);
afterAll(() => t?.close());

async function memberOf(login: string) {
  return t.db
    .selectFrom('member')
    .select(['id', 'created_at'])
    .where('login_name', '=', login)
    .executeTakeFirstOrThrow();
}

async function tokenOf(login: string) {
  if (!tokens.has(login)) {
    const m = await memberOf(login);
    const session = await openSession(t.deps, m.id, false, { ip: null, userAgent: null });
    tokens.set(login, session.token);
  }
  return tokens.get(login)!;
}

const get = async <T>(login: string, url: string) => {
  const res = await call(t, 'GET', url, { token: await tokenOf(login) });
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
};

describe('the seeded demo tells one story', () => {
  it('keeps in the address book the address each delivered order of a demo login went to', async () => {
    for (const a of DEMO_ADDRESSES) {
      // the address book's own rules accept every seeded address
      expect(
        addAddressBodySchema.safeParse({ ...a, receiveName: 'Demo Member', stateId: 1 }).success,
        a.login,
      ).toBe(true);
      const m = await memberOf(a.login);
      const book = await t.db
        .selectFrom('member_address')
        .select(['address1', 'city', 'zip', 'is_default'])
        .where('member_id', '=', m.id)
        .where('deleted_at', 'is', null)
        .execute();
      expect(book, a.login).toHaveLength(1);
      const shipped = await t.db
        .selectFrom('shop_order')
        .select(['street', 'city', 'zip'])
        .where('member_id', '=', m.id)
        .where('delivery_mode', '=', 'address')
        .execute();
      for (const order of shipped) {
        expect(order.street, a.login).toContain(book[0]!.address1);
        expect(order).toMatchObject({ city: book[0]!.city, zip: book[0]!.zip });
      }
    }
    const demo = await memberOf('demo');
    const delivered = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', demo.id)
      .where('status', '=', ORDER_STATUS.delivered)
      .execute();
    expect(delivered.length).toBeGreaterThan(0);
  });

  it('gives one spin per paid order, as the wheel says', async () => {
    for (const login of ['demo', 'wtdemo']) {
      const list = await get<PromotionList>(login, PROMOTION_PATHS.list);
      const spin = list.promotions.find((p) => p.kind === 'alphaspin')!;
      const detail = await get<PromotionDetail>(
        login,
        PROMOTION_PATHS.detail.replace(':id', String(spin.id)),
      );
      const wheel = detail.wheel!;
      expect(wheel.qualifyingOrders, login).toBeGreaterThan(0);
      expect(wheel.earned, login).toBe(wheel.qualifyingOrders);
      expect(wheel.maxSpins ?? Infinity).toBeGreaterThanOrEqual(wheel.qualifyingOrders);
    }
  });

  it('announces in the inbox exactly the recruits the "new partners" promotion counts', async () => {
    const demo = await memberOf('demo');
    const list = await get<PromotionList>('demo', PROMOTION_PATHS.list);
    const partners = list.promotions.find((p) => p.metric === 'newSponsored')!;
    const from = new Date(`${partners.startsOn}T00:00:00+08:00`);
    const recruits = await t.db
      .selectFrom('member')
      .select(['login_name', 'created_at', 'status'])
      .where('sponsor_id', '=', demo.id)
      .execute();
    const inWindow = recruits.filter((r) => r.created_at >= from);
    expect(partners.value).toBe(inWindow.length);
    const announced = await t.db
      .selectFrom('message')
      .select(['title', 'created_at'])
      .where('member_id', '=', demo.id)
      .where('title', 'like', '% joined your team')
      .execute();
    expect(announced.length).toBeGreaterThan(0);
    for (const m of announced) {
      const who = recruits.find((r) => m.title === `${r.login_name} joined your team`);
      // every announcement is of a real recruit, dated when they joined
      expect(who, m.title).toBeDefined();
      expect(m.created_at.getTime()).toBe(who!.created_at.getTime());
      expect(m.created_at >= from).toBe(inWindow.includes(who!));
    }
  });

  it('writes an Indonesian member’s messages, news and library in Indonesian', async () => {
    const id = await memberOf('iddemo');
    const messages = await t.db
      .selectFrom('message')
      .select('title')
      .where('company_code', '=', 'ID')
      .where((eb) => eb.or([eb('member_id', '=', id.id), eb('member_id', 'is', null)]))
      .execute();
    const titles = messages.map((m) => m.title);
    expect(titles).toContain('Kami tidak pernah meminta kata sandi Anda');
    expect(titles.filter((x) => /\b(the|your|you)\b/i.test(x))).toEqual([]);
    const news = await t.db
      .selectFrom('news_item')
      .select(['language', 'title'])
      .where('company_code', '=', 'ID')
      .execute();
    for (const language of ['en', 'id', 'ms', 'zh-CN']) {
      expect(news.filter((n) => n.language === language).length, language).toBe(6);
    }
    expect(news.some((n) => /how news items are formatted/i.test(n.title))).toBe(false);
    const library = await t.db
      .selectFrom('library_document')
      .select(['lang', 'title'])
      .where('company_code', '=', 'ID')
      .execute();
    expect(library.filter((d) => d.lang === 'id')).toHaveLength(5);
  });
});
