import type { TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { codeNow, consoleCall, operatorSession } from './console-helpers.js';

/**
 * The world of the money desk's tests (the withdrawal queue, batches): a member with a bank
 * account and bonus money, two finance operators (one prepares, the other approves; the queue's
 * tests use the first), support (no money permission) and a finance operator of company MY only
 * (which the caller creates).
 */
export async function batchWorld(t: TestApp, loginName: string) {
  const me = await walletMember(t, { login_name: loginName });
  const bank = await addBank(t, me.token);
  await fund(t.db, me.member, 'bonus', 10_000_000n);
  const preparer = (await operatorSession(t, ['finance'])).token;
  const approver = (await operatorSession(t, ['finance'])).token;
  const support = (await operatorSession(t, ['support'])).token;
  const financeMy = (await operatorSession(t, ['finance'], { companies: ['MY'] })).token;

  async function applyWithdrawal(amount: string): Promise<number> {
    const res = await call(t, 'POST', '/wm/wallet/withdraw', {
      token: me.token,
      body: {
        account: 'bonus',
        amount,
        bankAccountId: bank,
        paymentMethod: 'bankTransfer',
        pin: TEST_PIN,
      },
    });
    if (res.json().code !== 0) throw new Error(res.body);
    return res.json().data.id as number;
  }

  /** A withdrawal applied for and approved at the withdrawal desk. */
  async function approvedWithdrawal(amount: string): Promise<number> {
    const id = await applyWithdrawal(amount);
    const res = await withCode(approver, `/withdrawals/${id}/decision/approve`, {
      reason: 'documents checked',
    });
    if (res.json().code !== 0) throw new Error(res.body);
    return id;
  }

  /**
   * A POST with a fresh code: the clock moves a time step, so the code was never used; a `code`
   * in the body (a wrong one, say) is sent instead.
   */
  function withCode(token: string, path: string, body: Record<string, unknown>) {
    t.clock.advance(30_000);
    return consoleCall(t, 'POST', path, { token, body: { code: codeNow(t), ...body } });
  }

  function prepare(token: string, withdrawalIds: number[], companyCode = 'US') {
    return consoleCall(t, 'POST', '/batches', {
      token,
      body: { companyCode, withdrawalIds, reason: 'Friday payout' },
    });
  }

  const withdrawalStatus = async (id: number) =>
    (
      await t.db
        .selectFrom('wallet_withdrawal')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  const batchStatus = async (id: number) =>
    (
      await t.db
        .selectFrom('withdrawal_batch')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  return {
    me,
    preparer,
    approver,
    support,
    financeMy,
    applyWithdrawal,
    approvedWithdrawal,
    withCode,
    prepare,
    batchStatus,
    withdrawalStatus,
  };
}
