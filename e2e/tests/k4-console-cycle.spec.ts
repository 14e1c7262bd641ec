import { expect, test, type Browser, type Page } from '@playwright/test';
import { enterCode, freshCode, signInConsole } from '../support/console';
import { login, snapshot } from '../support/portal';

/**
 * A commission run as two operators meet it on the demo. Company ID closes its cycles by review
 * (its console settings), and the seed leaves its last ended week open for the console: finance
 * previews it (nothing moves) and may not audit their own preview, admin audits it, finance locks
 * it after a wrong code and closes it, and iddemo's bonus report, which did not have the week,
 * now shows it.
 */
test.describe.configure({ timeout: process.env.CI ? 360_000 : 180_000 });
const FIRST_PAINT = { timeout: 45_000 };
/**
 * The week the seed left for review: the newest ended week of ID not yet closed, read from the
 * runs list rather than the clock, so a journey run after the week turned (the server seeded in
 * the week before) still finds it; a retry after the close finds the newest ended week, closed.
 */
async function weekLeftOpen(page: Page): Promise<string> {
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^\d{4}-W\d{2}$/ }) });
  const ended = rows.filter({ hasNotText: 'Week in progress' });
  await expect(ended.first()).toBeVisible(FIRST_PAINT);
  const open = ended.filter({ hasNotText: 'Closed' });
  const row = (await open.count()) > 0 ? open.first() : ended.first();
  return (await row.getByRole('link').textContent())!.trim();
}

async function stepWithCode(page: Page, who: string, action: 'Lock' | 'Close', week: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action} ${week}` });
  await dialog.getByLabel('Reason').fill('audited totals, end of week');
  await dialog.getByLabel('Code from your authenticator').fill(await freshCode(page, who));
  // the dialog's own × is named "Close" too: the action is the footer's button
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: action, exact: true })
    .click();
  return dialog;
}

/** iddemo's bonus report: the week's row is there or not. */
async function reportRow(page: Page, week: string) {
  await page.goto('/memberBenefit/BonusReport/bnIndex');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
  return page.getByRole('row').filter({ hasText: week });
}

test('an ended week of a company that closes by review: preview, audit by another, lock, close; the member sees it', async ({
  browser,
}, testInfo) => {
  const finance = await browser.newPage();
  await signInConsole(finance, 'finance');
  await enterCode(finance, 'finance');
  await finance.goto('/console/cycles?company=ID');
  const week = await weekLeftOpen(finance);
  await finance.getByRole('link', { name: week }).click(FIRST_PAINT);
  await expect(finance).toHaveURL(new RegExp(`/console/cycles/ID/${week}$`));
  const state = finance.getByText(/^(Not previewed|Previewed|Audited|Locked|Closed)$/).first();
  await expect(state).toBeVisible(FIRST_PAINT);
  // a retry of this journey finds the run where the first attempt left it (a close is for good)
  const reached = (await state.textContent())!;
  const member = await browser.newPage();
  await login(member, 'iddemo');
  if (reached !== 'Closed') await expect(await reportRow(member, week)).toHaveCount(0);
  if (!['Locked', 'Closed'].includes(reached)) await previewAuditLock(browser, finance, week);
  if (reached !== 'Closed') {
    await stepWithCode(finance, 'finance', 'Close', week);
    await expect(finance.getByText('Run closed: the bonus is posted.')).toBeVisible(FIRST_PAINT);
  }
  await expect(finance.getByText(/^Posted as journal \d+/)).toBeVisible();
  await snapshot(finance, testInfo, 'k4-console-cycle');

  await expect(await reportRow(member, week)).not.toHaveCount(0);
});

/**
 * Finance previews (and may not audit their own preview), admin audits, finance locks after a
 * wrong code is refused.
 */
async function previewAuditLock(browser: Browser, finance: Page, week: string) {
  await expect(finance.getByText('This company closes its cycles by review')).toBeVisible();
  await finance.getByRole('button', { name: /^Preview( again)?$/ }).click();
  await expect(finance.getByText('Preview stored.')).toBeVisible(FIRST_PAINT);
  await expect(finance.getByRole('heading', { name: 'Preview totals' })).toBeVisible();

  // four eyes: the operator who previewed may not audit
  await finance.getByRole('button', { name: 'Audit', exact: true }).click();
  const own = finance.getByRole('dialog', { name: `Audit the preview of ${week}` });
  await own.getByLabel('Audit note').fill('looks right to me');
  await own.getByRole('button', { name: 'Audit', exact: true }).click();
  await expect(own.getByRole('alert')).toContainText(
    'Another operator must approve what you prepared.',
  );
  await own.getByRole('button', { name: 'Cancel' }).click();

  const admin = await browser.newPage();
  await signInConsole(admin, 'admin');
  await enterCode(admin, 'admin');
  await admin.goto(`/console/cycles/ID/${week}`);
  await admin.getByRole('button', { name: 'Audit', exact: true }).click(FIRST_PAINT);
  const audit = admin.getByRole('dialog', { name: `Audit the preview of ${week}` });
  await audit.getByLabel('Audit note').fill('totals match the sales report');
  await audit.getByRole('button', { name: 'Audit', exact: true }).click();
  await expect(admin.getByText('Audit recorded.')).toBeVisible();
  await admin.close();

  // a wrong code locks nothing; then the lock and the close, each with a fresh code
  await finance.reload();
  await finance.getByRole('button', { name: 'Lock', exact: true }).click(FIRST_PAINT);
  const wrong = finance.getByRole('dialog', { name: `Lock ${week}` });
  await wrong.getByLabel('Reason').fill('audited totals, end of week');
  await wrong.getByLabel('Code from your authenticator').fill('000000');
  await wrong.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(wrong.getByRole('alert')).toContainText('That code is not right');
  await wrong.getByRole('button', { name: 'Cancel' }).click();
  await stepWithCode(finance, 'finance', 'Lock', week);
  await expect(finance.getByText('Run locked.')).toBeVisible();
}
