import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCampaignSend } from '../../src/modules/message/message-campaign.job.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let content: string;
let contentMy: string;
let finance: string;
const gold: number[] = [];

async function addAddress(memberId: number, country: string) {
  await t.db
    .insertInto('member_address')
    .values({
      member_id: memberId,
      receive_name: 'Test',
      country_code: country,
      state_id: null,
      state_code: null,
      city: 'City',
      address1: 'Street 1',
      contact_number: '+10000000000',
      is_default: true,
      created_at: t.clock.now,
      updated_at: t.clock.now,
      deleted_at: null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  for (let i = 0; i < 3; i++) {
    const m = await createMember(t.db, { login_name: `cpGold${i}`, rank_code: '20', status: 10 });
    gold.push(m.id);
    await addAddress(m.id, i === 0 ? 'CA' : 'US');
  }
  await createMember(t.db, { login_name: 'cpSilver', rank_code: '10', status: 10 });
  await createMember(t.db, { login_name: 'cpFrozen', rank_code: '20', status: 20 });
  await createMember(t.db, { login_name: 'cpMy', rank_code: '20', status: 10, company_code: 'MY' });
  content = (await operatorSession(t, ['content'])).token;
  contentMy = (await operatorSession(t, ['content'], { companies: ['MY'] })).token;
  finance = (await operatorSession(t, ['finance'])).token;
});
afterAll(() => t.close());

const audience = (extra: object = {}) => ({
  companyCode: 'US',
  ranks: ['20'],
  statuses: [10],
  ...extra,
});
const message = {
  category: 'news',
  title: 'Gold day',
  body: ['Hello gold members,', 'see you soon.'],
};
const errorOf = (res: { json: () => { data: { error: string } } }) => res.json().data.error;
const messagesOf = (campaignTitle: string) =>
  t.db
    .selectFrom('message')
    .select(['member_id', 'body'])
    .where('title', '=', campaignTitle)
    .orderBy('member_id')
    .execute();

describe('message campaigns', () => {
  it('previews the audience, a sample and the message, and writes nothing', async () => {
    const res = await consoleCall(t, 'POST', '/campaigns/preview', {
      token: content,
      body: { audience: audience(), message },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.sample.map((m: { loginName: string }) => m.loginName)).toEqual([
      'cpGold0',
      'cpGold1',
      'cpGold2',
    ]);
    expect(data.sample[0].country).toBe('CA');
    expect(data.message.body).toBe('Hello gold members,\nsee you soon.');
    const byCountry = await consoleCall(t, 'POST', '/campaigns/preview', {
      token: content,
      body: { audience: audience({ countries: ['ca'] }), message },
    });
    expect(byCountry.json().data.total).toBe(1);
    expect(await messagesOf('Gold day')).toEqual([]);
  });

  it('sends by a job, once per member even when the job runs again, audited', async () => {
    const res = await consoleCall(t, 'POST', '/campaigns', {
      token: content,
      body: { audience: audience(), message },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data;
    expect(sent).toMatchObject({ status: 'queued', total: 3, sent: 0 });
    await drainJobs(t);
    // a retry of the job (or a second worker) finds nothing left to write
    await runCampaignSend(t.deps, sent.id);
    const rows = await messagesOf('Gold day');
    expect(rows.map((r) => r.member_id)).toEqual(gold);
    const progress = await consoleCall(t, 'GET', `/campaigns/${sent.id}`, { token: content });
    expect(progress.json().data).toMatchObject({ status: 'sent', total: 3, sent: 3 });
    const list = await consoleCall(t, 'GET', '/campaigns', { token: content });
    expect(list.json().data.list[0]).toMatchObject({ id: sent.id, status: 'sent' });
    const audit = await t.db
      .selectFrom('audit_entry')
      .select(['action', 'company_code'])
      .where('target', '=', `campaign:${sent.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'campaign:send', company_code: 'US' }]);
  });

  it('sends each member the language they prefer, English when it was not written', async () => {
    // gold[0] has no preference, gold[1] prefers Malay, gold[2] Indonesian (not written)
    await t.db
      .updateTable('member')
      .set({ preferred_locale: 'ms' })
      .where('id', '=', gold[1]!)
      .execute();
    await t.db
      .updateTable('member')
      .set({ preferred_locale: 'id' })
      .where('id', '=', gold[2]!)
      .execute();
    const polyglot = {
      ...message,
      title: 'Polyglot day',
      translations: {
        ms: { title: 'Hari poliglot', body: ['Salam ahli emas,', 'jumpa lagi.'] },
        'zh-CN': { title: '多语日', body: ['金级会员您好'] },
      },
    };
    const preview = await consoleCall(t, 'POST', '/campaigns/preview', {
      token: content,
      body: { audience: audience(), message: polyglot },
    });
    expect(preview.json().data.translations).toEqual([
      { language: 'ms', title: 'Hari poliglot', body: 'Salam ahli emas,\njumpa lagi.' },
      { language: 'zh-CN', title: '多语日', body: '金级会员您好' },
    ]);
    const res = await consoleCall(t, 'POST', '/campaigns', {
      token: content,
      body: { audience: audience(), message: polyglot },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.languages).toEqual(['ms', 'zh-CN']);
    await drainJobs(t);
    const rows = await t.db
      .selectFrom('message')
      .select(['member_id', 'title', 'body'])
      .where('title', 'in', ['Polyglot day', 'Hari poliglot', '多语日'])
      .orderBy('member_id')
      .execute();
    expect(rows).toEqual([
      { member_id: gold[0], title: 'Polyglot day', body: 'Hello gold members,\nsee you soon.' },
      { member_id: gold[1], title: 'Hari poliglot', body: 'Salam ahli emas,\njumpa lagi.' },
      { member_id: gold[2], title: 'Polyglot day', body: 'Hello gold members,\nsee you soon.' },
    ]);
    const bad = await consoleCall(t, 'POST', '/campaigns', {
      token: content,
      body: {
        audience: audience(),
        message: { ...polyglot, translations: { ms: { title: ' ', body: ['x'] } } },
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad input: an empty title, an unknown rank, an audience of nobody', async () => {
    const empty = await consoleCall(t, 'POST', '/campaigns', {
      token: content,
      body: { audience: audience(), message: { ...message, title: ' ' } },
    });
    expect(empty.statusCode).toBe(400);
    const rank = await consoleCall(t, 'POST', '/campaigns/preview', {
      token: content,
      body: { audience: audience({ ranks: ['99'] }), message },
    });
    expect(rank.statusCode).toBe(400);
    const nobody = await consoleCall(t, 'POST', '/campaigns', {
      token: content,
      body: { audience: audience({ countries: ['FR'] }), message: { ...message, title: 'None' } },
    });
    expect(errorOf(nobody)).toBe('campaignAudienceEmpty');
    expect(
      await t.db.selectFrom('message_campaign').select('id').where('title', '=', 'None').execute(),
    ).toEqual([]);
  });

  it("keeps an operator of one company to that company's members", async () => {
    for (const path of ['/campaigns/preview', '/campaigns']) {
      const res = await consoleCall(t, 'POST', path, {
        token: contentMy,
        body: { audience: audience(), message },
      });
      expect(res.statusCode, path).toBe(403);
    }
    const us = (await consoleCall(t, 'GET', '/campaigns', { token: content })).json().data.list[0];
    const one = await consoleCall(t, 'GET', `/campaigns/${us.id}`, { token: contentMy });
    expect(errorOf(one)).toBe('notFound');
    const list = await consoleCall(t, 'GET', '/campaigns', { token: contentMy });
    expect(list.json().data.list).toEqual([]);
    const my = await consoleCall(t, 'POST', '/campaigns/preview', {
      token: contentMy,
      body: { audience: audience({ companyCode: 'MY' }), message },
    });
    expect(my.json().data.total).toBe(1);
    const denied = await consoleCall(t, 'GET', '/campaigns', { token: finance });
    expect(denied.statusCode).toBe(403);
  });
});
