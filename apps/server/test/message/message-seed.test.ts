import { messagePageSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyMessages,
  GLOBAL_NOTICES,
  personalMessages,
} from '../../src/seed/data/message-texts.js';
import { seedMessages } from '../../src/seed/messages.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = '/frontend-server/api/messageCenter';
let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY' });
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
  }
  await seedMessages(t.db);
});
afterAll(async () => t.close());

async function inbox(login: string) {
  const headers = { token: token[login]! };
  const unread = await t.app.inject({ url: `${BASE}/unreadQuantity/3`, headers });
  const page = await t.app.inject({ url: `${BASE}/page/messages?pageSize=100`, headers });
  return { unread: unread.json().data as number, page: messagePageSchema.parse(page.json().data) };
}

describe('seeded messages', () => {
  const shared = GLOBAL_NOTICES.length + companyMessages('', '').length;

  it('gives demo its personal messages, some of them unread', async () => {
    const { unread, page } = await inbox('demo');
    expect(page.total).toBe(shared + personalMessages('').length);
    expect(unread).toBe(page.total - 2); // the welcome message and the oldest notice are read
    expect(page.list.filter((m) => m.type === 3 && !m.read).length).toBeGreaterThan(0);
    const welcome = page.list.find((m) => m.title === 'Welcome to your back office, Dana');
    expect(welcome).toMatchObject({ type: 3, read: true });
  });

  it('gives other demo accounts fewer personal messages and members only the shared ones', async () => {
    const my = await inbox('mydemo');
    expect(my.page.total).toBe(shared + 2);
    expect(my.unread).toBe(my.page.total - 1);
    const plain = await inbox('someone');
    expect(plain.page.total).toBe(shared);
    expect(plain.unread).toBe(shared);
  });
});
