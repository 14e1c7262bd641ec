import { expect, test, type Page } from '@playwright/test';
import { enterCode, freshCode, signInConsole } from '../support/console';
import { paidDemoOrder } from '../support/demo-order';
import { tokenOf } from '../support/portal';

/**
 * A part refund from the console, as finance meets it: demo's paid order is found by its
 * number, the refund is checked first (the money back, the BV taken back and the cycle it
 * counts negative in), then made with a reason and a fresh code; demo's own BV of that cycle
 * and vacation points go down by what the check said. The rules and refusals are proved over
 * HTTP (apps/server/test/console/order-steps.test.ts).
 */
test.describe.configure({ timeout: process.env.CI ? 240_000 : 150_000 });

interface MemberFigures {
  cycle: string;
  pbv: number;
  points: number;
}

/** Demo's open cycle and own BV in it (the estimate's standing, read live) and points. */
async function figuresOf(page: Page, token: string): Promise<MemberFigures> {
  const headers = { token, platformName: 'bzz' };
  const read = async <T>(path: string) => {
    const res = await page.request.get(`/frontend-server${path}`, { headers });
    const envelope = (await res.json()) as { code: number; data: T; msg: string };
    expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
    return envelope.data;
  };
  const estimate = await read<{ standing: { cycle: string; pbv: string } }>('/bo/bonus/estimate');
  const vacation = await read<{ balance: number }>('/bo/vacation/points');
  return {
    cycle: estimate.standing.cycle,
    pbv: Number(estimate.standing.pbv),
    points: vacation.balance,
  };
}

test('finance refunds part of a paid order; the member loses its BV and points', async ({
  page,
}) => {
  const { orderNo, total } = await paidDemoOrder(page);
  const token = await tokenOf(page);
  const before = await figuresOf(page, token);
  // half the order, in whole cents: a part refund
  const amount = (Math.floor(Number(total) * 50) / 100).toFixed(2);

  await signInConsole(page, 'finance');
  await enterCode(page, 'finance');
  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNo}`);

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByRole('button', { name: 'Check the refund' }).click();
  await expect(dialog.getByText(`${amount} USD`)).toBeVisible();
  const bvText = dialog.getByText(/BV, counted negative in cycle/);
  await expect(bvText).toBeVisible();
  const [, bv, cycle] = /^([\d.,]+) BV, counted negative in cycle (\S+)$/.exec(
    (await bvText.textContent()) ?? '',
  )!;
  expect(cycle).toBe(before.cycle);
  await expect(dialog.getByText('Partially refunded')).toBeVisible();

  await dialog.getByLabel('Reason').fill('one item returned');
  await dialog.getByLabel('Code from your authenticator').fill(await freshCode(page, 'finance'));
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Partially refunded').first()).toBeVisible();

  const taken = Number(bv!.replace(/,/g, ''));
  const after = await figuresOf(page, token);
  expect(after.cycle).toBe(before.cycle);
  expect(after.pbv).toBeCloseTo(before.pbv - taken, 2);
  // a part refund takes back the whole points of the BV refunded (vacation-rules.ts)
  expect(after.points).toBe(before.points - Math.floor(taken));
});
