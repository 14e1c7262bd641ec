import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { postNotice, sendMessage } from '../../src/modules/message/index.js';
import { streamTiming } from '../../src/modules/message/message-stream.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Categories, read all, preferences, the event stream and the event writers. */
const BASE = '/frontend-server/api/messageCenter';
let t: TestApp;
let url = '';
const who: Record<'ann' | 'bob' | 'mia', { id: number; token: string; login: string }> =
  {} as never;

async function signIn(login: string, company: string, sponsor?: number) {
  const m = await createMember(t.db, {
    login_name: login,
    company_code: company,
    sponsor_id: sponsor,
  });
  const s = await openSession(t.deps, m.id, false, { ip: null, userAgent: null });
  return { id: m.id, token: s.token, login };
}

const call = (method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `${BASE}${path}`, headers: token ? { token } : {}, payload });

const notice = (m: { id: number; login: string }, kind: 'orderPaid' | 'transferReceived') => ({
  to: { memberId: m.id, companyCode: 'US', loginName: m.login, email: null },
  notice: { kind, params: { orderNo: 'X1', amount: '1.00', currency: 'USD', bv: '1', from: 'z' } },
});

async function post(m: { id: number; login: string }, kind: 'orderPaid' | 'transferReceived') {
  const n = notice(m, kind);
  await inTransaction(t.db, (trx) => postNotice(t.deps, trx, n.to, n.notice, 'en'));
}

