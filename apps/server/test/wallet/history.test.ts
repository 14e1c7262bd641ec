import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, fund, TEST_PIN, walletMember } from './factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof walletMember>>;
let friend: Awaited<ReturnType<typeof walletMember>>;
const start = new Date();

beforeAll(async () => {
  t = await createTestApp();
  me = await walletMember(t);
  friend = await walletMember(t, { sponsor_id: me.member.id });
  // the money came before the transfers, which happen at the app's clock
  const before = new Date(t.clock.now.getTime() - 60_000);
  await fund(t.db, me.member, 'bonus', 125_000n, before);
  await fund(t.db, me.member, 'eproduct', 30_000n, before);
  await fund(t.db, me.member, 'worldplan', 8_000n, before);
  await fund(t.db, friend.member, 'bonus', 1_000n, before);
  for (const amount of ['10.00', '20.00', '30.00']) {
    const res = await call(t, 'POST', '/bo/ewallet/transfer', {
      token: me.token,
      body: {
        toMemberId: friend.member.id,
        fromAccount: 'bonus',
        toAccount: 'bonus',
        amount,
        pin: TEST_PIN,
        remark: '=SUM(A1)',
      },
    });
    if (res.json().code !== 0) throw new Error(res.body);
  }
});
afterAll(() => t.close());

describe('GET /bo/ewallet/userBalance/:id', () => {
  it("answers one's own three balances in the company currency", async () => {
    const res = await call(t, 'GET', `/bo/ewallet/userBalance/${me.member.id}`, {
      token: me.token,
    });
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: [
        {
          account: 'bonus',
          currency: 'USD',
          minorUnit: 2,
          balance: '1190.00',
          available: '1190.00',
        },
        {
          account: 'eproduct',
          currency: 'USD',
          minorUnit: 2,
          balance: '300.00',
          available: '300.00',
        },
        {
          account: 'worldplan',
          currency: 'USD',
          minorUnit: 2,
          balance: '80.00',
          available: '80.00',
        },
      ],
    });
  });

  it('reads accounts never used as zero', async () => {
    const fresh = await walletMember(t);
    const res = await call(t, 'GET', `/bo/ewallet/userBalance/${fresh.member.id}`, {
      token: fresh.token,
    });
    expect(res.json().data.map((b: { balance: string }) => b.balance)).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it("refuses another member's balance, bad ids and calls without a session", async () => {
    const foreign = await call(t, 'GET', `/bo/ewallet/userBalance/${friend.member.id}`, {
      token: me.token,
    });
    expect(foreign.json()).toMatchObject({ code: 403, data: { error: 'forbidden' } });
    expect(
      fieldKeys(await call(t, 'GET', '/bo/ewallet/userBalance/x', { token: me.token })),
    ).toEqual(['params.id validation.notNumber']);
    expect(
      (await call(t, 'GET', `/bo/ewallet/userBalance/${me.member.id}`, { token: null })).json()
        .code,
    ).toBe(401);
  });
});

describe('GET /bo/ewallet/recentMovements', () => {
  it('shows the latest movements with the other member of each transfer', async () => {
    const res = await call(t, 'GET', '/bo/ewallet/recentMovements', {
      token: me.token,
      query: { account: 'bonus', limit: '2' },
    });
    const list = res.json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      account: 'bonus',
      type: 'transfer',
      amount: '-30.00',
      balanceAfter: '1190.00',
      currency: 'USD',
      reference: { kind: 'transfer' },
      counterparty: { memberId: friend.member.id, loginName: friend.member.login_name },
      remark: '=SUM(A1)',
    });
    const theirs = await call(t, 'GET', '/bo/ewallet/recentMovements', { token: friend.token });
    expect(theirs.json().data[0]).toMatchObject({
      amount: '30.00',
      counterparty: { memberId: me.member.id },
    });
  });

  it('refuses bad limits and accounts', async () => {
    const bad = await call(t, 'GET', '/bo/ewallet/recentMovements', {
      token: me.token,
      query: { limit: '500', account: 'gold' },
    });
    expect(fieldKeys(bad).sort()).toEqual([
      'querystring.account validation.invalidValue',
      'querystring.limit validation.tooLarge',
    ]);
  });
});

