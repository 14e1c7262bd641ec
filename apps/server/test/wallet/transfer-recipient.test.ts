import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, walletMember } from './factories.js';

let t: TestApp;
let upline: Awaited<ReturnType<typeof walletMember>>;
let sender: Awaited<ReturnType<typeof walletMember>>;
let downline: Awaited<ReturnType<typeof walletMember>>;
let inactive: { id: number };
let stranger: { id: number; login_name: string };

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
  const lookup = (member: string, token: string | null = sender.token) =>
    call(t, 'GET', '/bo/ewallet/transfer/recipient', { token, query: { member } });
  const shown = (m: { id: number; login_name: string; user_name: string }) => ({
    code: 0,
    data: { memberId: m.id, loginName: m.login_name, name: m.user_name },
  });

  it('names a downline or upline member by id before the transfer is confirmed', async () => {
    expect((await lookup(String(downline.member.id))).json()).toMatchObject(shown(downline.member));
    expect((await lookup(String(upline.member.id))).json().code).toBe(0);
  });

  it('finds a member of the network by login name, in any case and with spaces around', async () => {
    const name = downline.member.login_name;
    expect((await lookup(name)).json()).toMatchObject(shown(downline.member));
    expect((await lookup(`  ${name.toLowerCase()} `)).json()).toMatchObject(shown(downline.member));
    expect((await lookup(upline.member.login_name)).json()).toMatchObject(shown(upline.member));
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

  it('answers a login name outside the network exactly as an unknown one (nothing leaks)', async () => {
    const foreign = await lookup(stranger.login_name);
    const unknown = await lookup('NOBODY-HERE-1');
    expect(foreign.statusCode).toBe(unknown.statusCode);
    const withoutRequestId = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: { ...body.data, requestId: undefined },
    });
    expect(withoutRequestId(foreign.json())).toEqual(withoutRequestId(unknown.json()));
    expect(unknown.json()).toMatchObject({ code: 403, data: { error: 'memberNotInNetwork' } });
  });

  it('treats hostile text as an unknown member and refuses empty, over-long and missing input', async () => {
    for (const text of ["' or 1=1 --", '%', '_', 'US%', '0', '99999999999', '会员']) {
      expect((await lookup(text)).json().data.error).toBe('memberNotInNetwork');
    }
    expect(fieldKeys(await lookup('   '))).toEqual(['querystring.member validation.required']);
    expect(fieldKeys(await lookup('x'.repeat(65)))).toEqual([
      'querystring.member validation.tooLong',
    ]);
    const missing = await call(t, 'GET', '/bo/ewallet/transfer/recipient', {
      token: sender.token,
    });
    expect(missing.json().code).toBe(400);
    expect((await lookup(downline.member.login_name, null)).json().code).toBe(401);
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
