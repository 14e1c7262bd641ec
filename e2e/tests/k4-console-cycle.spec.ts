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
const DAY_MS = 86_400_000;

/** The cycle (ISO week in business time, UTC+8) an instant falls in: '2026-W48'. */
function cycleOf(ms: number): string {
  const day = new Date(ms + 8 * 3_600_000);
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  // the Thursday of the week decides its year (ISO 8601)
  date.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const year = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / DAY_MS + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
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
  const week = cycleOf(Date.now() - 7 * DAY_MS);
  const finance = await browser.newPage();
  await signInConsole(finance, 'finance');
  await enterCode(finance, 'finance');
  await finance.goto('/console/cycles?company=ID');
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
