// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import {
  LOCALES,
  MESSAGE_TYPE,
  messageDetailSchema,
  messagePageSchema,
  type Locale,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/lib/i18n.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { insertMessageTexts } from '../../src/modules/message/index.js';
import { MESSAGE_TEXTS } from '../../src/seed/data/message-texts.js';
import { seedMessages } from '../../src/seed/messages.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = '/frontend-server/api/messageCenter';
let t: TestApp;
const token: Record<'us' | 'my', string> = { us: '', my: '' };
let us: { name: string; tel: string };

/** The first company news item as the seed writes it in `locale` for the US company. */
function usNewsIn(locale: Locale) {
  const menu = (...keys: string[]) => keys.map((k) => translate(locale, `menu.${k}`)).join(' > ');
  return MESSAGE_TEXTS[locale].company({ company: us.name, tel: us.tel, firstName: '', menu })[0]!;
}

const page = async (who: keyof typeof token, locale?: string) => {
  const headers = { token: token[who], ...(locale ? { 'accept-language': locale } : {}) };
  const res = await t.app.inject({ url: `${BASE}/page/messages?pageSize=100`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return messagePageSchema.parse(res.json().data).list;
};

const detail = async (who: keyof typeof token, id: number, type: number, locale: string) => {
  const headers = { token: token[who], 'accept-language': locale };
  const res = await t.app.inject({ url: `${BASE}/messageDetail/${id}/${type}/0`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return messageDetailSchema.parse(res.json().data);
};

async function addMessage(
  companyCode: string,
  title: string,
  texts: Partial<Record<Locale, string>>,
) {
  const row = await t.db
    .insertInto('message')
    .values({
      company_code: companyCode,
      member_id: null,
      type: MESSAGE_TYPE.systemNotice,
      title,
      body: `${title} body`,
      created_at: t.clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMessageTexts(
    t.db,
    Object.entries(texts).map(([locale, text]) => ({
      messageId: row.id,
      locale,
      title: text,
      body: `${text} body`,
    })),
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  us = await createCompany(t.db, { code: 'US', name: 'World Trade US' });
  await createCompany(t.db, { code: 'MY', character_coding: 'ms_MY', name: 'World Trade MY' });
  for (const [who, company] of [
    ['us', 'US'],
    ['my', 'MY'],
  ] as const) {
    const m = await createMember(t.db, { login_name: `lang-${who}`, company_code: company });
    token[who] = (await openSession(t.deps, m.id, false, { ip: null, userAgent: null })).token;
  }
  await seedMessages(t.db);
});
afterAll(async () => t.close());

describe("a company's message in the member's language", () => {
  it('gives a US member the same company news in en, id, ms and zh-CN, list and detail', async () => {
    const english = usNewsIn('en');
    const id = (await page('us', 'en')).find((m) => m.title === english.title)?.id;
    expect(id).toBeDefined();
    for (const locale of LOCALES) {
      const expected = usNewsIn(locale);
      // the dashboard card and the Messages page both list through this call
      const listed = (await page('us', locale)).find((m) => m.id === id);
      expect(listed?.title, locale).toBe(expected.title);
      const start = expected.body.replace(/\s+/g, ' ').slice(0, 15);
      expect(listed?.summary.startsWith(start), locale).toBe(true);
      const opened = await detail('us', id!, MESSAGE_TYPE.news, locale);
      expect(opened.title, locale).toBe(expected.title);
      expect(opened.body, locale).toBe(expected.body);
    }
    // the four are really different texts (a language missing would repeat the English one)
    expect(new Set(LOCALES.map((l) => usNewsIn(l).title)).size).toBe(LOCALES.length);
  });

  it("falls back to the company's language, then to the text the message was written in", async () => {
    const both = await addMessage('MY', 'Written in English', { ms: 'Dalam BM', id: 'Dalam BI' });
    const opened = (locale: string) => detail('my', both, MESSAGE_TYPE.systemNotice, locale);
    expect((await opened('id')).title).toBe('Dalam BI');
    // no Chinese text: the company's (Malay), not the one it was written in
    expect((await opened('zh-CN')).title).toBe('Dalam BM');
    expect((await opened('zh-CN')).body).toBe('Dalam BM body');
    // neither the member's nor the company's (en): the text it was written in
    const only = await addMessage('US', 'Original text', { id: 'Teks BI' });
    expect((await detail('us', only, MESSAGE_TYPE.systemNotice, 'ms')).title).toBe('Original text');
    const listed = (await page('us', 'zh-CN')).find((m) => m.id === only);
    expect(listed).toMatchObject({ title: 'Original text', summary: 'Original text body' });
    expect((await page('us', 'id')).find((m) => m.id === only)?.title).toBe('Teks BI');
  });

  it('lets an operator send a company message in several languages (message:send)', async () => {
    const send = (...args: string[]) => runOpsCommand(t, ['message:send', ...args]);
    const base = ['--category', 'system', '--title', 'Office closed', '--body', 'Closed Friday.'];
    const sent = await send('--company', 'US', ...base, '--title-zh-CN', '办公室休息');
    // a title without its body is refused, and nothing is written
    expect(sent.code, sent.out).toBe(2);
    const zh = ['--title-zh-CN', '办公室休息', '--body-zh-CN', '周五休息。'];
    const done = await send('--company', 'US', ...base, ...zh);
    expect(done.code, done.out).toBe(0);
    const [zhList, msList] = [await page('us', 'zh-CN'), await page('us', 'ms')];
    expect(zhList.filter((m) => m.title === '办公室休息')).toHaveLength(1);
    expect(zhList.find((m) => m.title === '办公室休息')?.summary).toBe('周五休息。');
    // Malay was not given and the company writes English: the text it was sent in
    expect(msList.filter((m) => m.title === 'Office closed')).toHaveLength(1);
    // personal copies are written in one language
    const personal = await send('--to', 'lang-us', ...base, ...zh);
    expect(personal).toMatchObject({ code: 2, out: expect.stringMatching(/company only/) });
  });
});
