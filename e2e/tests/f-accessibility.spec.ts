import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, snapshot } from '../support/portal';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the login page has no serious accessibility violations', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByLabel('Login name')).toBeVisible();
  await expect(page.locator('footer .footer-links')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'a11y-login');
});

test('the dashboard frame has no serious accessibility violations', async ({ page }, testInfo) => {
  await login(page, 'demo');
  await expect(page.locator('.carousel-image')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'a11y-dashboard');
});

test('a public page has no serious accessibility violations', async ({ page }, testInfo) => {
  await page.goto('/privatePolicy?companyCode=US');
  await expect(page.locator('.public-page-body')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'a11y-public-page');
});
