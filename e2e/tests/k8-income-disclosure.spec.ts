import { expect, test } from '@playwright/test';
import { enterCode, signInConsole } from '../support/console';

/**
 * The income disclosure statement as admin meets it on the demo: a period ending before it
 * starts is refused with the server's message, then the statement for the US company over the
 * seeded history (the year up to yesterday) is generated from the ledger, published, and the
 * company's public page shows it. The figures against plain SQL, the refusals and the roles
 * are proved over HTTP: apps/server/test/console/income-disclosure.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });

/** A business day (UTC+8), `back` days before today. */
function businessDay(back: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

test('admin generates the US statement, publishes it, and the public page shows it', async ({
  page,
}) => {
  await signInConsole(page, 'admin');
  await enterCode(page, 'admin');
  await page.getByRole('link', { name: 'Income disclosure' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Income disclosure statement');
  await page.goto('/console/disclosure?company=US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Income disclosure statement');

  // a bad input first: the last day before the first
  await page.getByLabel('First day').fill(businessDay(10));
  await page.getByLabel('Last day').fill(businessDay(20));
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toContainText('The period ends before it starts.');

  // the seeded history: the year up to yesterday
  await page.getByLabel('First day').fill(businessDay(365));
  await page.getByLabel('Last day').fill(businessDay(1));
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Statement generated.')).toBeVisible({ timeout: 45_000 });
  const statement = page.getByRole('region', { name: /to/ });
  await expect(page.getByText(/Taken at ledger entry \d+/)).toBeVisible();
  const everyone = page.getByRole('row').filter({ hasText: 'All participants' });
  await expect(everyone).toBeVisible();
  await expect(everyone.getByRole('cell').nth(2)).toHaveText('100.00 %');
  await expect(page.getByText('How these figures were computed')).toBeVisible();
  await expect(statement.getByText('Not published')).toBeVisible();

  await statement.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Statement published.')).toBeVisible();
  await expect(statement.getByText('Published', { exact: true }).first()).toBeVisible();
  const participants = await everyone.getByRole('cell').nth(1).textContent();

  // the public page, open without a login, shows the published statement
  await page.goto('/frontend-server/pub/incomeDisclosure/US/page?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Income disclosure statements of US',
  );
  const row = page.getByRole('row').filter({ hasText: 'All participants' }).first();
  await expect(row.getByRole('cell').first()).toHaveText(participants ?? '');
  await expect(page.getByRole('link', { name: 'PDF' }).first()).toBeVisible();
  await expect(page.getByText('How these figures were computed')).toBeVisible();
});
