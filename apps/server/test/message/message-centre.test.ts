import {
  MESSAGE_SUMMARY_CHARS,
  MESSAGE_TYPE,
  messageDetailSchema,
  messagePageSchema,
  type MessageType,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = '/frontend-server/api/messageCenter';
let t: TestApp;
const token: Record<'ann' | 'bob' | 'mia', string> = { ann: '', bob: '', mia: '' };
const id: Record<string, number> = {};

async function signIn(login: string, company: string) {
  const member = await createMember(t.db, { login_name: login, company_code: company });
  const session = await openSession(t.deps, member.id, false, { ip: null, userAgent: null });
  return { memberId: member.id, token: session.token };
}

async function addMessage(
  key: string,
  row: { company_code: string | null; member_id: number | null; type: MessageType },
  body = `Body of ${key}`,
  minutesAgo = 0,
) {
  const created = new Date(t.clock.now.getTime() - minutesAgo * 60_000);
  const inserted = await t.db
    .insertInto('message')
    .values({ ...row, title: `Title ${key}`, body, created_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  id[key] = inserted.id;
}

const get = (url: string, who?: keyof typeof token) =>
  t.app.inject({ url: `${BASE}${url}`, headers: who ? { token: token[who] } : {} });

async function unread(who: keyof typeof token): Promise<number> {
  const res = await get('/unreadQuantity/3', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  const ann = await signIn('msg-ann', 'US');
  const bob = await signIn('msg-bob', 'US');
  const mia = await signIn('msg-mia', 'MY');
  Object.assign(token, { ann: ann.token, bob: bob.token, mia: mia.token });
  const { systemNotice, news, personal } = MESSAGE_TYPE;
  await addMessage('global', { company_code: null, member_id: null, type: systemNotice }, 'x', 50);
  await addMessage('usNews', { company_code: 'US', member_id: null, type: news }, 'y', 40);
  await addMessage('myNews', { company_code: 'MY', member_id: null, type: news }, 'z', 30);
  await addMessage(
    'annOwn',
    { company_code: 'US', member_id: ann.memberId, type: personal },
    'a',
    20,
  );
  await addMessage(
    'bobOwn',
    { company_code: 'US', member_id: bob.memberId, type: personal },
    'b',
    10,
  );
});
afterAll(async () => t.close());

describe('GET /api/messageCenter/unreadQuantity/:n', () => {
  it('counts the unread messages each member may see, and no one else’s', async () => {
    expect(await unread('ann')).toBe(3); // global, US news, her own
    expect(await unread('bob')).toBe(3);
    expect(await unread('mia')).toBe(2); // global, MY news
  });

  it('refuses any parameter but 3 (400)', async () => {
    for (const n of ['1', '2', '4', 'abc', '3.5']) {
      const res = await get(`/unreadQuantity/${n}`, 'ann');
      expect(res.statusCode, n).toBe(400);
      expect(res.json().data.fields[0].path).toBe('params.n');
    }
  });

  it('refuses a request without a session (401)', async () => {
    expect((await get('/unreadQuantity/3')).statusCode).toBe(401);
  });
});

describe('GET /api/messageCenter/messageDetail/:a/:b/:c', () => {
  it('answers the message and, with c = 1, marks it read, which lowers the count', async () => {
    const res = await get(`/messageDetail/${id.usNews}/2/1`, 'ann');
    expect(res.statusCode, res.body).toBe(200);
    const detail = messageDetailSchema.parse(res.json().data);
    expect(detail).toMatchObject({
      id: id.usNews,
      type: 2,
      title: 'Title usNews',
      body: 'y',
      read: true,
    });
    expect(await unread('ann')).toBe(2);
    expect(await unread('bob')).toBe(3); // read state is per member
    const again = await get(`/messageDetail/${id.usNews}/2/1`, 'ann');
    expect(again.json().data.read).toBe(true);
    expect(await unread('ann')).toBe(2);
  });

  it('with c = 0 shows the message without marking it read', async () => {
    const res = await get(`/messageDetail/${id.global}/1/0`, 'mia');
    expect(res.json().data).toMatchObject({ id: id.global, read: false });
    expect(await unread('mia')).toBe(2);
  });

  it("answers notFound for another member's personal message and does not count it", async () => {
    const res = await get(`/messageDetail/${id.bobOwn}/3/1`, 'ann');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: { error: 'notFound' } });
    const other = await get(`/messageDetail/${id.myNews}/2/1`, 'ann');
    expect(other.statusCode).toBe(404); // another company's news
    expect(await unread('bob')).toBe(3); // bob's message is still unread
  });

  it('answers notFound for an unknown id or a type that does not match', async () => {
    expect((await get('/messageDetail/999999/1/1', 'ann')).statusCode).toBe(404);
    expect((await get(`/messageDetail/${id.annOwn}/1/1`, 'ann')).statusCode).toBe(404);
  });

  it('refuses malformed parameters (400)', async () => {
    const bad = [
      '0/1/1',
      'abc/1/1',
      '-4/1/1',
      `${id.annOwn}/4/1`,
      `${id.annOwn}/3/2`,
      `${id.annOwn}/x/y`,
    ];
    for (const params of bad) {
      expect((await get(`/messageDetail/${params}`, 'ann')).statusCode, params).toBe(400);
    }
  });

  it('refuses a request without a session (401)', async () => {
    expect((await get(`/messageDetail/${id.global}/1/1`)).statusCode).toBe(401);
  });
});

describe('GET /api/messageCenter/page/messages', () => {
  it('lists the member’s messages newest first with their read state', async () => {
    const res = await get('/page/messages?pageNum=1&pageSize=10', 'bob');
    expect(res.statusCode, res.body).toBe(200);
    const page = messagePageSchema.parse(res.json().data);
    expect(page.total).toBe(3);
    expect(page.list.map((m) => m.id)).toEqual([id.bobOwn, id.usNews, id.global]);
    expect(page.list.every((m) => m.read === false)).toBe(true);
    expect(page.list.map((m) => m.summary)).toEqual(['b', 'y', 'x']);
  });

  it('filters by type', async () => {
    const res = await get('/page/messages?type=3', 'ann');
    const page = messagePageSchema.parse(res.json().data);
    expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ id: id.annOwn, type: 3 });
  });

  it('pages through the list and answers an empty page past the end', async () => {
    const { news } = MESSAGE_TYPE;
    const long = 'Long body. '.repeat(40);
    for (let i = 0; i < 12; i++) {
      await addMessage(
        `bulk${i}`,
        { company_code: 'MY', member_id: null, type: news },
        long,
        60 + i,
      );
    }
    const pages = [];
    for (const pageNum of [1, 2, 3, 4]) {
      const res = await get(`/page/messages?pageNum=${pageNum}&pageSize=5`, 'mia');
      pages.push(messagePageSchema.parse(res.json().data));
    }
    expect(pages.map((p) => p.list.length)).toEqual([5, 5, 4, 0]);
    expect(pages.every((p) => p.total === 14)).toBe(true);
    const ids = pages.flatMap((p) => p.list.map((m) => m.id));
    expect(new Set(ids).size).toBe(14);
    const summary = pages[1]!.list[0]!.summary;
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(MESSAGE_SUMMARY_CHARS + 1);
    const max = await get('/page/messages?pageSize=100', 'mia');
    expect(max.json().data.list).toHaveLength(14);
  });

  it('refuses bad paging and type parameters (400)', async () => {
    const bad = [
      'pageSize=0',
      'pageSize=101',
      'pageSize=x',
      'pageNum=0',
      'pageNum=-1',
      'pageNum=1.5',
      'type=4',
      'type=news',
    ];
    for (const query of bad) {
      const res = await get(`/page/messages?${query}`, 'ann');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data.error).toBe('validation');
    }
  });

  it('refuses a request without a session (401)', async () => {
    expect((await get('/page/messages')).statusCode).toBe(401);
  });
});
