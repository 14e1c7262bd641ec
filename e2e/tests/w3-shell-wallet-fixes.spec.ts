import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, login, pageTitle, snapshot } from '../support/portal';
import { api, ensureBankAccount, ensurePin, networkMember } from '../support/wallet';

/** What members met in the shell and the wallet. */

/** The page shown now (hidden keep-alive pages excluded). */
const shown = (page: Page) => page.locator('.keep-alive-page:not([hidden])');

test('a WT member reaches the bank-account page from the withdrawal and comes back', async ({
  page,
}, testInfo) => {
  await login(page, 'wtdemo');
  await ensurePin(page);
  const accounts = await api<unknown[]>(page, 'GET', '/wm/bankInfo/list');
  await page.goto('/wpm/wtMyAccount/Withdraw/Add');
  await expect(pageTitle(page)).toHaveText('New withdrawal');
  if (accounts.length === 0) {
    // without an account the form sends the member to add one: to WT's own page
    await expect(page.getByText('You have no bank account yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add a bank account' }).click();
  } else {
    await page.goto('/wpm/wtMyAccount/Bankaccountinformation');
  }
  await expect(page).toHaveURL(/\/wpm\/wtMyAccount\/Bankaccountinformation$/);
  await expect(pageTitle(page)).toHaveText('Bank accounts');
  const section = page.getByRole('navigation', { name: 'Section menu' });
  await expect(section.getByRole('link', { name: 'Bank Account Information' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await ensureBankAccount(page);
  await page.getByRole('link', { name: 'Apply for a withdrawal' }).click();
  await expect(page).toHaveURL(/\/wpm\/wtMyAccount\/Withdraw\/Add$/);
  await expect(page.getByLabel('Payment method', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-select-placeholder')).toContainText(['Choose a payment method']);
  await snapshot(page, testInfo, 'w3-wt-withdraw-after-bank');

  // the old way there, the main platform's page, is not WT's: it goes home, never a 404
  await page.goto('/myAccount/Bankaccountinformation');
  await expect(page).toHaveURL(/\/wpm\/dashboard\/SystemIndex$/);
});

test('transfer by login name shows the match; an unknown name gets the translated error', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await ensurePin(page);
  const recipient = await networkMember(page);
  await page.goto('/myAccount/Transfer');
  const who = page.getByLabel('Login name or member ID');

  await who.fill('NOBODY-0000');
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Member not in current network')).toBeVisible();
  await expect(page.getByLabel('PIN', { exact: true })).toHaveCount(0);

  await who.fill(recipient.loginName.toLowerCase());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText(`${recipient.name} (${recipient.loginName}, ID ${recipient.memberId})`),
  ).toBeVisible();
  // a whole amount is shown as it will be booked, with the currency's decimals
  await expect(page.locator('.wallet-summary').getByText('$25.00')).toBeVisible();
  await snapshot(page, testInfo, 'w3-transfer-by-login-name');

  // the same refusal in Chinese
  await page.getByRole('button', { name: 'Back' }).click();
  await chooseLanguage(page, '中文');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/myAccount/Transfer');
  await page.getByLabel('登录名或会员编号').fill('NOBODY-0000');
  await page.getByLabel('金额').fill('25');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('会员不在当前网络中')).toBeVisible();
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('table times are business times in UTC+8, labelled, as the clock', async ({
    page,
  }, testInfo) => {
    test.slow();
    await login(page, 'demo');
    const first = await api<{ list: { createdAt: string }[] }>(
      page,
      'GET',
      '/bo/ewallet/transactions?account=bonus&pageSize=1',
    );
    const createdAt = first.list[0]!.createdAt;
    const utc8 = new Date(Date.parse(createdAt) + 8 * 3_600_000).toISOString();
    const expected = `${utc8.slice(0, 10)} ${utc8.slice(11, 16)} UTC+8`;

    const loaded = page.waitForResponse((r) => r.url().includes('/bo/ewallet/transactions?'));
    await page.goto('/myAccount/TransactionHistory');
    await loaded;
    await expect(page.getByRole('row').nth(1)).toContainText(expected);
    await expect(page.locator('.header-clock-zone')).toHaveText('UTC+8');
    // the browser really is elsewhere: its own reading of the time differs
    const local = await page.evaluate((iso) => new Date(iso).toString().slice(16, 21), createdAt);
    expect(local).not.toBe(utc8.slice(11, 16));

    // days picked are UTC+8 days too: the 1st starts at 16:00 UTC the day before. The
    // picker opens on the month the test runs in, so the days are read off the panel.
    await page.getByPlaceholder('From').click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    const inView = panel.locator('td.ant-picker-cell-in-view');
    const firstDay = (await inView.nth(0).getAttribute('title'))!;
    const secondDay = (await inView.nth(1).getAttribute('title'))!;
    await inView.nth(0).click();
    await panel.locator(`td[title="${secondDay}"]`).first().click();
    await expect(page.getByPlaceholder('To')).toHaveValue(secondDay);
    const utc8Midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));
    const dayAfter = (day: string) =>
      new Date(utc8Midnight(day).getTime() + 86_400_000).toISOString();
    const asked = page.waitForRequest((r) => r.url().includes('/bo/ewallet/transactions?'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Search' }).click();
    const query = new URL((await asked).url()).searchParams;
    expect(query.get('start')).toBe(utc8Midnight(firstDay).toISOString());
    expect(query.get('start')!.slice(11)).toBe('16:00:00.000Z');
    expect(query.get('end')).toBe(dayAfter(secondDay));
    await snapshot(page, testInfo, 'w3-times-utc8');
  });
});

test('the top-menu drop-down closes after a click, on Escape, and only one is open', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  const top = page.getByRole('navigation', { name: 'Main menu' });
  const openLists = top.locator('.menu-top > .menu-item > .menu-list:visible');

  await top.getByRole('link', { name: 'My Account', exact: true }).hover();
  await expect(openLists).toHaveCount(1);
  await top.getByRole('link', { name: 'Shopping', exact: true }).hover();
  await expect(openLists).toHaveCount(1);
  await expect(top.getByRole('link', { name: 'Shopping mall' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Transfer', exact: true })).toBeHidden();

  await top.getByRole('link', { name: 'My Account', exact: true }).hover();
  await top.getByRole('link', { name: 'Transfer', exact: true }).click();
  await expect(page).toHaveURL(/\/myAccount\/Transfer$/);
  await expect(openLists).toHaveCount(0);
  await expect(pageTitle(page)).toBeVisible();
  await snapshot(page, testInfo, 'w3-top-menu-closed');

  // keyboard: focus alone leaves it shut so Tab walks the sections; Arrow Down opens
  // it, Escape closes it and leaves focus on the section
  await page.mouse.move(640, 700);
  await top.getByRole('link', { name: 'Dashboard', exact: true }).focus();
  await expect(openLists).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(openLists).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(openLists).toHaveCount(0);
  await expect(top.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
});

test('no duplicate ids after a page kept alive in the background; labels point at the shown page', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await ensurePin(page);
  await ensureBankAccount(page);
  await page.goto('/myAccount/Withdraw/Add');
  await expect(shown(page).getByLabel('Amount')).toBeVisible();
  // in-app navigation, so the withdrawal stays mounted (hidden) behind the transfer
  const section = page.getByRole('navigation', { name: 'Section menu' });
  await section.getByRole('link', { name: 'Transfer', exact: true }).click();
  await expect(pageTitle(page).filter({ visible: true })).toHaveText('Transfer');
  await expect(page.locator('.keep-alive-page[hidden]')).not.toHaveCount(0);

  const duplicates = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(duplicates).toEqual([]);

  // the Amount label of the page shown names a field of that page
  const labelTarget = await shown(page)
    .locator('label', { hasText: /^Amount$/ })
    .evaluate((label) => {
      const field = document.getElementById((label as HTMLLabelElement).htmlFor);
      return Boolean(field?.closest('.keep-alive-page:not([hidden])'));
    });
  expect(labelTarget).toBe(true);
  await shown(page).getByLabel('Amount').fill('5');
  await expect(shown(page).getByLabel('Amount')).toHaveValue('5');

  const results = await new AxeBuilder({ page })
    .withRules([
      'duplicate-id-aria',
      'label',
      'aria-valid-attr-value',
      'form-field-multiple-labels',
    ])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await snapshot(page, testInfo, 'w3-keep-alive-ids');
});
