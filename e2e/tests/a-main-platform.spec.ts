import { expect, test } from '@playwright/test';
import { cookieValue, login, pageTitle, snapshot } from '../support/portal';

const SECTIONS = [
  { menu: 'Dashboard', path: '/dashboard/SystemIndex', title: 'Overview' },
  { menu: 'Shopping', path: '/shopping/ShoppingMall', title: 'Shopping mall' },
  { menu: "Member's Benefit", path: '/memberBenefit/BonusReport/bnIndex', title: 'Bonus report' },
  { menu: 'My Account', path: '/myAccount/MyEwallet', title: 'My e-wallet' },
];

test('demo (bzz) logs in and walks every top-level route', async ({ page }, testInfo) => {
  await login(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard\/SystemIndex$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Morgan' })).toBeVisible();
  expect(await cookieValue(page, 'platformName')).toBe('bzz');
  expect(await cookieValue(page, 'loginName')).toBe('demo');
  expect(await cookieValue(page, 'isFromOss')).toBe('no');

  const topMenu = page.getByRole('navigation', { name: 'Main menu' });
  for (const section of SECTIONS) {
    await topMenu.getByRole('link', { name: section.menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(pageTitle(page)).toHaveText(section.title);
    await expect(page.getByRole('navigation', { name: 'You are here' })).toBeVisible();
  }
  // the last section is the e-wallet: its balances are drawn inside the frame
  await expect(page.getByRole('list', { name: 'Balances' })).toBeVisible();
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Withdraw', exact: true }),
  ).toBeVisible();
  await snapshot(page, testInfo, 'demo-walk');
});

// Each visit below boots the whole app again (a full page load): on a loaded CI machine the
// menu walk and these visits together passed the 60 s test time, so they are a test of their own.
test('a section root, the home page and an unknown path land where they should', async ({
  page,
}) => {
  await login(page, 'demo');
  const visits: Array<[string, string]> = [
    ['/shopping', 'Shopping mall'],
    ['/myAccount', 'My e-wallet'],
    ['/', 'Overview'],
    ['/no/such/page', 'Page not found'],
  ];
  for (const [path, title] of visits) {
    await page.goto(path);
    if (title === 'Page not found') {
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('Sorry, this page does not exist.')).toBeVisible();
    } else {
      await expect(pageTitle(page)).toHaveText(title);
    }
  }
});

test('a visit without a session goes to the login page and back after login', async ({ page }) => {
  await page.goto('/shopping/HistoryOrders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fshopping%2FHistoryOrders$/);
  await page.getByLabel('Login name').fill('demo');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shopping\/HistoryOrders$/);
  await expect(pageTitle(page)).toHaveText('Order history');
  // a signed-in visit to /login goes home
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/SystemIndex$/);
});

test('the enrol entry opens the QR dialog with the registration link', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await page.getByRole('complementary').getByRole('link', { name: 'Enrol a Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enrol a new member' });
  await expect(dialog).toBeVisible();
  const box = await dialog
    .locator('.ant-modal-container, .ant-modal-content')
    .first()
    .boundingBox();
  expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(300);
  const register = dialog.getByRole('link', { name: 'Go to registration' });
  await expect(register).toHaveAttribute(
    'href',
    /\/collectInfo\/application\?sponsor=demo&lang=en$/,
  );
  await snapshot(page, testInfo, 'enrol-dialog');
});
