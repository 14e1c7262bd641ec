import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, walletMember } from './factories.js';

let t: TestApp;
let upline: Awaited<ReturnType<typeof walletMember>>;
let sender: Awaited<ReturnType<typeof walletMember>>;
let downline: Awaited<ReturnType<typeof walletMember>>;
let inactive: { id: number };
let stranger: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  upline = await walletMember(t);
  sender = await walletMember(t, { sponsor_id: upline.member.id });
  downline = await walletMember(t, { sponsor_id: sender.member.id });
  inactive = await createMember(t.db, { sponsor_id: sender.member.id, status: 30 });
  stranger = await createMember(t.db);
});
afterAll(() => t.close());

describe('GET /bo/ewallet/transfer/recipient', () => {
  const lookup = (memberId: string, token: string | null = sender.token) =>
    call(t, 'GET', '/bo/ewallet/transfer/recipient', { token, query: { memberId } });

  it('names a downline or upline member before the transfer is confirmed', async () => {
    const res = await lookup(String(downline.member.id));
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        memberId: downline.member.id,
        loginName: downline.member.login_name,
        name: downline.member.user_name,
      },
    });
    expect((await lookup(String(upline.member.id))).json().code).toBe(0);
  });

  it('refuses members outside the network, unknown ids and inactive members', async () => {
    expect((await lookup(String(stranger.id))).json()).toMatchObject({
      code: 403,
      data: { error: 'memberNotInNetwork' },
      msg: 'Member not in current network',
    });
    expect((await lookup('999999')).json().data.error).toBe('memberNotInNetwork');
    expect((await lookup(String(inactive.id))).json()).toMatchObject({
      data: { error: 'memberInactive' },
      msg: 'Member status is inactive.',
    });
  });

  it('refuses bad ids and calls without a session', async () => {
    expect(fieldKeys(await lookup('abc'))).toEqual(['querystring.memberId validation.notNumber']);
    expect((await lookup('0')).json().code).toBe(400);
    expect((await lookup('99999999999')).json().code).toBe(400);
    expect((await lookup(String(downline.member.id), null)).json().code).toBe(401);
  });
});

describe('GET /bo/ewallet/transfer/limits', () => {
  it('shows the default limits, then the company setting, and what was used today', async () => {
    const res = await call(t, 'GET', '/bo/ewallet/transfer/limits', { token: downline.token });
    expect(res.json().data).toEqual({
      perTransfer: '5000.00',
      daily: '20000.00',
      usedToday: '0.00',
      currency: 'USD',
    });
    await t.db
      .insertInto('sys_config')
      .values([
        { company_code: '*', key: 'transfer.limit.single', value: '3000' },
        { company_code: 'US', key: 'transfer.limit.single', value: '800' },
        { company_code: 'US', key: 'transfer.limit.daily', value: '900.00' },
      ])
      .execute();
    const after = await call(t, 'GET', '/bo/ewallet/transfer/limits', { token: downline.token });
    expect(after.json().data).toMatchObject({ perTransfer: '800.00', daily: '900.00' });
    expect((await call(t, 'GET', '/bo/ewallet/transfer/limits', { token: null })).json().code).toBe(
      401,
    );
  });
});
