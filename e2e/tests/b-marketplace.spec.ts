import { expect, test } from '@playwright/test';
import { chooseLanguage, cookieValue, login, pageTitle, snapshot } from '../support/portal';

test('wtdemo is always in marketplace mode and walks every top-level route', async ({
  page,
}, testInfo) => {
  await login(page, 'wtdemo');
  await expect(page).toHaveURL(/\/wpm\/dashboard\/SystemIndex$/);
  expect(await cookieValue(page, 'platformName')).toBe('wpm');

  const topMenu = page.getByRole('navigation', { name: 'Main menu' });
  const sections: Array<[string, string, string]> = [
    ['Shopping', '/wpm/shopping/ShoppingMall', 'Shopping mall'],
    ["Member's Benefit", '/wpm/memberBenefit/BonusReport', 'Bonus report'],
    ['My Account', '/wpm/wtMyAccount/MyEwallet', 'My e-wallet'],
    ['Dashboard', '/wpm/dashboard/SystemIndex', 'Overview'],
  ];
  for (const [menu, path, title] of sections) {
    await topMenu.getByRole('link', { name: menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(pageTitle(page)).toHaveText(title);
  }
  // WT has no main platform: a main page sends it back to the marketplace
  await page.goto('/shopping/ShoppingMall');
  await expect(page).toHaveURL(/\/wpm\/dashboard\/SystemIndex$/);
  expect(await cookieValue(page, 'platformName')).toBe('wpm');
  // the profile shortcut of WT (the header's Settings); WT has no other platform to switch to
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/wpm/wtMyAccount/PersonalProfile',
  );
  await expect(header.getByRole('link', { name: 'Main portal' })).toHaveCount(0);
  await snapshot(page, testInfo, 'wt-walk');
});

test('demo switches to the world-plan platform and back', async ({ page }, testInfo) => {
  await login(page, 'demo');
  // one platform switch in the header, named by its words (spec "Layout and navigation behaviour": main → /wpm/shopping)
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'World-plan portal' })).toHaveCount(1);
  await header.getByRole('link', { name: 'World-plan portal' }).click();
  await expect(page).toHaveURL(/\/wpm\/shopping\/ShoppingMall$/);
  expect(await cookieValue(page, 'platformName')).toBe('wpm');
  await snapshot(page, testInfo, 'demo-marketplace');
  await header.getByRole('link', { name: 'Main portal' }).click();
  await expect(page).toHaveURL(/\/dashboard\/SystemIndex$/);
  expect(await cookieValue(page, 'platformName')).toBe('bzz');
});

test('the language switch loads Chinese from the server and stays on the page', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await page.goto('/myAccount/Securitysetting');
  // a half-filled form, then the header's language select by keyboard: arrows and Enter
  await page.getByLabel('Answer 1').fill('Blue');
  await chooseLanguage(page, '中文');
  // WCAG 3.2.2: the page is redrawn in the new language where it is, focus kept on
  // the switch and the typed answer kept
  await expect(pageTitle(page)).toHaveText('安全设置');
  await expect(page).toHaveURL(/\/myAccount\/Securitysetting$/);
  await expect(page.getByRole('combobox', { name: '语言' })).toBeFocused();
  await expect(page.getByLabel('答案 1')).toHaveValue('Blue');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await cookieValue(page, 'language')).toBe('zh-CN');
  // the choice survives a reload
  await page.reload();
  await expect(pageTitle(page)).toHaveText('安全设置');
  await snapshot(page, testInfo, 'language-zh');
  await chooseLanguage(page, 'English', '语言');
  await expect(pageTitle(page)).toHaveText('Security settings');
});
