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
    // the language select lives in the drawer on a phone
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
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

test('at 320 px the header fits: its actions are icons named for assistive technology', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await login(page, 'demo');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveAttribute(
    'aria-label',
    'Log out',
  );
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-label',
    'Settings',
  );
  await expect(header.getByRole('link', { name: 'World-plan portal' })).toBeVisible();
  // nothing in the header sticks out sideways (WCAG 1.4.10): the last action ends inside
  expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const logout = await header.getByRole('button', { name: 'Log out' }).boundingBox();
  expect((logout?.x ?? 0) + (logout?.width ?? 0)).toBeLessThanOrEqual(320);
  await snapshot(page, testInfo, 'header-320');
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
  // labelled actions on a desktop: their words are their names
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/myAccount/PersonalProfile',
  );
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveText('Settings');
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveText('Log out');
  await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
  // no picture chosen by demo, or one: never the generated pattern
  await expect(header.getByRole('img', { name: 'Your picture' })).not.toHaveAttribute(
    'src',
    /\/sys\/avatar\//,
  );
  const side = await page.getByRole('complementary').boundingBox();
  expect(Math.round(side?.width ?? 0)).toBe(190);
  await snapshot(page, testInfo, 'desktop-header');
});
