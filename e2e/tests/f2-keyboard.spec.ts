import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, pageTitle, snapshot } from '../support/portal';
import { DEMO_PIN, ensureBankAccount, ensurePin, networkMember } from '../support/wallet';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and
 * fails when it is not reached within `max` presses (something unreachable or a trap).
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a ring: an outline (or antd's box-shadow) of some width. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { outline: parseFloat(style.outlineWidth) || 0, shadow: style.boxShadow };
  });
  expect(ring.outline > 0 || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
}

/** Whether the focus is inside an open dialog (antd may focus the dialog's own box). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], .ant-drawer')));

// login, menus, transfer, a dialog and logout with the keyboard alone
test('a member gets through login, menus, a transfer, a dialog and logout by keyboard', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/login');
  const username = page.getByLabel('Login name');
  await expect(username).toBeVisible();

  // the first Tab reaches the skip link, which leads to the content
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expectFocusRing(page);

  // an empty submit keeps the focus in the form: on the first field to fix
  const submit = page.getByRole('button', { name: 'Log in' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'need your attention' })).toHaveText(
    /2 fields need your attention/,
  );

  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  // the double-click lock (2 s) ignores a submit meanwhile; it is announced as aria-disabled
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(pageTitle(page)).toBeVisible();
  await ensurePin(page);
  await ensureBankAccount(page);
  const recipient = await networkMember(page);

  // skip link: straight to the content
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // top menu: Tab reaches the section, Arrow Down opens it and enters it, Escape closes it
  const topMenu = page.getByRole('navigation', { name: 'Main menu' });
  const account = topMenu.getByRole('link', { name: 'My Account', exact: true });
  await tabTo(page, account, { back: true });
  await expectFocusRing(page);
  await page.keyboard.press('ArrowDown');
  const transferEntry = topMenu.getByRole('link', { name: 'Transfer', exact: true });
  await expect(transferEntry).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  await expect(transferEntry).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await tabTo(page, transferEntry, { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myAccount\/Transfer$/);
  await expect(pageTitle(page)).toHaveText('Transfer');

  // transfer: the fields, Next, then focus on the confirmation step's heading
  const who = page.getByLabel('Login name or member ID');
  await tabTo(page, who);
  await page.keyboard.type(recipient.loginName);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Amount')).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeFocused();
  const pin = page.getByLabel('PIN', { exact: true });
  await tabTo(page, pin);
  await page.keyboard.type(DEMO_PIN);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myAccount\/Transfer\/Result$/);
  await expect(page.getByRole('heading', { name: 'Transfer complete' })).toBeFocused();
  await snapshot(page, testInfo, 'keyboard-transfer-result');

  // left menu: the section's entries, by Tab
  const leftMenu = page.getByRole('navigation', { name: 'Section menu' });
  const bankEntry = leftMenu.getByRole('link', { name: 'Bank Account Information' });
  await tabTo(page, bankEntry, { back: true, max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myAccount\/Bankaccountinformation$/);

  // a dialog: focus moves in, Escape closes it, focus returns to its opener
  const add = page.getByRole('button', { name: 'Add bank account' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // phone width: the drawer opens from the header and gives the focus back when closed
  await page.setViewportSize({ width: 375, height: 812 });
  const openMenu = page.getByRole('button', { name: 'Open the menu' });
  await tabTo(page, openMenu, { back: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });

  // logout: the confirmation takes the focus; its OK ends the session
  const logout = page.getByRole('button', { name: 'Log out' });
  await tabTo(page, logout);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Log out' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Login name')).toBeVisible();
});

test('the idle warning comes before the 30-minute expiry and "Stay signed in" keeps it', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Login name').fill('demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(pageTitle(page)).toBeVisible();
  // the dashboard's cards settled first: an answer landing after the fast-forward below would
  // count as activity at the new time (news)
  await expect(page.locator('.card-skeleton, .dashboard-card .loading')).toHaveCount(0);
  // no answered request for 28.5 minutes: the polls of a visible tab would keep it alive
  const API = '**/frontend-server/**';
  await page.route(API, (route) => route.abort());
  await page.clock.fastForward('28:30');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('alert')).toContainText('signed out in 2 minutes');
  await expect.poll(() => focusInDialog(page)).toBe(true);
  await page.unroute(API);
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await tabTo(page, stay, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await expect(pageTitle(page)).toBeVisible();
});

// WCAG 1.4.10: 320 CSS px (a 1280 px screen at 400 %, or a phone at 200 %) scrolls one way only.
// In the browser: only a real layout engine tells whether anything widens the page.
test('member pages reflow at 320 px without a page-wide horizontal scroll', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await page.getByLabel('Login name').fill('demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.setViewportSize({ width: 320, height: 640 });
  const paths = [
    '/dashboard/SystemIndex',
    '/myAccount/MyEwallet',
    '/myAccount/Transfer',
    '/myAccount/Bankaccountinformation',
    // last: its table is checked below
    '/myAccount/TransactionHistory',
  ];
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(pageTitle(page)).toBeVisible();
    // the page's own signal, not network idle: the unread stream stays open on every page
    await expect(page.locator('.ant-spin-spinning, .loading-text, .ant-skeleton')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 321) overflowing.push(`${path}: ${width} px`);
  }
  expect(overflowing).toEqual([]);
  // no column is dropped: a phone shows each movement as a card, its amount and the balance
  // after it wholly on screen, the other columns as lines of the card
  const card = page
    .getByRole('list', { name: 'Transaction history' })
    .getByRole('listitem')
    .first();
  await expect(card).toBeVisible();
  await expect(card.locator('.rt-amount')).toBeInViewport({ ratio: 1 });
  await expect(card.getByText('Balance', { exact: true })).toBeVisible();
});
