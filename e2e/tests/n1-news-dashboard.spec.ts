import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { login, pageTitle, snapshot } from '../support/portal';

const PHONE = { width: 375, height: 812 };
const NARROW = { width: 320, height: 640 };
// the seeded item whose source carries a <script> and an onerror handler (seed/data/news-texts.ts)
const PROBE_TITLE = 'Five habits that keep your account safe';

const card = (page: Page, name: string) => page.getByRole('region', { name });

async function expectNoSideScroll(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

async function expectCards(page: Page) {
  await expect(pageTitle(page)).toBeVisible();
  await expect(card(page, 'Latest news').getByRole('link', { name: 'All news' })).toBeVisible();
  await expect(card(page, 'Latest news').getByRole('listitem')).toHaveCount(3);
  await expect(
    card(page, 'Latest messages').getByRole('link', { name: 'All messages' }),
  ).toBeVisible();
  await expect(card(page, 'Estimated bonus')).toBeVisible();
  await expect(card(page, "Rank and this cycle's volumes")).toBeVisible();
  await expect(card(page, 'Quick purchase')).toBeVisible();
  await expect(card(page, 'Shortcuts')).toBeVisible();
  // every card settled: no skeleton left, no card failed
  await expect(page.locator('.card-skeleton, .dashboard-card .loading')).toHaveCount(0);
  await expect(page.locator('.card-error')).toHaveCount(0);
}

test('demo: the living dashboard, a news item, a stripped script, a missing item', async ({
  page,
}, testInfo) => {
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await page.setViewportSize(PHONE);
  await login(page, 'demo');
  await page.goto('/dashboard/SystemIndex');
  await expectCards(page);
  // one standing: the welcome card and the rank card name the same rank, by its name
  await expect(page.getByTestId('welcome-rank')).toHaveText('Gold');
  await expect(page.getByTestId('welcome-active')).toHaveText('Active');
  await expect(page.getByTestId('standing-rank')).toHaveText('Gold (20)');
  await expect(page.getByTestId('standing-active')).toHaveText('Active');
  await expectNoSideScroll(page, PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(NARROW);
  await expectNoSideScroll(page, NARROW.width);
  await page.setViewportSize(PHONE);

  // the news list, pinned first; then the item whose source had a script tag
  await card(page, 'Latest news').getByRole('link', { name: 'All news' }).click();
  await expect(pageTitle(page)).toHaveText('News');
  const entries = page.getByRole('list', { name: 'News list' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Pinned');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: PROBE_TITLE }).click();
  await expect(pageTitle(page)).toHaveText('News details');
  await expect(page.getByRole('article')).toContainText('Never share a verification code');
  await expect(page.locator('.news-body script, .news-body [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __newsScriptRan?: boolean }).__newsScriptRan)).toBe(
    undefined,
  );
  await expectNoSideScroll(page, PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'news-detail');

  // bad input: an unknown id and a malformed one show the not-found state
  for (const id of ['999999', 'abc']) {
    await page.goto(`/dashboard/DashboardNews/newsDetails?id=${id}`);
    await expect(page.getByTestId('news-not-found')).toContainText('does not exist');
  }
  await page.getByRole('link', { name: 'Back to the news' }).click();
  await expect(pageTitle(page)).toHaveText('News');
});

test('wtdemo: the marketplace dashboard and its news stay on /wpm', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'wtdemo');
  await page.goto('/wpm/dashboard/SystemIndex');
  await expectCards(page);
  // its orders are marketplace orders: an active account, but not active for bonuses, on both cards
  await expect(page.getByTestId('welcome-rank')).toHaveText('Silver');
  await expect(page.getByTestId('welcome-active')).toHaveText(
    'Not active: 50.00 BV more needed in 30 days',
  );
  await expect(page.getByTestId('standing-active')).toHaveText('Not active');
  await expect(page.getByTestId('standing-marketplace')).toContainText('world plan bonus');
  await expectNoSideScroll(page, PHONE.width);
  await card(page, 'Latest news').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/wpm\/dashboard\/DashboardNews\/newsDetails\?id=\d+$/);
  await expect(page.getByRole('article')).toBeVisible();
});
