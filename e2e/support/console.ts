import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { tokenOf } from './portal';
import { DEMO_PIN, ensureBankAccount } from './wallet';

/** The demo operators' authenticator secret, published in the README (apps/server/src/seed/operators.ts). */
export const DEMO_TOTP_SECRET = 'DEMOCONSOLEPORTALTOTPSECRET23456';

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });

/**
 * The code an authenticator shows `steps` periods from now. Each code is good once per
 * operator, so a step-up right after signing in uses the next period's code (the server accepts
 * one period of drift).
 */
export const demoCode = (steps = 0) => totp.generate({ timestamp: Date.now() + steps * 30_000 });

/** The console's sign-in as an operator meets it: password, then the authenticator's code. */
export async function signInConsole(page: Page, login: string) {
  await page.goto('/console/sign-in');
  await page.getByLabel('Login name').fill(login);
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel(/Code from your authenticator/);
  await expect(code).toBeVisible();
  return code;
}

/**
 * Finishes the sign-in with the current code and waits for the console's home. A code is good
 * once per operator: when this period's code was taken already (a retry of a journey within the
 * same 30 seconds), the next period's code is entered once it shows.
 */
export async function enterCode(page: Page, code = demoCode()) {
  const field = page.getByLabel(/Code from your authenticator/);
  const home = page.getByRole('heading', { level: 1, name: 'Home' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'That code is not right' });
  await expect(home.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await field.fill(demoCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(home).toBeVisible();
}

/** Demo applies for a withdrawal through the member API (PIN, bank account, Idempotency-Key); its id. */
export async function demoWithdrawal(page: Page, amount = '120.00'): Promise<number> {
  await ensureBankAccount(page);
  const headers = { token: await tokenOf(page), platformName: 'bzz' };
  const banks = await page.request.get('/frontend-server/wm/bankInfo/list', { headers });
  const bank = ((await banks.json()) as { data: { id: number }[] }).data[0]!;
  const response = await page.request.post('/frontend-server/wm/wallet/withdraw', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      account: 'bonus',
      amount,
      bankAccountId: bank.id,
      paymentMethod: 'bankTransfer',
      pin: DEMO_PIN,
    },
  });
  const envelope = (await response.json()) as { code: number; data: { id: number }; msg: string };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data.id;
}
