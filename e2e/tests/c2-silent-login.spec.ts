import { expect, test } from '@playwright/test';
import { cookieValue, pageTitle, snapshot } from '../support/portal';
import { mintTicket } from '../support/silent-ticket';

test('a silent-login link opens the portal with isFromOss yes', async ({ page }, testInfo) => {
  await page.goto(`/silentLogin?ticket=${encodeURIComponent(mintTicket('iddemo', 'ID'))}`);
  await expect(page).toHaveURL(/\/dashboard\/SystemIndex$/);
  await expect(pageTitle(page)).toHaveText('Overview');
  expect(await cookieValue(page, 'isFromOss')).toBe('yes');
  expect(await cookieValue(page, 'loginName')).toBe('iddemo');
  await snapshot(page, testInfo, 'silent-login');
});

test('a forged or missing ticket says so and leads to the login page', async ({ page }) => {
  await page.goto(
    `/vcardSilentLogin?ticket=${encodeURIComponent(mintTicket('demo', 'US', 'x'.repeat(40)))}`,
  );
  await expect(page.getByText('We could not sign you in')).toBeVisible();
  await expect(page.getByText('The sign-in link is invalid or has expired')).toBeVisible();
  expect(await cookieValue(page, 'token')).toBeUndefined();

  await page.goto('/auth-redirect');
  await expect(page.getByText(/This sign-in link is incomplete\./)).toBeVisible();
  await page.getByRole('button', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
