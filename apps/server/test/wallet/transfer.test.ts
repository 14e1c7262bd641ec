import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, call, fieldKeys, fund, TEST_PIN, walletMember } from './factories.js';

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
  await fund(t.db, sender.member, 'bonus', 100_000n);
});
afterAll(() => t.close());

const pinRow = (memberId: number) =>
  t.db
    .selectFrom('member_security')
    .select(['pin_failed_count', 'pin_locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();

const send = (body: Record<string, unknown>, opts: { key?: string | null; token?: string } = {}) =>
  call(t, 'POST', '/bo/ewallet/transfer', {
    token: opts.token ?? sender.token,
    key: opts.key,
    body: { fromAccount: 'bonus', toAccount: 'bonus', pin: TEST_PIN, ...body },
  });

describe('POST /bo/ewallet/transfer', () => {
  it('moves money to a downline member and answers the new balances', async () => {
    const res = await send({ toMemberId: downline.member.id, amount: '10.50', remark: 'thanks' });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      amount: '10.50',
      currency: 'USD',
      toMemberId: downline.member.id,
    });
    expect(body.data.balances).toContainEqual({
      account: 'bonus',
      currency: 'USD',
      minorUnit: 2,
      balance: '989.50',
      available: '989.50',
    });
    expect(await balanceOf(t.db, downline.member.id, 'bonus')).toBe(1050n);
  });

  it("transfers up the line too, and from one's own bonus to one's own e-product account", async () => {
    expect((await send({ toMemberId: upline.member.id, amount: '1' })).json().code).toBe(0);
    const self = await send({ toAccount: 'eproduct', amount: '2.00' });
    expect(self.json().code).toBe(0);
    expect(await balanceOf(t.db, sender.member.id, 'eproduct')).toBe(200n);
  });

  it('applies one idempotency key once, answers the same again, refuses it with another body', async () => {
    const key = 'transfer-key-0001';
    const before = await balanceOf(t.db, downline.member.id, 'bonus');
    const first = await send({ toMemberId: downline.member.id, amount: '3.00' }, { key });
    const again = await send({ toMemberId: downline.member.id, amount: '3.00' }, { key });
    expect(again.body).toBe(first.body);
    expect(await balanceOf(t.db, downline.member.id, 'bonus')).toBe(before + 300n);
    const other = await send({ toMemberId: downline.member.id, amount: '4.00' }, { key });
    expect(other.json()).toMatchObject({ code: 409, data: { error: 'idempotencyConflict' } });
  });

  it('replays a key answered with success whatever PIN the retry carries (the PIN is not hashed)', async () => {
    const key = 'transfer-key-0001'; // answered with success above
    const first = await send({ toMemberId: downline.member.id, amount: '3.00' }, { key });
    const retry = await call(t, 'POST', '/bo/ewallet/transfer', {
      token: sender.token,
      key,
      body: {
        toMemberId: downline.member.id,
        fromAccount: 'bonus',
        toAccount: 'bonus',
        amount: '3.00',
        pin: '000000',
      },
    });
    expect(retry.json().code).toBe(0);
    expect(retry.body).toBe(first.body);
  });

  it('requires an Idempotency-Key header of 8 to 100 characters', async () => {
    const body = { toMemberId: downline.member.id, amount: '1' };
    expect(fieldKeys(await send(body, { key: null }))).toEqual([
      'headers.idempotency-key validation.required',
    ]);
    expect(fieldKeys(await send(body, { key: 'short' }))).toEqual([
      'headers.idempotency-key validation.tooShort',
    ]);
    expect((await send(body, { key: 'x'.repeat(101) })).json().code).toBe(400);
  });

  it('refuses a wrong PIN without using up the key', async () => {
    const key = 'transfer-pin-retry';
    const wrong = await call(t, 'POST', '/bo/ewallet/transfer', {
      token: sender.token,
      key,
      body: {
        toMemberId: downline.member.id,
        fromAccount: 'bonus',
        toAccount: 'bonus',
        amount: '1',
        pin: '000000',
      },
    });
    expect(wrong.json().data.error).toBe('pinIncorrect');
    expect((await send({ toMemberId: downline.member.id, amount: '1' }, { key })).json().code).toBe(
      0,
    );
    // the right PIN was judged under the PIN row's lock (a failure was counted), which cleared it
    expect(await pinRow(sender.member.id)).toMatchObject({ pin_failed_count: 0 });
  });

  it('refuses a right PIN while the PIN is locked, and clears a lapsed lock when it is used', async () => {
    const own = await walletMember(t, { sponsor_id: sender.member.id });
    await fund(t.db, own.member, 'bonus', 1_000n);
    const lock = (until: Date) =>
      t.db
        .updateTable('member_security')
        .set({ pin_locked_until: until })
        .where('member_id', '=', own.member.id)
        .execute();
    const pay = () => send({ toMemberId: sender.member.id, amount: '1' }, { token: own.token });
    await lock(new Date(t.clock.now.getTime() + 60_000));
    expect((await pay()).json().data.error).toBe('pinLocked');
    await lock(new Date(t.clock.now.getTime() - 1_000));
    expect((await pay()).json().code).toBe(0);
    expect(await pinRow(own.member.id)).toMatchObject({ pin_locked_until: null });
  });

  it('refuses more than the balance with Insufficient Balance, moving nothing', async () => {
    const before = await balanceOf(t.db, downline.member.id, 'bonus');
    const res = await send(
      { amount: '50.00', toMemberId: sender.member.id },
      { token: downline.token },
    );
    expect(res.json()).toMatchObject({
      code: 422,
      data: { error: 'insufficientBalance' },
      msg: 'Insufficient Balance',
    });
    expect(await balanceOf(t.db, downline.member.id, 'bonus')).toBe(before);
  });

  it('refuses amounts above the per-transfer and the daily limit', async () => {
    await t.db
      .insertInto('sys_config')
      .values([
        { company_code: '*', key: 'transfer.limit.single', value: '3000' },
        { company_code: 'US', key: 'transfer.limit.single', value: '800' },
        { company_code: 'US', key: 'transfer.limit.daily', value: '900.00' },
      ])
      .execute();
    const single = await send({ toMemberId: downline.member.id, amount: '800.01' });
    expect(single.json()).toMatchObject({ code: 422, data: { error: 'transferLimitExceeded' } });
    // the limit as the pages write money: the currency's sign, never its code beside it
    expect(single.json().msg).toContain('the limit of $800.00 per transfer');
    expect((await send({ toMemberId: downline.member.id, amount: '800' })).json().code).toBe(0);
    const daily = await send({ toMemberId: downline.member.id, amount: '100' });
    expect(daily.json()).toMatchObject({
      code: 422,
      data: { error: 'dailyTransferLimitExceeded' },
    });
    // refused under the account locks, with what is left of the day (900.00 − 817.50)
    expect(daily.json().msg).toContain('$82.50 left');
    const limits = await call(t, 'GET', '/bo/ewallet/transfer/limits', { token: sender.token });
    expect(limits.json().data.usedToday).toBe('817.50');
  });

  it('refuses members outside the network and inactive members', async () => {
    expect((await send({ toMemberId: stranger.id, amount: '1' })).json().data.error).toBe(
      'memberNotInNetwork',
    );
    expect((await send({ toMemberId: inactive.id, amount: '1' })).json().data.error).toBe(
      'memberInactive',
    );
  });

  it('refuses account pairs other than bonus → bonus (others) and bonus → e-product (oneself)', async () => {
    const pair = 'body.toAccount validation.wallet.transfer.accountPair';
    expect(
      fieldKeys(await send({ toMemberId: downline.member.id, toAccount: 'eproduct', amount: '1' })),
    ).toEqual([pair]);
    expect(fieldKeys(await send({ amount: '1' }))).toEqual([pair]);
    expect(
      fieldKeys(await send({ fromAccount: 'eproduct', toAccount: 'eproduct', amount: '1' })),
    ).toEqual([pair]);
  });

  it('refuses bad amounts and fields with field errors', async () => {
    const to = { toMemberId: downline.member.id };
    expect(fieldKeys(await send({ ...to, amount: '1.001' }))).toEqual([
      'body.amount validation.wallet.amount.tooManyDecimals',
    ]);
    expect(fieldKeys(await send({ ...to, amount: '0' }))).toEqual([
      'body.amount validation.notPositive',
    ]);
    expect(fieldKeys(await send({ ...to, amount: 'ten' }))).toEqual([
      'body.amount validation.format',
    ]);
    expect(fieldKeys(await send({ ...to, amount: 5 }))).toEqual([
      'body.amount validation.required',
    ]);
    expect(fieldKeys(await send({ ...to }))).toEqual(['body.amount validation.required']);
    expect(fieldKeys(await send({ ...to, amount: '1', pin: '' }))).toEqual([
      'body.pin validation.required',
    ]);
    expect(fieldKeys(await send({ ...to, amount: '1', fromAccount: 'gold' }))).toEqual([
      'body.fromAccount validation.invalidValue',
    ]);
    expect(fieldKeys(await send({ ...to, amount: '1', remark: 'x'.repeat(201) }))).toEqual([
      'body.remark validation.tooLong',
    ]);
    expect(fieldKeys(await send({ toMemberId: 'me', amount: '1' }))).toEqual([
      'body.toMemberId validation.notNumber',
    ]);
  });

  it('refuses inactive, frozen and not yet activated senders, and calls without a session', async () => {
    for (const status of [0, 20, 30]) {
      const member = await walletMember(t, { sponsor_id: sender.member.id, status });
      const res = await send(
        { toMemberId: sender.member.id, amount: '1' },
        { token: member.token },
      );
      expect(res.json().data.error, String(status)).toBe('memberInactive');
    }
    const res = await call(t, 'POST', '/bo/ewallet/transfer', { token: null, body: {} });
    expect(res.json().code).toBe(401);
  });

  it('respects a currency without decimals', async () => {
    await createCompany(t.db, { code: 'ID', currency: 'IDR', minor_unit: 0 });
    const root = await walletMember(t, { company_code: 'ID' });
    const child = await walletMember(t, { company_code: 'ID', sponsor_id: root.member.id });
    await fund(t.db, root.member, 'bonus', 1_000_000n);
    const cents = await send(
      { toMemberId: child.member.id, amount: '100.5' },
      { token: root.token },
    );
    expect(fieldKeys(cents)).toEqual(['body.amount validation.wallet.amount.tooManyDecimals']);
    expect(cents.json().data.fields[0].params).toEqual({ limit: 0 });
    const whole = await send(
      { toMemberId: child.member.id, amount: '2500' },
      { token: root.token },
    );
    expect(whole.json().data.balances[0]).toMatchObject({
      currency: 'IDR',
      minorUnit: 0,
      balance: '997500',
    });
  });

  it('starts a new daily limit at midnight in the company time zone', async () => {
    expect((await send({ toMemberId: downline.member.id, amount: '100' })).json().code).toBe(422);
    t.clock.advance(24 * 3_600_000);
    const fresh = await openSession(t.deps, sender.member.id, false, { ip: null, userAgent: null });
    const res = await send(
      { toMemberId: downline.member.id, amount: '100' },
      { token: fresh.token },
    );
    expect(res.json().code).toBe(0);
  });
});
