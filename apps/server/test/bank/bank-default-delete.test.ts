import { BANK_ACCOUNTS_MAX, BANK_PATHS, WITHDRAWAL_STATUS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAndDeleteCalls } from '../helpers/member-owned-rows.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../security/security-test-kit.js';
import { addAccount, card, defaultsOf, expiryIn, pathOf, signedIn } from './bank-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { setDefault, remove } = defaultAndDeleteCalls(() => t, BANK_PATHS, 'DELETE');

/** A withdrawal row of the wallet module paying out to the account. */
async function withdrawalTo(memberId: number, bankAccountId: number, status: number) {
  const now = new Date();
  await t.db
    .insertInto('wallet_withdrawal')
    .values({
      member_id: memberId,
      company_code: 'US',
      account: 'bonus',
      amount: 10_000n,
      fee: 5_700n,
      currency: 'USD',
      minor_unit: 2,
      bank_account_id: bankAccountId,
      bank_name: 'Deutsche Bank',
      masked_account_number: '•••• 3000',
      holder_name: 'Jane Doe',
      account_type: 'savings',
      payment_method: 'ewallet' as never,
      status: status as never,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('POST /wm/bankInfo/setDefault/:id', () => {
  it('moves the default, keeping exactly one', async () => {
    const { token, member } = await signedIn(t);
    const first = await addAccount(t, token);
    const second = await addAccount(t, token);
    const res = await setDefault(token, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: second, isDefault: true });
    expect(await defaultsOf(t, member.id)).toEqual([second]);
    expect((await setDefault(token, second)).statusCode).toBe(200);
    expect(await defaultsOf(t, member.id)).toEqual([second]);
    const list = await call(t, 'GET', BANK_PATHS.list, { token });
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([second, first]);
  });

  it("refuses another member's account and changes nothing", async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const mine = await addAccount(t, me.token);
    await addAccount(t, other.token);
    const theirs = await addAccount(t, other.token);
    const res = await setDefault(me.token, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json().data.error).toBe('notFound');
    expect(await defaultsOf(t, me.member.id)).toEqual([mine]);
    expect(await defaultsOf(t, other.member.id)).not.toContain(theirs);
  });

  it('refuses a card that has expired since it was added, with the catalogue message', async () => {
    const { token, member } = await signedIn(t);
    const first = await addAccount(t, token);
    const cardId = await addAccount(t, token, card(t));
    // as if the years had passed: the stored expiry is now behind the clock
    const lastYear = expiryIn(t, -1);
    await t.db
      .updateTable('bank_account')
      .set({ expiry: lastYear })
      .where('id', '=', cardId)
      .execute();
    const res = await setDefault(token, cardId);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('setDefaultFailed');
    expect(res.json().msg).toBe('Set as Default Failed: The card has expired');
    expect(await defaultsOf(t, member.id)).toEqual([first]);
  });

  it('refuses a bad id', async () => {
    const { token } = await signedIn(t);
    expect((await setDefault(token, 'x')).statusCode).toBe(400);
  });
});

describe('DELETE /wm/bankInfo/delete/:id', () => {
  it('deletes a non-default account; the default stays', async () => {
    const { token, member } = await signedIn(t);
    const first = await addAccount(t, token);
    const second = await addAccount(t, token);
    const res = await remove(token, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: second, defaultId: first });
    expect((await call(t, 'GET', pathOf(BANK_PATHS.byId, second), { token })).statusCode).toBe(404);
    expect(await defaultsOf(t, member.id)).toEqual([first]);
  });

  it('passes the default to the newest account, and to none after the last', async () => {
    const { token, member } = await signedIn(t);
    const first = await addAccount(t, token);
    await addAccount(t, token);
    const third = await addAccount(t, token);
    expect((await remove(token, first)).json().data).toEqual({ id: first, defaultId: third });
    expect(await defaultsOf(t, member.id)).toEqual([third]);
    const list = await call(t, 'GET', BANK_PATHS.list, { token });
    for (const a of list.json().data as { id: number }[]) await remove(token, a.id);
    expect((await call(t, 'GET', BANK_PATHS.list, { token })).json().data).toEqual([]);
    expect(await defaultsOf(t, member.id)).toEqual([]);
    const again = await addAccount(t, token);
    expect(await defaultsOf(t, member.id)).toEqual([again]);
  });

  it("refuses another member's account and keeps it", async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const theirs = await addAccount(t, other.token);
    const res = await remove(me.token, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json().data.error).toBe('notFound');
    expect(
      (await call(t, 'GET', pathOf(BANK_PATHS.byId, theirs), { token: other.token })).statusCode,
    ).toBe(200);
  });

  it('refuses an account a pending withdrawal pays out to', async () => {
    const { token, member } = await signedIn(t);
    const id = await addAccount(t, token);
    await withdrawalTo(member.id, id, WITHDRAWAL_STATUS.applied);
    const res = await remove(token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.error).toBe('bankAccountInUse');
    expect(res.json().msg).toContain('Deletion failed');
    expect((await call(t, 'GET', pathOf(BANK_PATHS.byId, id), { token })).statusCode).toBe(200);
  });

  it('deletes an account whose withdrawals are finished', async () => {
    const { token, member } = await signedIn(t);
    const id = await addAccount(t, token);
    await withdrawalTo(member.id, id, WITHDRAWAL_STATUS.success);
    await withdrawalTo(member.id, id, WITHDRAWAL_STATUS.rejected);
    expect((await remove(token, id)).statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('bank_account')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.deleted_at).not.toBeNull();
  });

  it('refuses a bad id', async () => {
    const { token } = await signedIn(t);
    expect((await remove(token, '-1')).statusCode).toBe(400);
  });
});

describe('limits and concurrency', () => {
  it(`keeps at most ${BANK_ACCOUNTS_MAX} accounts per member`, async () => {
    const { token } = await signedIn(t);
    for (let i = 0; i < BANK_ACCOUNTS_MAX; i++) await addAccount(t, token);
    const res = await call(t, 'POST', BANK_PATHS.add, { token, body: card(t) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      data: { error: 'bankAccountLimit' },
      msg: `You can save at most ${BANK_ACCOUNTS_MAX} bank accounts.`,
    });
  });

  it('concurrent first accounts still give exactly one default', async () => {
    const { token, member } = await signedIn(t);
    const ids = await Promise.all(Array.from({ length: 4 }, () => addAccount(t, token)));
    expect(ids).toHaveLength(4);
    expect(await defaultsOf(t, member.id)).toHaveLength(1);
  });
});