beforeAll(async () => {
  t = await createTestApp();
  who.ann = await signIn('live-ann', 'US');
  who.bob = await signIn('live-bob', 'US', who.ann.id);
  who.mia = await signIn('live-mia', 'MY');
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('categories and read all', () => {
  it('writes an order notice in category orders and filters the page by category', async () => {
    await post(who.ann, 'orderPaid');
    await post(who.ann, 'transferReceived');
    const orders = await call('GET', '/page/messages?category=orders', who.ann.token);
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json().data.list.map((m: { category: string }) => m.category)).toEqual([
      'orders',
    ]);
    const wallet = await call('GET', '/page/messages?category=wallet', who.ann.token);
    expect(wallet.json().data.total).toBe(1);
    expect((await call('GET', '/page/messages?category=nope', who.ann.token)).statusCode).toBe(400);
  });

  it('a rolled-back change leaves no message', async () => {
    const before = (await call('GET', '/unreadQuantity/3', who.ann.token)).json().data;
    const n = notice(who.ann, 'orderPaid');
    await expect(
      inTransaction(t.db, async (trx) => {
        await postNotice(t.deps, trx, n.to, n.notice, 'en');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await call('GET', '/unreadQuantity/3', who.ann.token)).json().data).toBe(before);
  });

  it("read all marks only the caller's own messages", async () => {
    await post(who.bob, 'orderPaid');
    const bobBefore = (await call('GET', '/unreadQuantity/3', who.bob.token)).json().data;
    const res = await call('POST', '/readAll', who.ann.token, { category: 'orders' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.marked).toBeGreaterThan(0);
    expect(
      (await call('GET', '/page/messages?category=orders', who.ann.token)).json().data.list[0].read,
    ).toBe(true);
    expect((await call('POST', '/readAll', who.ann.token, {})).json().data.marked).toBe(1);
    expect((await call('GET', '/unreadQuantity/3', who.ann.token)).json().data).toBe(0);
    expect((await call('GET', '/unreadQuantity/3', who.bob.token)).json().data).toBe(bobBefore);
    expect((await call('POST', '/readAll', who.ann.token, { category: 7 })).statusCode).toBe(400);
    expect((await call('POST', '/readAll')).statusCode).toBe(401);
  });

  it("another member's message is notFound, in the company and outside it", async () => {
    const list = (await call('GET', '/page/messages', who.bob.token)).json().data.list;
    const bobs = list[0] as { id: number; type: number };
    for (const other of [who.ann, who.mia]) {
      const res = await call('GET', `/messageDetail/${bobs.id}/${bobs.type}/1`, other.token);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('notification preferences', () => {
  it('defaults money events on, saves only the caller’s own, refuses bad kinds', async () => {
    const defaults = (await call('GET', '/preferences', who.ann.token)).json().data;
    expect(defaults).toContainEqual({ kind: 'bonusPaid', byEmail: true });
    expect(defaults).toContainEqual({ kind: 'orderShipped', byEmail: false });
    const body = { preferences: [{ kind: 'bonusPaid', byEmail: false }] };
    const saved = await call('PUT', '/preferences', who.ann.token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toContainEqual({ kind: 'bonusPaid', byEmail: false });
    const bobs = (await call('GET', '/preferences', who.bob.token)).json().data;
    expect(bobs).toContainEqual({ kind: 'bonusPaid', byEmail: true });
    const bad = { preferences: [{ kind: 'bankAccountAdded', byEmail: false }] };
    expect((await call('PUT', '/preferences', who.ann.token, bad)).statusCode).toBe(400);
    expect((await call('PUT', '/preferences', who.ann.token, { preferences: [] })).statusCode).toBe(
      400,
    );
  });
});

/** Reads server-sent events from a real socket until `until` holds or the stream ends. */
async function openStream(token?: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}${BASE}/stream`, {
    headers: token ? { token } : {},
    signal: controller.signal,
  });
  const events: number[] = [];
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        for (const m of buffer.matchAll(/data: \{"unread":(\d+)\}\n\n/g)) events.push(Number(m[1]));
        buffer = buffer.replace(/[\s\S]*\n\n/, '');
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  };
  return { res, events, ended: () => ended, done, waitFor, close: () => controller.abort() };
}

describe('the unread stream', () => {
  it('refuses without a session', async () => {
    const s = await openStream();
    expect(s.res.status).toBe(401);
  });

  it('sends the count on connect and again after a notice commits', async () => {
    const s = await openStream(who.bob.token);
    expect(s.res.headers.get('content-type')).toContain('text/event-stream');
    await s.waitFor(() => s.events.length === 1);
    const first = s.events[0]!;
    await post(who.bob, 'transferReceived');
    await s.waitFor(() => s.events.at(-1) === first + 1);
    await call('POST', '/readAll', who.bob.token, {});
    await s.waitFor(() => s.events.at(-1) === 0);
    s.close();
  });

  it('a company message reaches the company, not another company', async () => {
    const bob = await openStream(who.bob.token);
    const mia = await openStream(who.mia.token);
    await bob.waitFor(() => bob.events.length === 1);
    await mia.waitFor(() => mia.events.length === 1);
    await sendMessage(t.db, 'tester', {
      target: { company: 'US' },
      category: 'news',
      title: 'Hello US',
      body: 'News for US',
    });
    await bob.waitFor(() => bob.events.length === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(mia.events).toHaveLength(1);
    bob.close();
    mia.close();
  });

  it('ends when the session ends', async () => {
    streamTiming.heartbeatMs = 100;
    const carl = await signIn('live-carl', 'US');
    const s = await openStream(carl.token);
    await s.waitFor(() => s.events.length === 1);
    await t.db
      .updateTable('member_session')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', carl.id)
      .execute();
    await s.waitFor(() => s.ended());
    streamTiming.heartbeatMs = 25_000;
  });
});

describe('message:send', () => {
  it('sends to a downline set-based, and refuses unknown targets', async () => {
    const done = await sendMessage(t.db, 'tester', {
      target: { downline: 'live-ann' },
      category: 'system',
      title: 'Team',
      body: 'For the team',
    });
    expect(done).toEqual({ recipients: 1, target: 'downline:live-ann' });
    const bobs = (await call('GET', '/page/messages?category=system', who.bob.token)).json().data;
    expect(bobs.list.map((m: { title: string }) => m.title)).toContain('Team');
    const anns = (await call('GET', '/page/messages?category=system', who.ann.token)).json().data;
    expect(anns.list.map((m: { title: string }) => m.title)).not.toContain('Team');
    await expect(
      sendMessage(t.db, 'x', {
        target: { to: 'nobody-here' },
        category: 'system',
        title: 'a',
        body: 'b',
      }),
    ).rejects.toThrow('no member');
    const audit = await t.db.selectFrom('message_send_audit').selectAll().execute();
    expect(audit.map((a) => a.target)).toContain('downline:live-ann');
  });
});

describe('server close', () => {
  it('ends open streams so closing never waits', async () => {
    const s = await openStream(who.ann.token);
    await s.waitFor(() => s.events.length === 1);
    const closing = t.app.close();
    await s.waitFor(() => s.ended());
    await closing;
  });
});
