import { expect, test } from '@playwright/test';
import { demoWithdrawal, enterCode, freshCode, signInConsole } from '../support/console';
import { login, snapshot, tokenOf } from '../support/portal';

/**
 * The operators' console as a newcomer meets it (README: the demo operators, password Demo1234,
 * the published authenticator secret): finance signs in with a code, approves a member's
 * withdrawal with a fresh code and finds it in the audit trail; support has no money desk and
 * freezes a member, whose portal session then ends. The rules (roles × calls, four eyes, step-up,
 * lockout, the append-only trail) are proved over HTTP in apps/server/test/console.
 */

test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });
const FIRST_PAINT = { timeout: 45_000 };

test('finance: a wrong code is refused, then a withdrawal approved with a fresh code is in the audit trail', async ({
  browser,
}, testInfo) => {
  // a member applies for a withdrawal in the portal
  const member = await browser.newPage();
  await login(member, 'demo');
  const id = await demoWithdrawal(member);
  await member.close();

  const page = await browser.newPage();
  await signInConsole(page, 'finance');
  // a bad input: a wrong code is refused at the code step; the ticket stays good
  await page.getByLabel(/Code from your authenticator/).fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await enterCode(page, 'finance');
  await snapshot(page, testInfo, 'k1-console-home');

  await page.getByRole('link', { name: 'Withdrawals' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row).toBeVisible(FIRST_PAINT);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve: withdrawal #${id}` });
  await dialog.getByLabel('Reason').fill('documents checked');
  // the sign-in used this period's code: the step-up takes the next one
  await dialog.getByLabel('Code from your authenticator').fill(await freshCode(page, 'finance'));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Withdrawal #${id} updated.`)).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await snapshot(page, testInfo, 'k1-console-withdrawals');

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Target').fill(`withdrawal ${id}`);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'withdrawals:approve' });
  // the filter names this withdrawal only: one approval
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('finance');
  await expect(entry).toContainText('documents checked');
});

test('support: no money desk; freezes a member, whose portal session ends, then unfreezes', async ({
  browser,
}) => {
  // a member of demo's network, found by id in the console
  const demo = await browser.newPage();
  await login(demo, 'demo');
  const info = await demo.request.get('/frontend-server/bo/userInfo/currentUserInfo', {
    headers: { token: await tokenOf(demo), platformName: 'bzz' },
  });
  const memberId = ((await info.json()) as { data: { memberId: number } }).data.memberId + 2;
  await demo.close();

  const page = await browser.newPage();
  await signInConsole(page, 'support');
  await enterCode(page, 'support');
  await expect(page.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
  await page.goto('/console/withdrawals');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible(FIRST_PAINT);

  await page.goto('/console/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(String(memberId));
  await page.getByRole('searchbox', { name: 'Search members' }).press('Enter');
  const link = page.getByRole('row').getByRole('link').first();
  const loginName = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('button', { name: /^(Freeze|Unfreeze)$/ })).toBeVisible(FIRST_PAINT);
  // a retry after a failure midway finds the member frozen still: unfrozen first
  if (await page.getByRole('button', { name: 'Unfreeze', exact: true }).isVisible()) {
    await page.getByRole('button', { name: 'Unfreeze', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('an earlier try left it frozen');
    await page.getByRole('dialog').getByRole('button', { name: 'Unfreeze', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Freeze', exact: true })).toBeVisible();
  }
  // the member is signed in to the portal while support freezes them
  const portal = await browser.newPage();
  await login(portal, loginName);

  await page.getByRole('button', { name: 'Freeze', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // a bad input: no reason, nothing is sent
  await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(dialog.getByText(/required|Please/i).first()).toBeVisible();
  await dialog.getByLabel('Reason').fill('chargeback under review');
  await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(page.getByText(`${loginName} is frozen.`)).toBeVisible();

  // the freeze ended the member's open session: the portal's next call is refused (a login
  // attempt is not made here: a refused login counts toward the captcha of this address, which
  // the last journey, z-login-failures, counts from zero)
  const after = await portal.request.get('/frontend-server/bo/userInfo/currentUserInfo', {
    headers: { token: await tokenOf(portal), platformName: 'bzz' },
  });
  expect(after.status()).toBe(401);
  await portal.close();

  await page.getByRole('button', { name: 'Unfreeze', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('review done');
  await page.getByRole('dialog').getByRole('button', { name: 'Unfreeze', exact: true }).click();
  await expect(page.getByText(`${loginName} is no longer frozen.`)).toBeVisible();
});
