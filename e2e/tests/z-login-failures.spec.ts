import { expect, test } from '@playwright/test';
import { snapshot } from '../support/portal';

// Last on purpose: three failures make the server ask every login from this address for a
// captcha for 15 minutes.
test('a wrong password, then the captcha, then a wrong captcha show their messages', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('Login name').fill('pcdemo');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByLabel('Password').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(alert).toContainText(
      attempt < 3
        ? 'Incorrect login name or password'
        : /Incorrect login name or password|verification code/i,
    );
  }
  await snapshot(page, testInfo, 'wrong-password');

  const captcha = page.getByLabel('Verification code');
  await expect(captcha).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await page.getByLabel('Password').fill('Demo1234');
  await captcha.fill('0000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(alert).toContainText('Verification code error');
  await expect(page).toHaveURL(/\/login/);
  await snapshot(page, testInfo, 'wrong-captcha');
});
