import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle } from '../support/portal';

const PHONE = { width: 375, height: 812 };

/**
 * Polled, not read once: right after the resize the charts and tables still have the desktop
 * width they measured (they follow the new width on their resize observers' next turn).
 */
async function fitsPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

test('estimated bonus: when it was made and the 4-cycle promise, both versions, a phone', async ({
  page,
}) => {
  await login(page, 'demo');
  await page.goto('/memberBenefit/EstimatedBonus');
  await expect(pageTitle(page)).toHaveText('Estimated bonus');
  const note = page.getByTestId('estimate-note');
  // made at the seed (and on demand when stale), never "no estimate yet" on a first start
  await expect(note).toContainText(/Estimated on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8/);
  await expect(note).toContainText('predicts only the next 4 cycles');
  await expect(page.getByTestId('standing-rank')).toHaveText('Gold (20)');
  await expect(note).toContainText('every 24 hours');
  await page.goto('/memberBenefit/bnEstimatedBonus/bnIndex');
  await expect(page.getByTestId('estimate-note')).toContainText('predicts only the next 4 cycles');
  await fitsPhone(page);
});

test('rank report card on the bonus report; a bad date range is refused', async ({ page }) => {
  await login(page, 'demo');
  await page.goto('/memberBenefit/BonusReport');
  await expect(page.getByRole('heading', { name: 'Rank report card' })).toBeVisible();
  await expect(page.getByText('BV still needed to be active')).toBeVisible();
  // demo as every page shows it: gold, Star its highest award, active, legs with their unit
  await expect(page.getByTestId('standing-rank')).toHaveText('Gold (20)');
  await expect(page.getByTestId('standing-highest')).toHaveText('Star (02)');
  await expect(page.getByTestId('standing-active')).toHaveText('Active');
  await expect(page.getByTestId('standing-left')).toHaveText(/^[\d,]+\.\d{2} BV · \d+ members?$/);
  await expect(page.getByRole('heading', { name: /^Next award: / })).toBeVisible();
  await expect(page.getByText('Leg volume this cycle (left leg)')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Rank VIP or higher' })).toBeVisible();

  await page.getByLabel('End date').fill('2000-01-01');
  await expect(page.getByRole('alert')).toHaveText('End time must be later than start time.');
  await fitsPhone(page);
});

test('vacation points: balance, the flush rule and history, a phone', async ({ page }) => {
  await login(page, 'demo');
  // the history is paged on the server, newest first, not loaded whole into the browser
  const history = page.waitForResponse((r) => r.url().includes('/bo/vacation/history'));
  await page.goto('/memberBenefit/VacationPoint');
  const answer = await history;
  expect(new URL(answer.url()).searchParams.get('pageSize')).toBe('20');
  const { data } = (await answer.json()) as {
    data: { list: { at: string }[]; total: number; pageNum: number };
  };
  expect(data.pageNum).toBe(1);
  expect(data.list.length).toBe(Math.min(data.total, 20));
  const times = data.list.map((e) => Date.parse(e.at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expect(pageTitle(page)).toHaveText('Vacation points');
  await expect(
    page.getByText('All points expire after 6 months without a paid order.'),
  ).toBeVisible();
  await expect(page.getByTestId('vacation-flush')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await fitsPhone(page);
});
