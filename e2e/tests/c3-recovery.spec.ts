import { expect, test } from '@playwright/test';
import { pageTitle, snapshot } from '../support/portal';

test('forgot login name: the form checks the address, then confirms the mail', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot login name?' }).click();
  await expect(page).toHaveURL(/\/ForgetLoginName$/);
  await expect(pageTitle(page)).toHaveText('Forgot login name');
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email format error')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('demo@portal.local');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('If an account uses this address, its login name is on its way.'),
  ).toBeVisible();
  await snapshot(page, testInfo, 'forgot-login-name');
});

test('forgot password: an unknown reset link says it is invalid', async ({ page }) => {
  await page.goto('/Retrieveinformation?token=not-a-real-token');
  await expect(pageTitle(page)).toHaveText('Forgot password');
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await page.goto('/Retrieveinformation');
  await expect(page.getByLabel('Login name')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
});
