import { expect, test, type Page } from '@playwright/test';
import { login, snapshot } from '../support/portal';

const footerLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Policies' }).getByRole('link');

test('US footer: return policy and shipping information', async ({ page }, testInfo) => {
  await login(page, 'demo');
  await expect(footerLinks(page)).toHaveText(['Return policy', 'Shipping information']);
  await expect(page.locator('footer')).toContainText('service.us@worldtrade.example.com');
  await expect(page.getByRole('img', { name: 'visa' })).toBeVisible();
  await snapshot(page, testInfo, 'footer-us');
  await footerLinks(page).filter({ hasText: 'Shipping information' }).click();
  await expect(page).toHaveURL(
    /\/shippingInformation\?characterCoding=en_US&companyCode=US&platformName=bzz$/,
  );
  await expect(page.locator('.public-page-body')).not.toBeEmpty();
});

test('MY footer: return policy, its own policies PDF and copyright', async ({ page }, testInfo) => {
  await login(page, 'mydemo');
  await expect(footerLinks(page)).toHaveText(['Return policy', 'Policies and procedures']);
  await expect(footerLinks(page).filter({ hasText: 'Policies and procedures' })).toHaveAttribute(
    'href',
    '/pdf/policies-and-procedures-my.pdf',
  );
  await expect(page.locator('.footer-copyright')).toContainText('Malaysia');
  await expect(page.getByRole('img', { name: 'fpx' })).toBeVisible();
  await snapshot(page, testInfo, 'footer-my');
});

test('WT footer: privacy, return, terms, policies and its own contacts', async ({
  page,
}, testInfo) => {
  await login(page, 'wtdemo');
  await expect(footerLinks(page)).toHaveText([
    'Privacy policy',
    'Return policy',
    'Terms and conditions',
    'Policies and procedures',
  ]);
  await expect(page.locator('footer')).toContainText('marketplace@worldtrade.example.com');
  await snapshot(page, testInfo, 'footer-wt');
});
