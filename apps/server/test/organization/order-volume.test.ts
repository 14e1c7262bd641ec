import { cycleOf, ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDirtyLegs } from '../../src/modules/organization/index.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { treeCall } from './tree-test-kit.js';

let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 20 }])
  ).get('E-book')!;
});
afterAll(() => t.close());

const volumeOf = (memberId: number) =>
  t.db
    .selectFrom('member_cycle_volume')
    .select(['cycle', 'platform', 'order_type_code', 'bv'])
    .where('member_id', '=', memberId)
    .execute();

describe('orders feed the trees (hook wired in bootstrap.ts)', () => {
  it("a paid order adds its BV to the buyer's cycle, a refund takes it back", async () => {
    const sponsor = await walletMember(t);
    const { member, token } = await walletMember(t, {
      sponsor_id: sponsor.member.id,
      placement_id: sponsor.member.id,
      placement_side: 'L',
    });
    await fund(t.db, member, 'bonus', 2_500n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    expect(await volumeOf(member.id)).toEqual([]);
    const paid = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
      token,
      body: { method: 'ewallet', amount: '25.00', account: 'bonus', pin: TEST_PIN },
    });
    expect(paid.statusCode).toBe(200);
    const cycle = cycleOf(new Date());
    expect(await volumeOf(member.id)).toEqual([
      { cycle, platform: 'bzz', order_type_code: 40, bv: 5000n },
    ]);
    await refreshDirtyLegs(t.db, new Date());
    const page = (await treeCall(t, sponsor.token, 'page')).json().data;
    expect(page.nodes[0]).toMatchObject({ leftBv: '50.00', leftCount: 1 });

    const refund = await runOpsCommand(t, ['order:refund', order.orderNo, '--reason', 'goodwill']);
    expect(refund.code).toBe(0);
    expect((await volumeOf(member.id))[0]?.bv).toBe(0n);
  });
});
