import { expect, test } from '@playwright/test';
import { login, pageTitle } from '../support/portal';

const PHONE = { width: 375, height: 812 };

/**
 * The bonus report as demo meets it: the seed closed the 12 past cycles of demo's
 * company through the close service, on orders of demo's downline, so the report has cycles,
 * lines and trails. Open a cycle, explain a line, export CSV and PDF, a bad range, a phone.
 */
test('bonus report: seeded cycles, a line explained, CSV and PDF, the range is checked, fits a phone', async ({
  page,
}) => {
  await login(page, 'demo');
  await page.goto('/memberBenefit/BonusReport/bnIndex');
  await expect(pageTitle(page)).toHaveText('Bonus report');
  await expect(page.getByLabel('Bonus per cycle over the last 12 closed cycles')).toBeVisible();

  // a cycle in which demo earned a team bonus opens its lines; a line opens its trail
  const cycle = page.getByRole('row').filter({ hasText: 'Team bonus' }).first();
  await cycle.getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByRole('heading', { name: /^Bonus of \d{4}-W\d{2}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Explain' }).first().click();
  const trail = page.getByRole('table', { name: 'How this line was worked out' });
  await expect(trail).toBeVisible();
  await expect(trail.getByRole('rowheader', { name: 'Rule', exact: true })).toBeVisible();
  await expect(trail.getByRole('rowheader', { name: 'Plan version', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Left on the table' }).first()).toBeVisible();

  // both exports: the CSV built in the page, the PDF from the server
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^bonus-.*\.csv$/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^bonus-report-.*\.pdf$/);

  // bad input: an end before the start is refused before anything is sent
  await page.getByLabel('End date').fill('2000-01-01');
  await expect(page.getByRole('alert')).toHaveText('End time must be later than start time.');
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();

  await page.setViewportSize(PHONE);
  // polled: the tables follow the new width on their resize observers' next turn
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
});

test('bonus report: a range with no closed cycle shows the empty state', async ({ page }) => {
  await login(page, 'demo');
  await page.goto('/memberBenefit/BonusReport/bnIndex');
  await page.getByLabel('Start date').fill('2001-01-01');
  await page.getByLabel('End date').fill('2001-02-01');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No closed cycles in this range.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
});
