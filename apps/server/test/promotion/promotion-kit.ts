import { ORDER_PATHS, PROMOTION_PATHS, type PromotionConfig } from '@portal/contract';
import { expect } from 'vitest';
import { createPromotion } from '../../src/modules/promotion/index.js';
import { createCompany } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { eOrder, placeOrder } from '../order/order-test-kit.js';
import { call, TEST_PIN } from '../wallet/factories.js';

const DAY_MS = 86_400_000;
/** A business day (UTC+8) `days` from the test clock. */
export const dayFrom = (t: TestApp, days: number) =>
  new Date(t.deps.now().getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

const title = { en: 'Test promotion' };
let n = 0;

/** A promotion of `companyCode` running around the test clock unless dates are given. */
export async function makePromotion(
  t: TestApp,
  config: Omit<PromotionConfig, 'code' | 'title' | 'startsOn' | 'endsOn'> &
    Partial<Pick<PromotionConfig, 'startsOn' | 'endsOn' | 'title'>>,
): Promise<number> {
  await createCompany(t.db, { code: config.companyCode });
  const full = {
    startsOn: dayFrom(t, -10),
    endsOn: dayFrom(t, 10),
    title,
    ...config,
    code: `test-${++n}`,
  } as PromotionConfig;
  return (await createPromotion(t.db, full, 'test'))!;
}

/** Places and pays (e-wallet, bonus account) one e-book order of 25.00. */
export async function buy(t: TestApp, token: string, sku: number) {
  const order = await placeOrder(t, token, eOrder([sku]));
  const paid = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
    token,
    body: { method: 'ewallet', amount: '25.00', account: 'bonus', pin: TEST_PIN },
  });
  expect(paid.statusCode).toBe(200);
}

export const detailOf = (t: TestApp, token: string | null, id: number | string) =>
  call(t, 'GET', PROMOTION_PATHS.detail.replace(':id', String(id)), { token });

export const spinOf = (
  t: TestApp,
  token: string,
  id: number,
  clientSeed: unknown = 'lucky-seed',
  key?: string | null,
) =>
  call(t, 'POST', PROMOTION_PATHS.spin.replace(':id', String(id)), {
    token,
    body: { clientSeed },
    key,
  });
