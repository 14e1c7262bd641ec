import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle, snapshot } from '../support/portal';
import {
  CARDS,
  call,
  emptyCart,
  ensureUsAddress,
  narrowToPhone,
  scrollsSideways,
} from '../support/shop';
import { pageViolations } from '../support/wallet';

/**
 * Autoship as demo meets it (spec "Main mode": AutoOrder Mall, Cart, AutoCardConfirm,
 * SuccessfulAutoOrder, History): a product into the autoship cart from the autoship mall, the
 * set-up with the sandbox's approved card (an expired one refused first, nothing typed lost),
 * then managed online: skip the next run, change the day, cancel. The rules (schedule dates,
 * runs, retries, another member's autoship) are proved over HTTP in apps/server/test/autoship.
 */

// the shared 2-core machine is slow: a page's first paint after a full load can take long
test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });
const FIRST_PAINT = { timeout: 45_000 };

/** The pay button stays locked 2 s after a click (spec "States and transitions"). */
const relock = (page: Page) => page.waitForTimeout(2_100);

/** Cancels the autoships demo left from an earlier run, so the journey starts from none. */
async function cancelAll(page: Page) {
  const { list } = await call<{ list: { id: number; status: string }[] }>(
    page,
    '/omn/autoship/list',
  );
  for (const autoship of list.filter((a) => a.status !== 'cancelled')) {
    await call(page, `/omn/autoship/cancel/${autoship.id}`, { body: {} });
  }
}

async function fillCard(page: Page, number: string, expiry: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('Dana Morgan');
}

test('autoship: set up from the autoship cart, skip the next run, change the day, cancel', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await ensureUsAddress(page);
  await emptyCart(page, 'bzz');
  await cancelAll(page);

  // the autoship mall puts the product on the autoship list (order type 66)
  await page.goto('/shopping/AutoOrder/Mall');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('Vitamin', FIRST_PAINT);
  await search.press('Enter');
  const card = page.getByRole('article', { name: 'Vitamin C 1000' });
  await card.getByRole('button', { name: 'Add to cart: Vitamin C 1000' }).click(FIRST_PAINT);
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  await page.goto('/shopping/AutoOrder/Cart');
  await page.getByRole('link', { name: 'Set up autoship' }).click(FIRST_PAINT);
  await expect(pageTitle(page)).toHaveText('Confirm autoship card', FIRST_PAINT);
  await expect(page.getByTestId('autoship-amount')).toBeVisible(FIRST_PAINT);

  // a bad input: an expired card is refused at its field; what was typed stays
  await fillCard(page, CARDS.approved, '01/20');
  await page.getByRole('button', { name: 'Confirm autoship' }).click();
  await expect(page.getByRole('alert').first()).toContainText('expired');
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.approved);
  expect(await pageViolations(page)).toEqual([]);

  await relock(page);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByRole('button', { name: 'Confirm autoship' }).click();
  await expect(page.getByText('Your autoship is set up')).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Every month on day 1')).toBeVisible();
  await snapshot(page, testInfo, 'a1-autoship-set-up');

  // manage: skip the next run
  await page.getByRole('link', { name: 'Manage my autoship' }).click();
  const panel = page.locator('.autoship-panel').first();
  await expect(panel).toContainText('Active', FIRST_PAINT);
  await panel.getByRole('button', { name: 'Skip next run' }).click();
  await expect(page.getByText('The next run is skipped.')).toBeVisible();

  // change the day of the month
  await panel.getByRole('button', { name: 'Change schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the schedule' });
  await dialog.getByRole('spinbutton', { name: 'Day of the month' }).fill('15');
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await expect(panel).toContainText('Every month on day 15');

  // the manage page reads at 375 px without scrolling sideways
  await narrowToPhone(page);
  await expect.poll(() => scrollsSideways(page)).toBe(false);
  await snapshot(page, testInfo, 'a1-autoship-manage-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  // cancel in one click (after the confirmation), effective for the next run
  await panel.getByRole('button', { name: 'Cancel autoship' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(panel).toContainText(
    'This autoship is cancelled: nothing more will be ordered or charged.',
  );
  await expect(panel.getByRole('button', { name: 'Skip next run' })).toHaveCount(0);
});

test('SuccessfulAutoOrder opened directly says there is nothing to show', async ({ page }) => {
  await login(page, 'demo');
  await page.goto('/shopping/AutoOrder/SuccessfulAutoOrder');
  await expect(page.getByText('There is nothing to show here')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('link', { name: 'Go to the autoship mall' })).toBeVisible();
});
