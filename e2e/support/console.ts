import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { tokenOf } from './portal';
import { DEMO_PIN, ensureBankAccount } from './wallet';

/** The demo operators' authenticator secret, published in the README (apps/server/src/seed/operators.ts). */
export const DEMO_TOTP_SECRET = 'DEMOCONSOLEPORTALTOTPSECRET23456';

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });

const PERIOD_MS = 30_000;
const periodNow = () => Math.floor(Date.now() / PERIOD_MS);
/** The last period whose code each demo operator gave the server (in this worker). */
const lastPeriod = new Map<string, number>();

/** The code an authenticator shows `steps` periods from now. */
export const demoCode = (steps = 0) => totp.generate({ timestamp: Date.now() + steps * PERIOD_MS });

/**
 * A code the server takes for `login`: each code is good once per operator, and the server takes
 * one period of drift, so a second code within the same 30 seconds is the next period's; past
 * that, the journey waits for the next period.
 */
export async function freshCode(page: Page, login: string): Promise<string> {
  for (;;) {
    const now = periodNow();
    const period = Math.max(now, (lastPeriod.get(login) ?? now - 1) + 1);
    if (period <= now + 1) {
      lastPeriod.set(login, period);
      return totp.generate({ timestamp: period * PERIOD_MS + 1_000 });
    }
    await page.waitForTimeout((now + 1) * PERIOD_MS - Date.now() + 500);
  }
}

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
 * Finishes the sign-in with a fresh code and waits for the console's home. A retry of a journey
 * runs in a new worker, which does not know the codes the server took already: a refused code
 * marks its period as used and the next one is tried.
 */
export async function enterCode(page: Page, login: string) {
  const field = page.getByLabel(/Code from your authenticator/);
  const home = page.getByRole('heading', { level: 1, name: 'Home' });
  const refused = page.getByRole('alert').filter({ hasText: 'That code is not right' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.fill(await freshCode(page, login));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(home.or(refused)).toBeVisible();
    if (await home.isVisible()) return;
  }
  await expect(home).toBeVisible();
}

/** Demo applies for a withdrawal through the member API (PIN, bank account, Idempotency-Key); its id. */
export async function demoWithdrawal(page: Page, amount = '60.00'): Promise<number> {
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
