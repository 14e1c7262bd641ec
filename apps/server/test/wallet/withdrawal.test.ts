import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPendingWithdrawal } from '../../src/modules/wallet/withdrawal/withdrawal.repository.js';
import { balanceOf, call, fieldKeys, walletMember } from './factories.js';
import { withdrawalScene, type WithdrawalScene } from './withdrawal-kit.js';

let s: WithdrawalScene;
beforeAll(async () => {
  s = await withdrawalScene();
});
afterAll(() => s.t.close());

async function clearing(): Promise<bigint> {
  const row = await s.t.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', 'is', null)
    .where('kind', '=', 'withdrawalClearing')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

describe('GET /bo/ewallet/bonusWithdrawal/fee', () => {
  const fee = (
    query: Record<string, string>,
    opts: { platform?: 'wpm'; token?: string | null } = {},
  ) =>
    call(s.t, 'GET', '/bo/ewallet/bonusWithdrawal/fee', {
      token: opts.token === undefined ? s.me.token : opts.token,
      query,
      platform: opts.platform,
    });

  it('answers the fixed fee of 57 and the net amount', async () => {
    expect((await fee({ withdrawalAmount: '100' })).json().data).toEqual({
      amount: '100.00',
      fee: '57.00',
      net: '43.00',
      currency: 'USD',
    });
  });

  it('refuses amounts not above the fee, with more than two decimals, or malformed', async () => {
    const notAbove = await fee({ withdrawalAmount: '57' });
    expect(fieldKeys(notAbove)).toEqual([
      'querystring.withdrawalAmount validation.wallet.amount.notAboveFee',
    ]);
    expect(notAbove.json().msg).toContain('57.00');
    expect(fieldKeys(await fee({ withdrawalAmount: '100.123' }))).toEqual([
      'querystring.withdrawalAmount validation.wallet.amount.tooManyDecimals',
    ]);
    expect(fieldKeys(await fee({ withdrawalAmount: '' }))).toEqual([
      'querystring.withdrawalAmount validation.required',
    ]);
    expect(fieldKeys(await fee({}))).toEqual(['querystring.withdrawalAmount validation.required']);
  });

  it('allows the world-plan account only in marketplace mode, and needs a session', async () => {
    expect(fieldKeys(await fee({ withdrawalAmount: '100', account: 'worldplan' }))).toEqual([
      'querystring.account validation.wallet.withdrawal.accountNotAllowed',
    ]);
    expect(
      (await fee({ withdrawalAmount: '100', account: 'worldplan' }, { platform: 'wpm' })).json()
        .code,
    ).toBe(0);
    expect((await fee({ withdrawalAmount: '100' }, { token: null })).json().code).toBe(401);
  });
});

describe('POST /wm/wallet/withdraw', () => {
  it('moves the amount from the bonus account into clearing and starts the timeline', async () => {
    const before = await clearing();
    const res = await s.withdraw({ amount: '120.50' });
    const data = res.json().data;
    expect(data).toMatchObject({
      account: 'bonus',
      amount: '120.50',
      fee: '57.00',
      net: '63.50',
      status: 1,
      paymentMethod: 'bankTransfer',
      bankAccount: { id: s.myBank, bankName: 'Test Bank', holderName: 'Test Holder' },
      canCancel: true,
      canUpdate: true,
    });
    expect(data.bankAccount.maskedAccountNumber).not.toContain('1234567890');
    expect(data.timeline).toEqual([
      { fromStatus: null, status: 1, actor: 'member', reason: null, at: expect.any(String) },
    ]);
    expect(await balanceOf(s.t.db, s.me.member.id, 'bonus')).toBe(50_000n - 12_050n);
    expect(await clearing()).toBe(before + 12_050n);
    expect(await hasPendingWithdrawal(s.t.db, s.myBank)).toBe(true);
    expect(await hasPendingWithdrawal(s.t.db, s.otherBank)).toBe(false);
  });

  it('applies one key once', async () => {
    const first = await s.withdraw({ amount: '60' }, { key: 'withdraw-key-1' });
    const again = await s.withdraw({ amount: '60' }, { key: 'withdraw-key-1' });
    expect(again.body).toBe(first.body);
    expect((await s.withdraw({ amount: '61' }, { key: 'withdraw-key-1' })).json().data.error).toBe(
      'idempotencyConflict',
    );
  });

  it('refuses more than the balance, a foreign bank account, a wrong PIN', async () => {
    expect((await s.withdraw({ amount: '100000' })).json()).toMatchObject({
      code: 422,
      data: { error: 'insufficientBalance' },
    });
    expect((await s.withdraw({ bankAccountId: s.otherBank })).json()).toMatchObject({
      code: 404,
      data: { error: 'notFound' },
    });
    expect((await s.withdraw({ pin: '111111' })).json().data.error).toBe('pinIncorrect');
  });

  it('refuses missing, unknown and malformed fields', async () => {
    expect(fieldKeys(await s.withdraw({ bankAccountId: undefined }))).toEqual([
      'body.bankAccountId validation.required',
    ]);
    expect(fieldKeys(await s.withdraw({ paymentMethod: undefined }))).toEqual([
      'body.paymentMethod validation.required',
    ]);
    expect(fieldKeys(await s.withdraw({ paymentMethod: 'cash' }))).toEqual([
      'body.paymentMethod validation.invalidValue',
    ]);
    expect(fieldKeys(await s.withdraw({ account: 'eproduct' }))).toEqual([
      'body.account validation.invalidValue',
    ]);
    expect(fieldKeys(await s.withdraw({ amount: '100.001' }))).toEqual([
      'body.amount validation.wallet.amount.tooManyDecimals',
    ]);
    expect(fieldKeys(await s.withdraw({ amount: '50' }))).toEqual([
      'body.amount validation.wallet.amount.notAboveFee',
    ]);
    expect(fieldKeys(await s.withdraw({}, { key: null }))).toEqual([
      'headers.idempotency-key validation.required',
    ]);
  });

  it('withdraws world-plan money in marketplace mode only', async () => {
    expect(fieldKeys(await s.withdraw({ account: 'worldplan' }))).toEqual([
      'body.account validation.wallet.withdrawal.accountNotAllowed',
    ]);
    const res = await s.withdraw({ account: 'worldplan', amount: '80' }, { platform: 'wpm' });
    expect(res.json().data).toMatchObject({ account: 'worldplan', status: 1 });
    expect(await balanceOf(s.t.db, s.me.member.id, 'worldplan')).toBe(12_000n);
  });

  it('refuses inactive members and calls without a session', async () => {
    const frozen = await walletMember(s.t, { status: 20 });
    expect((await s.withdraw({}, { token: frozen.token })).json().data.error).toBe(
      'memberInactive',
    );
    expect(
      (await call(s.t, 'POST', '/wm/wallet/withdraw', { token: null, body: {} })).json().code,
    ).toBe(401);
  });
});
