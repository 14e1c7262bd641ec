import { expect, test } from '@playwright/test';
import { enterCode, freshCode, signInConsole } from '../support/console';
import { snapshot } from '../support/portal';

/**
 * A commission run as two operators meet it on the demo: finance previews the open cycle of US
 * (nothing moves), may not audit their own preview, admin audits it, and the lock is refused
 * while the week is not over. The demo's past cycles are closed by its seed, so the close itself
 * (the member's bonus report then showing it) is proved over HTTP on an ended cycle:
 * apps/server/test/console/commission-runs.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 300_000 : 150_000 });
const FIRST_PAINT = { timeout: 45_000 };

test('a run previewed by finance is audited by admin; the lock waits for the end of the week', async ({
  browser,
}, testInfo) => {
  const finance = await browser.newPage();
  await signInConsole(finance, 'finance');
  await enterCode(finance, 'finance');
  await finance.goto('/console/cycles?company=US');
  const open = finance.getByRole('row').filter({ hasText: 'Week in progress' }).getByRole('link');
  await open.first().click(FIRST_PAINT);
  await expect(finance).toHaveURL(/\/console\/cycles\/US\/\d{4}-W\d{2}$/);
  const runUrl = new URL(finance.url()).pathname;
  const cycle = runUrl.split('/').pop()!;
  await finance.getByRole('button', { name: /^Preview( again)?$/ }).click(FIRST_PAINT);
  await expect(finance.getByText('Preview stored.')).toBeVisible(FIRST_PAINT);
  await expect(finance.getByRole('heading', { name: 'Preview totals' })).toBeVisible();

  // four eyes: the operator who previewed may not audit
  await finance.getByRole('button', { name: 'Audit', exact: true }).click();
  const own = finance.getByRole('dialog', { name: `Audit the preview of ${cycle}` });
  await own.getByLabel('Audit note').fill('looks right to me');
  await own.getByRole('button', { name: 'Audit', exact: true }).click();
  await expect(own.getByRole('alert')).toContainText(
    'Another operator must approve what you prepared.',
  );
  await finance.close();

  const admin = await browser.newPage();
  await signInConsole(admin, 'admin');
  await enterCode(admin, 'admin');
  await admin.goto(runUrl);
  await admin.getByRole('button', { name: 'Audit', exact: true }).click(FIRST_PAINT);
  const audit = admin.getByRole('dialog', { name: `Audit the preview of ${cycle}` });
  await audit.getByLabel('Audit note').fill('totals match the sales report');
  await audit.getByRole('button', { name: 'Audit', exact: true }).click();
  await expect(admin.getByText('Audit recorded.')).toBeVisible();

  // the week is not over: the lock is refused and the run stays audited
  await admin.getByRole('button', { name: 'Lock', exact: true }).click();
  const lock = admin.getByRole('dialog', { name: `Lock ${cycle}` });
  await lock.getByLabel('Reason').fill('end of week');
  await lock.getByLabel('Code from your authenticator').fill(await freshCode(admin, 'admin'));
  await lock.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(lock.getByRole('alert')).toContainText(/has not ended yet|Preview it again/);
  await snapshot(admin, testInfo, 'k4-console-cycle');
});