describe('GET /bo/ewallet/transactions', () => {
  const list = (query: Record<string, string>, token = me.token) =>
    call(t, 'GET', '/bo/ewallet/transactions', { token, query });

  it('pages one account newest first and filters by type', async () => {
    const page = (await list({ account: 'bonus', pageNum: '1', pageSize: '2' })).json().data;
    expect(page).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
    expect(page.list.map((m: { amount: string }) => m.amount)).toEqual(['-30.00', '-20.00']);
    const last = (await list({ account: 'bonus', pageNum: '2', pageSize: '2' })).json().data;
    expect(last.list.map((m: { amount: string }) => m.amount)).toEqual(['-10.00', '1250.00']);
    const adjustments = (await list({ account: 'bonus', type: 'adjustment' })).json().data;
    expect(adjustments.list.map((m: { type: string }) => m.type)).toEqual(['adjustment']);
  });

  it('filters by a time range; the end must be after the start', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const inRange = await list({
      account: 'bonus',
      start: new Date(start.getTime() - 60_000).toISOString(),
      end: future,
    });
    expect(inRange.json().data.total).toBe(4);
    const none = await list({ account: 'bonus', start: future });
    expect(none.json().data.total).toBe(0);
    const backwards = await list({ account: 'bonus', start: future, end: start.toISOString() });
    expect(fieldKeys(backwards)).toEqual([
      'querystring.end validation.wallet.range.endBeforeStart',
    ]);
    expect(backwards.json().msg).toContain('End time must be later than start time');
    expect(fieldKeys(await list({ account: 'bonus', start: 'yesterday' }))).toEqual([
      'querystring.start validation.format',
    ]);
  });

  it("needs an account, refuses unknown types and shows only one's own movements", async () => {
    expect(fieldKeys(await list({}))).toEqual(['querystring.account validation.required']);
    expect(fieldKeys(await list({ account: 'bonus', type: 'gift' }))).toEqual([
      'querystring.type validation.invalidValue',
    ]);
    const theirs = (await list({ account: 'bonus' }, friend.token)).json().data;
    expect(theirs.total).toBe(4);
    expect(theirs.list.every((m: { amount: string }) => !m.amount.startsWith('-'))).toBe(true);
    expect((await list({ account: 'bonus' }, null as unknown as string)).json().code).toBe(401);
  });
});

describe('GET /bo/ewallet/transactions/export', () => {
  it("downloads the filtered movements as CSV in the member's language", async () => {
    const res = await call(t, 'GET', '/bo/ewallet/transactions/export', {
      token: me.token,
      query: { account: 'bonus', type: 'transfer' },
      locale: 'zh-CN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=.*bonus.*\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日期,类型,账户,金额,余额,币种,参考编号,对方会员,备注');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',转账,奖金账户,-30.00,1190.00,USD,transfer-');
    // the time as every page shows it: business time, labelled (never a raw ISO instant)
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8,/);
    expect(lines[1]).toContain(`${friend.member.login_name} ${friend.member.user_name}`);
    // a remark that looks like a formula is defused for spreadsheets
    expect(lines[1]?.endsWith(",'=SUM(A1)")).toBe(true);
  });

  it('refuses a backwards range and calls without a session', async () => {
    const bad = await call(t, 'GET', '/bo/ewallet/transactions/export', {
      token: me.token,
      query: { account: 'bonus', start: '2025-02-01T00:00:00Z', end: '2025-01-01T00:00:00Z' },
    });
    expect(bad.json().code).toBe(400);
    expect(
      (
        await call(t, 'GET', '/bo/ewallet/transactions/export', {
          token: null,
          query: { account: 'bonus' },
        })
      ).json().code,
    ).toBe(401);
  });
});
