import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addBank, balanceOf, call, fund, TEST_PIN, walletMember } from './factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof walletMember>>;
let bank: number;

beforeAll(async () => {
  t = await createTestApp();
  me = await walletMember(t, { login_name: 'OpsMember' });
  bank = await addBank(t, me.token);
  await fund(t.db, me.member, 'bonus', 100_000n);
});
afterAll(() => t.close());

const ops = opsRunner(() => t, { operator: 'alice' });

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

const lastAudit = () =>
  t.db.selectFrom('wallet_audit').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

async function companyBalance(
  kind: 'feeIncome' | 'bankPayouts' | 'withdrawalClearing' | 'adjustments',
) {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.balance;
}

describe('wallet:adjust', () => {
  it('credits and debits a member account against company adjustments, audited', async () => {
    const adjustments = await companyBalance('adjustments');
    const credit = await ops(
      'wallet:adjust',
      'opsmember',
      'eproduct',
      '12.34',
      '--reason',
      'refund of order 77',
    );
    expect(credit).toMatchObject({
      code: 0,
      out: expect.stringContaining('by 12.34 USD: balance 12.34'),
    });
    const debit = await ops('wallet:adjust', 'OpsMember', 'eproduct', '-2.34', '--reason=typo');
    expect(debit.code).toBe(0);
    expect(await balanceOf(t.db, me.member.id, 'eproduct')).toBe(1_000n);
    expect(await companyBalance('adjustments')).toBe(adjustments - 1_000n);
    expect(await lastAudit()).toMatchObject({
      operator: 'alice',
      command: 'wallet:adjust',
      target: 'OpsMember eproduct',
      reason: 'typo',
      outcome: 'ok',
    });
  });

  it('refuses taking a member below zero, recording the refusal', async () => {
    const res = await ops('wallet:adjust', 'opsmember', 'worldplan', '-1', '--reason', 'x');
    expect(res).toMatchObject({ code: 1, out: 'refused: Insufficient Balance' });
    expect(await lastAudit()).toMatchObject({ outcome: 'refused', reason: 'x' });
  });

  it('needs a login, an account, a non-zero amount and a reason', async () => {
    expect((await ops('wallet:adjust', 'opsmember', 'bonus', '5')).code).toBe(2);
    expect((await ops('wallet:adjust', 'opsmember', 'gold', '5', '--reason', 'x')).code).toBe(2);
    expect((await ops('wallet:adjust', 'nobody', 'bonus', '5', '--reason', 'x')).out).toContain(
      'no member',
    );
    expect((await ops('wallet:adjust', 'opsmember', 'bonus', '0', '--reason', 'x')).code).toBe(2);
    expect((await ops('wallet:adjust', 'opsmember', 'bonus', '1.001', '--reason', 'x')).code).toBe(
      2,
    );
  });
});

describe('withdrawal commands', () => {
  it('walks a withdrawal through approve, process and success: net paid out, fee booked', async () => {
    const id = await applyWithdrawal('200.00');
    const fee = await companyBalance('feeIncome').catch(() => 0n);
    expect((await ops('withdrawals:list', '--status', '1')).out).toContain(
      `#${id}  applied(1)  OpsMember`,
    );
    expect((await ops('withdrawals:approve', String(id), '--reason', 'documents ok')).code).toBe(0);
    expect((await ops('withdrawals:process', String(id), '--reason', 'batch 12')).code).toBe(0);
    const done = await ops('withdrawals:succeed', String(id), '--reason', 'bank ref 991');
    expect(done).toMatchObject({ code: 0, out: `withdrawal ${id} is now success (5), by alice` });
    expect(await companyBalance('feeIncome')).toBe(fee + 5_700n);
    expect(await companyBalance('bankPayouts')).toBeGreaterThanOrEqual(14_300n);
    const detail = await call(t, 'GET', `/bo/ewallet/withdraw/${id}`, { token: me.token });
    expect(
      detail
        .json()
        .data.timeline.map((e: { status: number; actor: string; reason: string | null }) => [
          e.status,
          e.actor,
          e.reason,
        ]),
    ).toEqual([
      [1, 'member', null],
      [10, 'operator', 'documents ok'],
      [2, 'operator', 'batch 12'],
      [5, 'operator', 'bank ref 991'],
    ]);
  });

  it('returns the whole amount on rejection and on failure', async () => {
    const before = await balanceOf(t.db, me.member.id, 'bonus');
    const rejected = await applyWithdrawal('100.00');
    expect(
      (await ops('withdrawals:reject', String(rejected), '--reason', 'name mismatch')).code,
    ).toBe(0);
    const failed = await applyWithdrawal('100.00');
    await ops('withdrawals:approve', String(failed), '--reason', 'ok');
    await ops('withdrawals:process', String(failed), '--reason', 'sent');
    expect((await ops('withdrawals:fail', String(failed), '--reason', 'account closed')).code).toBe(
      0,
    );
    expect(await balanceOf(t.db, me.member.id, 'bonus')).toBe(before);
  });

  it('refuses steps the state diagram does not allow, and audits the refusal', async () => {
    const id = await applyWithdrawal('80.00');
    const res = await ops('withdrawals:succeed', String(id), '--reason', 'skip ahead');
    expect(res).toMatchObject({
      code: 1,
      out: 'refused: A withdrawal in status applied cannot be moved to success',
    });
    expect(await lastAudit()).toMatchObject({
      command: 'withdrawals:succeed',
      outcome: 'refused',
      target: `withdrawal ${id}`,
    });
    expect((await ops('withdrawals:approve', '999999', '--reason', 'x')).out).toBe(
      'refused: Not found',
    );
    expect((await ops('withdrawals:approve', String(id))).code).toBe(2);
    expect((await ops('withdrawals:list', '--status', '7')).code).toBe(2);
    // the member can no longer cancel once approved
    await ops('withdrawals:approve', String(id), '--reason', 'ok');
    const cancel = await call(t, 'POST', `/bo/ewallet/withdraw/${id}/cancel`, { token: me.token });
    expect(cancel.json().data.error).toBe('withdrawalNotChangeable');
  });
});

describe('ledger:verify', () => {
  it('passes on a consistent ledger and names the culprit otherwise', async () => {
    expect(await ops('ledger:verify')).toMatchObject({
      code: 0,
      out: 'ledger OK: every entry balances, every balance equals its postings',
    });
    await sql`update ledger_account set balance = balance + 5 where member_id = ${me.member.id} and kind = 'bonus'`.execute(
      t.db,
    );
    const bad = await ops('ledger:verify');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(
      new RegExp(
        `FAIL account \\d+ \\(member ${me.member.id} bonus\\) holds \\d+ but its postings sum to \\d+`,
      ),
    );
    await sql`update ledger_account set balance = balance - 5 where member_id = ${me.member.id} and kind = 'bonus'`.execute(
      t.db,
    );
    await sql`update ledger_account set balance = balance + 1 where member_id is null and kind = 'bankPayouts'`.execute(
      t.db,
    );
    await sql`update ledger_account set balance = balance - 1 where member_id is null and kind = 'withdrawalClearing'`.execute(
      t.db,
    );
    expect((await ops('ledger:verify')).out).toContain('withdrawal clearing holds');
    expect(await lastAudit()).toMatchObject({
      command: 'ledger:verify',
      outcome: 'failed',
      operator: 'alice',
    });
  });
});
