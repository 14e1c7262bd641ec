import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyAccounts,
  lockMemberAccounts,
  type MemberAccountsWanted,
} from '../../src/modules/ledger/index.js';
import { lockOrderToPay } from '../../src/modules/order/order-pay-lock.service.js';
import { accountsLockedByMe, rolledBack } from '../helpers/row-locks.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { currencyOf, fund, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from './order-test-kit.js';

/**
 * An e-wallet payment's lock of the order also locks the ledger accounts its journal posts to
 * (the journal then takes no lock round trip): it must lock exactly what the ledger's own
 * `lockMemberAccounts` would (the member's account, not the company's hot ones), read the same
 * states, and give nothing (the journal locks them itself) when an account is missing.
 */
let t: TestApp;
let ebook: number;
beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'Held', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 20 }])
  ).get('Held')!;
});
afterAll(() => t.close());

async function anOrder() {
  const { member, token } = await walletMember(t);
  await fund(t.db, member, 'bonus', 100_000n);
  const { orderNo } = await placeOrder(t, token, eOrder([ebook]));
  const order = await t.db
    .selectFrom('shop_order')
    .select(['id', 'company_code'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  const company = await companyAccounts(
    t.db,
    order.company_code,
    await currencyOf(t.db, order.company_code),
  );
  const wanted: MemberAccountsWanted = {
    memberId: member.id,
    kinds: ['bonus'],
    alsoIds: [company.sales.id, company.taxPayable.id, company.shippingIncome.id],
  };
  return { member, orderId: order.id, wanted };
}

describe('the order’s lock for an e-wallet payment locks its journal’s accounts', () => {
  it('locks and reads what the ledger’s lockMemberAccounts does', async () => {
    const { member, orderId, wanted } = await anOrder();
    const held = await rolledBack(t.db, async (trx) => {
      const locked = await lockOrderToPay(trx, orderId, 'key-1', wanted);
      const states = [...locked.accounts!.rows.values()];
      return {
        states,
        locks: await accountsLockedByMe(
          trx,
          states.map((s) => s.id),
        ),
      };
    });
    const door = await rolledBack(t.db, async (trx) => {
      const currency = await currencyOf(trx, member.company_code);
      const locked = await lockMemberAccounts(
        trx,
        currency,
        [{ memberId: member.id, companyCode: member.company_code, kinds: wanted.kinds }],
        wanted.alsoIds,
      );
      const states = [...locked.rows.values()];
      return {
        states,
        locks: await accountsLockedByMe(
          trx,
          states.map((s) => s.id),
        ),
      };
    });
    expect(held.states).toHaveLength(4);
    expect(held.states).toEqual(door.states);
    expect(held.locks).toEqual(door.locks);
    const bonus = held.states.find((s) => s.memberId === member.id)!;
    expect(bonus).toMatchObject({ kind: 'bonus', balance: 100_000n, hot: false });
    // the member's account locked, the company's hot ones not
    expect(held.locks.filter(([, mine]) => mine)).toEqual([[bonus.id.toString(), true]]);
  });

  it('gives no accounts when one is missing, so the journal locks (and opens) them itself', async () => {
    const { orderId, wanted } = await anOrder();
    const missing = { ...wanted, alsoIds: [...wanted.alsoIds, 999_999_999n] };
    const locked = await rolledBack(t.db, (trx) => lockOrderToPay(trx, orderId, 'key-2', missing));
    expect(locked.accounts).toBeUndefined();
    expect(locked.order.id).toBe(orderId);
    const without = await rolledBack(t.db, (trx) => lockOrderToPay(trx, orderId, 'key-3'));
    expect(without.accounts).toBeUndefined();
  });
});
