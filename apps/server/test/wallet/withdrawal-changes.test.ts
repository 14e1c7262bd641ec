import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBank, balanceOf, call, fieldKeys, TEST_PIN } from './factories.js';
import { withdrawalScene, type WithdrawalScene } from './withdrawal-kit.js';

let s: WithdrawalScene;
beforeAll(async () => {
  s = await withdrawalScene();
});
afterAll(() => s.t.close());

describe('withdrawal history, detail, cancel and update', () => {
  it("lists only one's own withdrawals, newest first, filtered by status and paged", async () => {
    for (const amount of ['60', '70', '80'])
      expect((await s.withdraw({ amount })).json().code).toBe(0);
    const theirs = await s.withdraw(
      { amount: '70', bankAccountId: s.otherBank },
      { token: s.other.token },
    );
    expect(theirs.json().code).toBe(0);
    const res = await call(s.t, 'POST', '/bo/ewallet/withdrawHistory', {
      token: s.me.token,
      key: null,
      body: { pageNum: 1, pageSize: 2 },
    });
    const page = res.json().data;
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect(page.list[0].id).toBeGreaterThan(page.list[1].id);
    const filtered = await call(s.t, 'POST', '/bo/ewallet/withdrawHistory', {
      token: s.me.token,
      key: null,
      body: { status: 4 },
    });
    expect(filtered.json().data).toMatchObject({ total: 0, list: [] });
    const bad = await call(s.t, 'POST', '/bo/ewallet/withdrawHistory', {
      token: s.me.token,
      key: null,
      body: { status: 7 },
    });
    expect(fieldKeys(bad)).toEqual(['body.status validation.invalidValue']);
    expect(
      fieldKeys(
        await call(s.t, 'POST', '/bo/ewallet/withdrawHistory', {
          token: s.me.token,
          key: null,
          body: { pageSize: 1000 },
        }),
      ),
    ).toEqual(['body.pageSize validation.tooLarge']);
  });

  it("shows one's own withdrawal and hides anyone else's", async () => {
    const mine = (await s.withdraw({ amount: '58' })).json().data;
    expect(
      (await call(s.t, 'GET', `/bo/ewallet/withdraw/${mine.id}`, { token: s.me.token })).json().data
        .id,
    ).toBe(mine.id);
    const foreign = await call(s.t, 'GET', `/bo/ewallet/withdraw/${mine.id}`, {
      token: s.other.token,
    });
    expect(foreign.json()).toMatchObject({ code: 404, data: { error: 'notFound' } });
    expect(
      (await call(s.t, 'GET', '/bo/ewallet/withdraw/abc', { token: s.me.token })).json().code,
    ).toBe(400);
  });

  it('cancels while applied, returning the whole amount, and only once', async () => {
    const w = (await s.withdraw({ amount: '99.99' })).json().data;
    const before = await balanceOf(s.t.db, s.me.member.id, 'bonus');
    const foreign = await call(s.t, 'POST', `/bo/ewallet/withdraw/${w.id}/cancel`, {
      token: s.other.token,
    });
    expect(foreign.json().data.error).toBe('notFound');
    const res = await call(s.t, 'POST', `/bo/ewallet/withdraw/${w.id}/cancel`, {
      token: s.me.token,
    });
    expect(res.json().data).toMatchObject({ status: 4, canCancel: false, canUpdate: false });
    expect(res.json().data.timeline.map((e: { status: number }) => e.status)).toEqual([1, 4]);
    expect(await balanceOf(s.t.db, s.me.member.id, 'bonus')).toBe(before + 9_999n);
    const twice = await call(s.t, 'POST', `/bo/ewallet/withdraw/${w.id}/cancel`, {
      token: s.me.token,
    });
    expect(twice.json()).toMatchObject({ code: 409, data: { error: 'withdrawalNotChangeable' } });
  });

  it('updates amount and bank account while applied, moving only the difference', async () => {
    const w = (await s.withdraw({ amount: '100' })).json().data;
    const secondBank = await addBank(s.t, s.me.token);
    const before = await balanceOf(s.t.db, s.me.member.id, 'bonus');
    const update = (body: Record<string, unknown>, token = s.me.token) =>
      call(s.t, 'POST', `/bo/ewallet/withdraw/${w.id}/update`, {
        token,
        body: { pin: TEST_PIN, ...body },
      });
    const res = await update({ amount: '150', bankAccountId: secondBank });
    expect(res.json().data).toMatchObject({
      status: 6,
      amount: '150.00',
      net: '93.00',
      bankAccount: { id: secondBank },
    });
    expect(await balanceOf(s.t.db, s.me.member.id, 'bonus')).toBe(before - 5_000n);
    expect((await update({ amount: '90' })).json().data.amount).toBe('90.00');
    expect(await balanceOf(s.t.db, s.me.member.id, 'bonus')).toBe(before + 1_000n);
    expect(fieldKeys(await update({ pin: TEST_PIN }))).toEqual([
      'body.amount validation.wallet.withdrawal.nothingToUpdate',
    ]);
    expect(fieldKeys(await update({ amount: '57' }))).toEqual([
      'body.amount validation.wallet.amount.notAboveFee',
    ]);
    expect((await update({ amount: '1000000' })).json().data.error).toBe('insufficientBalance');
    expect((await update({ bankAccountId: s.otherBank })).json().data.error).toBe('notFound');
    expect((await update({ amount: '60' }, s.other.token)).json().data.error).toBe('notFound');
  });
});
