import { expect, test } from '@playwright/test';
import { login, pageTitle, snapshot } from '../support/portal';

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('menus and breadcrumb give way to a 260 px drawer', async ({ page }, testInfo) => {
    await login(page, 'demo');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'You are here' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Section menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(260);
    await snapshot(page, testInfo, 'mobile-drawer');
    await drawer.getByRole('button', { name: 'Shopping', exact: true }).click();
    await drawer.getByRole('link', { name: 'Shopping mall' }).click();
    await expect(page).toHaveURL(/\/shopping\/ShoppingMall$/);
    await expect(pageTitle(page)).toHaveText('Shopping mall');
  });
});

test('narrowing the window to a phone width switches to the drawer without a reload', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  // nothing sticks out sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snapshot(page, testInfo, 'resized-to-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the desktop header: clock, cart, library, messages, member and profile', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await expect(page.locator('time.header-clock')).toContainText('UTC+8');
  const first = await page.locator('time.header-clock').textContent();
  await page.waitForTimeout(1_500);
  expect(await page.locator('time.header-clock').textContent()).not.toBe(first);
  await expect(page.getByRole('link', { name: /^Shopping cart, 0 items$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Product library', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await expect(page.locator('.member-login')).toHaveText('demo');
  await expect(page.getByRole('link', { name: 'Personal profile' }).first()).toHaveAttribute(
    'href',
    '/myAccount/PersonalProfile',
  );
  const side = await page.getByRole('complementary').boundingBox();
  expect(Math.round(side?.width ?? 0)).toBe(190);
  await snapshot(page, testInfo, 'desktop-header');
});
