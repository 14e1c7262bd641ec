import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoWithdrawal, enterCode, freshCode, signInConsole } from '../support/console';
import { login, snapshot } from '../support/portal';

/**
 * Four eyes on the money desk, as two operators meet it: finance approves a member's withdrawal
 * and gathers it in a batch; the batch page tells its preparer another operator must approve it
 * (the server refuses the preparer too: apps/server/test/console/withdrawal-batches.test.ts);
 * admin approves it with a fresh code and downloads the bank file, which sends it to the bank.
 */
test.describe.configure({ timeout: process.env.CI ? 300_000 : 150_000 });
const FIRST_PAINT = { timeout: 45_000 };

async function approveWithdrawal(page: Page, id: number) {
  await page.goto('/console/withdrawals');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await row.getByRole('button', { name: 'Approve' }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: `Approve: withdrawal #${id}` });
  await dialog.getByLabel('Reason').fill('documents checked');
  await dialog.getByLabel('Code from your authenticator').fill(await freshCode(page, 'finance'));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Withdrawal #${id} updated.`)).toBeVisible();
}

test('a batch prepared by finance is approved by another operator, then its bank file is made', async ({
  browser,
}, testInfo) => {
  const member = await browser.newPage();
  await login(member, 'demo');
  const id = await demoWithdrawal(member, '65.00');
  await member.close();

  const finance = await browser.newPage();
  await signInConsole(finance, 'finance');
  await enterCode(finance, 'finance');
  await approveWithdrawal(finance, id);

  await finance.goto('/console/batches');
  await finance.getByRole('button', { name: 'New batch' }).click(FIRST_PAINT);
  const modal = finance.getByRole('dialog', { name: 'New batch' });
  await modal.getByLabel('Company').fill('US');
  await modal.getByRole('button', { name: 'Show approved withdrawals' }).click();
  await modal.getByRole('checkbox', { name: `Select withdrawal #${id}` }).check(FIRST_PAINT);
  await modal.getByLabel('Reason').fill('Monday payouts');
  await modal.getByRole('button', { name: 'Prepare batch (1)' }).click();
  await expect(finance).toHaveURL(/\/console\/batches\/\d+$/, FIRST_PAINT);
  const batchUrl = new URL(finance.url()).pathname;
  const batchId = batchUrl.split('/').pop()!;
  // the preparer may not approve their own batch: no button, and the page says why
  await expect(
    finance.getByText('You prepared this batch: another operator must approve it.'),
  ).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await finance.close();

  const admin = await browser.newPage();
  await signInConsole(admin, 'admin');
  await enterCode(admin, 'admin');
  await admin.goto(batchUrl);
  await admin.getByRole('button', { name: 'Approve' }).click(FIRST_PAINT);
  const approve = admin.getByRole('dialog', { name: `Approve batch #${batchId}` });
  await approve.getByLabel('Reason').fill('totals checked');
  // a bad input first: a wrong code is refused and the batch stays prepared
  await approve.getByLabel('Code from your authenticator').fill('000000');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByRole('alert')).toContainText('That code is not right');
  await approve.getByLabel('Code from your authenticator').fill(await freshCode(admin, 'admin'));
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Batch #${batchId} approved.`)).toBeVisible();

  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download bank file' }).click();
  const file = await download;
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain(`WB${batchId}-${id}`);
  await expect(admin.getByText('Sent to the bank').first()).toBeVisible();
  await snapshot(admin, testInfo, 'k3-console-batch');
});
