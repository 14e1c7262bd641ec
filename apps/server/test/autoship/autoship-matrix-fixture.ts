import { AUTOSHIP_PATHS, CART_PATHS, SANDBOX_CARDS } from '@portal/contract';
import type { TestApp } from '../helpers/test-app.js';
import { addTestAddress, makeShop } from '../order/order-test-kit.js';
import { call } from '../wallet/factories.js';

/**
 * One autoship of the owner (record kind `autoship`), set up through the create call. The
 * owner may hold only a few at once, so the matrix's earlier ones are cancelled first.
 */
export async function autoshipFixture(
  t: TestApp,
  owner: { id: number; token: string },
): Promise<number> {
  await t.db
    .updateTable('autoship')
    .set({ status: 'cancelled', next_run_date: null })
    .where('member_id', '=', owner.id)
    .execute();
  const skus = await makeShop(t.db, [{ name: 'Matrix shake' }]);
  const productSkuId = skus.get('Matrix shake')!;
  await call(t, 'POST', CART_PATHS.save, {
    token: owner.token,
    body: { productSkuId, qty: 1, orderTypeCode: 66 },
  });
  const addressId = await addTestAddress(t, owner.id);
  const res = await call(t, 'POST', AUTOSHIP_PATHS.create, {
    token: owner.token,
    body: {
      schedule: { kind: 'monthDay', day: 10 },
      delivery: { mode: 'address', addressId },
      card: { number: SANDBOX_CARDS.approve.number, expiry: '12/40', cvc: '123', holder: 'M O' },
    },
  });
  if (res.json().code !== 0) throw new Error(`autoship fixture refused: ${res.body}`);
  return res.json().data.id as number;
}
