import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { login, tokenOf } from './portal';
import { ensureUsAddress, placeOrder, productFor } from './shop';
import { DEMO_PIN, ensurePin } from './wallet';

/**
 * Demo signs in, places a one-unit order and pays it from the e-wallet, through the member API
 * (the console's order journeys start from a paid order). Answers the order's number, the total
 * paid and the status the payment left it in.
 */
export async function paidDemoOrder(
  page: Page,
): Promise<{ orderNo: string; total: string; status: number }> {
  await login(page, 'demo');
  await ensurePin(page);
  const addressId = await ensureUsAddress(page);
  const product = await productFor(page, 'bzz');
  const orderNo = await placeOrder(page, { addressId, skuId: product.skuId });
  const headers = { token: await tokenOf(page), platformName: 'bzz' };
  const detail = await page.request.get(`/frontend-server/omn/order/orderDetail/${orderNo}`, {
    headers,
  });
  const due = ((await detail.json()) as { data: { amountDue: string } }).data.amountDue;
  const paid = await page.request.post(`/frontend-server/omn/order/payOrder/${orderNo}`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { method: 'ewallet', amount: due, account: 'bonus', pin: DEMO_PIN },
  });
  const answer = (await paid.json()) as { code: number; msg: string; data: { status: number } };
  expect(answer.code, answer.msg).toBe(0);
  return { orderNo, total: due, status: answer.data.status };
}
