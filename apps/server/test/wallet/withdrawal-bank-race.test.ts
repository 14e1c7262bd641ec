import { BANK_PATHS, WITHDRAWAL_STATUS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, TEST_PIN, walletMember } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 12;
const STAGGER_MS = 4;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deleting a bank account while a withdrawal to it is being applied: whichever comes first,
 * an account that a pending withdrawal pays out to is never left deleted.
 */
describe('a withdrawal and the deletion of its bank account at the same moment', () => {
  it('never leaves a pending withdrawal on a deleted account', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, token } = await walletMember(t, { login_name: `Race${round}` });
      await fund(t.db, member, 'bonus', 50_000n);
      const bank = await addBank(t, token);
      const [applied, deleted] = await Promise.all([
        call(t, 'POST', '/wm/wallet/withdraw', {
          token,
          body: {
            account: 'bonus',
            amount: '100.00',
            bankAccountId: bank,
            paymentMethod: 'bankTransfer',
            pin: TEST_PIN,
          },
        }),
        // staggered, so that some deletions land inside the withdrawal's PIN check and posting
        delay(round * STAGGER_MS).then(() =>
          call(t, 'DELETE', BANK_PATHS.delete.replace(':id', String(bank)), { token }),
        ),
      ]);
      outcomes.add(`${applied.statusCode}/${deleted.statusCode}`);
      // exactly one of the two wins
      expect([applied.statusCode, deleted.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const orphans = await t.db
        .selectFrom('wallet_withdrawal as w')
        .innerJoin('bank_account as b', 'b.id', 'w.bank_account_id')
        .select('w.id')
        .where('w.status', '=', WITHDRAWAL_STATUS.applied)
        .where('b.deleted_at', 'is not', null)
        .execute();
      expect(orphans).toEqual([]);
    }
    expect([...outcomes].every((o) => o === '200/409' || o === '404/200')).toBe(true);
  });
});
