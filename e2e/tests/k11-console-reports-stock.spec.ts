import { expect, test } from '@playwright/test';
import { enterCode, signInConsole } from '../support/console';

/**
 * Two desks a newcomer meets on the demo: admin reads every report (a chart and its table each,
 * and the sales report as CSV under the server's name), and fulfilment adjusts a SKU's stock,
 * a take larger than the stock refused with the translated message first, the adjustment then
 * kept in the SKU's history with its reason. The figures themselves are proved over HTTP:
 * apps/server/test/console/reports.test.ts and catalogue.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 300_000 : 180_000 });
const FIRST_PAINT = { timeout: 45_000 };
const REPORTS = ['Sales and BV', 'Payouts', 'Withdrawals', 'Members', 'Autoship', 'Jobs'];
/** The reports the demo's seed surely fills (its orders, closed weeks and members). */
const CHARTED = new Set(['Sales and BV', 'Payouts', 'Members']);

test('admin reads every report and downloads one as CSV', async ({ page }) => {
  await signInConsole(page, 'admin');
  await enterCode(page, 'admin');
  await page.goto('/console/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(FIRST_PAINT);
  // antd draws each choice as a label over a hidden radio: the label is what a person clicks
  const choose = (name: string) =>
    page.getByRole('radiogroup', { name: 'Reports' }).getByText(name, { exact: true }).click();
  for (const name of REPORTS) {
    await choose(name);
    await expect(page.getByRole('radio', { name })).toBeChecked();
    await expect(page.getByRole('table').first()).toBeVisible(FIRST_PAINT);
    if (CHARTED.has(name)) await expect(page.getByRole('img').first()).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await choose('Sales and BV');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^report-sales-.+\.csv$/);
});

test('fulfilment adjusts a stock with a reason; too large a take is refused', async ({ page }) => {
  await signInConsole(page, 'fulfilment');
  await enterCode(page, 'fulfilment');
  await page.goto('/console/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible(FIRST_PAINT);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Adjust' }) });
  await expect(row.first()).toBeVisible(FIRST_PAINT);
  const sku = (await row.first().getByRole('cell').nth(1).textContent())!.trim();
  const mine = page.getByRole('row').filter({ hasText: sku });

  await mine.getByRole('button', { name: 'Adjust' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Change').fill('-99999');
  await dialog.getByLabel('Reason').fill('stock count');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The stock cannot go below zero');
  await dialog.getByLabel('Change').fill('5');
  const reason = `delivery ${Date.now()}`;
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(dialog).toBeHidden(FIRST_PAINT);

  await mine.getByRole('button', { name: 'History' }).click();
  dialog = page.getByRole('dialog');
  const entry = dialog.getByRole('row').filter({ hasText: reason });
  await expect(entry).toBeVisible(FIRST_PAINT);
  await expect(entry).toContainText('+5');
});
