import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle, snapshot } from '../support/portal';

/**
 * Hide.dashboardMessage.menu (spec "Layout and navigation behaviour"): company HJ has it on in the seed, so its
 * members see no messages entry in the menu and no messages link in the header; `demo` (US)
 * sees both. The setting hides the entry, it grants or takes nothing away: a direct visit to
 * the message centre still opens it (it is a route of spec "Main mode" and the calls of spec "The calls the product makes" are not
 * gated by it), the same as the dashboard card's link to it.
 */
/** HJ's network root: active, no first set-up, the demo password like every seeded member. */
const HJ_MEMBER = 'HJ000001';

const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'Section menu' });
const messagesEntry = (page: Page) =>
  sectionMenu(page).getByRole('link', { name: 'Messages', exact: true });
const headerMessages = (page: Page) => page.getByRole('link', { name: /^Messages, \d+ unread$/ });

test.use({ viewport: { width: 1366, height: 900 } });

test('demo (US) sees the messages entry in the menu and the header', async ({ page }) => {
  await login(page, 'demo');
  await page.goto('/dashboard/SystemIndex');
  await expect(sectionMenu(page)).toBeVisible();
  await expect(messagesEntry(page)).toBeVisible();
  await expect(headerMessages(page)).toBeVisible();
});

test('a member of HJ sees neither, yet the message centre opens by its address', async ({
  page,
}, testInfo) => {
  await login(page, HJ_MEMBER);
  await page.goto('/dashboard/SystemIndex');
  await expect(sectionMenu(page)).toBeVisible();
  // the news entry is drawn, so the menu is there and only the messages entry is left out
  await expect(sectionMenu(page).getByRole('link').first()).toBeVisible();
  await expect(messagesEntry(page)).toHaveCount(0);
  await expect(headerMessages(page)).toHaveCount(0);
  await snapshot(page, testInfo, 'hj-no-messages-entry');

  await page.goto('/dashboard/DashboardMessage');
  await expect(pageTitle(page)).toHaveText('Messages');
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  // still no entry while on the page itself
  await expect(headerMessages(page)).toHaveCount(0);
});
