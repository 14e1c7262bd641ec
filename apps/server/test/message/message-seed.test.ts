import { LOCALES, messagePageSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS, type MessageContext } from '../../src/seed/data/message-texts.js';
import { seedMessages } from '../../src/seed/messages.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = '/frontend-server/api/messageCenter';
let t: TestApp;
const token: Record<string, string> = {};
const JOINED = new Date('2026-10-30T02:00:00Z');

const context: MessageContext = { company: 'X', tel: '1', firstName: 'Dana', menu: () => 'M' };
const shared = MESSAGE_TEXTS.en.notices(context).length + MESSAGE_TEXTS.en.company(context).length;
const personal = MESSAGE_TEXTS.en.personal(context).length;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', character_coding: 'ms_MY', name: 'World Trade MY' });
  for (const [login, company] of [
    ['demo', 'US'],
    ['mydemo', 'MY'],
    ['someone', 'US'],
  ] as const) {
    const m = await createMember(t.db, {
      login_name: login,
      company_code: company,
      first_name: 'Dana',
    });
    token[login] = (await openSession(t.deps, m.id, false, { ip: null, userAgent: null })).token;
    if (login === 'demo') {
      // demo's recruits: the newest active one is the one announced
      await createMember(t.db, { sponsor_id: m.id, status: 10, created_at: new Date(2024, 1) });
      await createMember(t.db, { sponsor_id: m.id, status: 10, created_at: JOINED });
      await createMember(t.db, { sponsor_id: m.id, status: 0, created_at: new Date() });
    }
  }
  await seedMessages(t.db);
});
afterAll(async () => t.close());

const bodyOf = async (id: number) =>
  (await t.db.selectFrom('message').select('body').where('id', '=', id).executeTakeFirstOrThrow())
    .body;

/** The inbox as the portal shows it in `locale` (its Accept-Language). */
async function inbox(login: string, locale = 'en') {
  const headers = { token: token[login]!, 'accept-language': locale };
  const unread = await t.app.inject({ url: `${BASE}/unreadQuantity/3`, headers });
  const page = await t.app.inject({ url: `${BASE}/page/messages?pageSize=100`, headers });
  return { unread: unread.json().data as number, page: messagePageSchema.parse(page.json().data) };
}

describe('seeded messages', () => {
  it('gives demo its personal messages and announces its newest active recruit when they joined', async () => {
    const { unread, page } = await inbox('demo');
    expect(page.total).toBe(shared + personal + 1);
    // the personal ones, the old announcement and the oldest notice are read
    expect(unread).toBe(page.total - personal - 2);
    const welcome = page.list.find((m) => m.title === 'Welcome to your new back office, Dana');
    expect(welcome).toMatchObject({ type: 3, read: true });
    const recruit = await t.db
      .selectFrom('member')
      .select('login_name')
      .where('created_at', '=', JOINED)
      .executeTakeFirstOrThrow();
    const joined = page.list.find((m) => m.title === `${recruit.login_name} joined your team`);
    expect(joined).toBeDefined();
    expect(new Date(joined!.createdAt).getTime()).toBe(JOINED.getTime());
    // the pointers name the menu as it is named, never a menu that does not exist
    expect(await bodyOf(welcome!.id)).toContain('My Organization > Direct Referrals');
  });

  it("writes a company's messages in its language, and members without recruits get no announcement", async () => {
    const my = await inbox('mydemo', 'ms');
    expect(my.page.total).toBe(shared + personal);
    const titles = my.page.list.map((m) => m.title);
    expect(titles).toContain('Selamat datang ke back office baharu anda, Dana');
    expect(titles).toContain('World Trade MY: produk baharu di pusat beli-belah');
    const welcome = my.page.list.find((m) => m.title.startsWith('Selamat datang'))!;
    expect(await bodyOf(welcome.id)).toContain('Organisasi Saya > Rujukan Langsung');
    // company news is filed as news, the rest as system messages
    expect(my.page.list.filter((m) => m.type === 2).map((m) => m.category)).toEqual([
      'news',
      'news',
    ]);
    expect(my.page.list.filter((m) => m.type === 1).every((m) => m.category === 'system')).toBe(
      true,
    );
    const plain = await inbox('someone');
    expect(plain.page.total).toBe(shared);
    expect(plain.unread).toBe(shared);
  });

  it('says nothing of features that do not exist, or of a monthly statement', () => {
    for (const locale of LOCALES) {
      const texts = MESSAGE_TEXTS[locale];
      const all = [
        ...texts.notices(context),
        ...texts.company(context),
        ...texts.personal(context),
      ];
      expect(all).toHaveLength(shared + personal);
      for (const m of all) {
        expect(`${m.title} ${m.body}`).not.toMatch(/directly recommend|monthly|autoship/i);
      }
    }
  });
});
