import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { enterCode, freshCode, signInConsole } from '../support/console';

/**
 * A new operator as a company would add one: admin adds them with a temporary password (a fresh
 * code for the change); at their first sign-in they add the account to an authenticator (the
 * key shown beside the QR code), a wrong code is refused, the right one opens the console and
 * shows the ten recovery codes once. The sign-in rules (a code good once, the lockout per
 * address, recovery codes) are proved over HTTP: apps/server/test/console/console-auth.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });

test('admin adds an operator, who enrols an authenticator at the first sign-in', async ({
  browser,
}) => {
  const login = `kim${Date.now() % 1_000_000}`;
  const admin = await browser.newPage();
  await signInConsole(admin, 'admin');
  await enterCode(admin, 'admin');
  await admin.getByRole('link', { name: 'Operators' }).click();
  await admin.getByRole('button', { name: 'Add an operator' }).click({ timeout: 45_000 });
  const add = admin.getByRole('dialog', { name: 'Add an operator' });
  await add.getByLabel('Login name').fill(login);
  await add.getByLabel('Name', { exact: true }).fill('Kim Lee');
  await add.getByLabel('Temporary password').fill('Temporary-1234');
  // the roles by keyboard: type to filter the list, Enter takes the first, Escape closes it
  const roles = add.getByRole('combobox', { name: 'Roles' });
  await roles.click();
  await roles.fill('support');
  await expect(
    admin.getByRole('option', { name: 'support', exact: true, includeHidden: true }),
  ).toBeAttached();
  await roles.press('Enter');
  await roles.press('Escape');
  await add.getByLabel('Reason').fill('new support agent');
  await add.getByLabel('Code from your authenticator').fill(await freshCode(admin, 'admin'));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: login })).toContainText(
    'Enrols at the next sign-in',
  );
  await admin.close();

  const page = await browser.newPage();
  await page.goto('/console/sign-in');
  await page.getByLabel('Login name').fill(login);
  await page.getByLabel('Password').fill('Temporary-1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.getByLabel('Setup key').textContent())!.replace(/[^A-Z2-7]/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });

  // a bad input: a wrong code is refused and the enrolment stays open
  await page.getByLabel(/Code from your authenticator/).fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel(/Code from your authenticator/).fill(totp.generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  // the administrator chose the password: the console asks for the operator's own first
  const change = page.getByRole('dialog', { name: 'Change your password' });
  await expect(change).toBeVisible();
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await change.getByLabel('Current password').fill('Temporary-1234');
  await change.getByLabel('New password', { exact: true }).fill('Kim-own-password-1');
  await change.getByLabel('New password again').fill('Kim-own-password-1');
  // the enrolment took this period's code: the next period's is fresh
  await change
    .getByLabel('Code from your authenticator')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
});
