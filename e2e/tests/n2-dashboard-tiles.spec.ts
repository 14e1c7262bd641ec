import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { login, snapshot } from '../support/portal';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const NARROW = { width: 320, height: 640 };

const tile = (page: Page, key: string) => page.getByTestId(`tile-box-${key}`);
const rankCard = (page: Page) =>
  page.getByRole('region', { name: "Rank and this cycle's volumes" });

/** The value cell of a row of the rank card's facts, by its label. */
const fact = (card: Locator, label: string) =>
  card
    .locator('.ant-descriptions-item-label', { hasText: label })
    .locator('xpath=following-sibling::td[1]');

async function expectNoSideScroll(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** How many tiles share the first row: their tops are the same. */
async function tilesInFirstRow(page: Page): Promise<number> {
  const tops = await page
    .locator('.tiles > .tile')
    .evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

/** The page's layout shifts so far (the CLS of this load), from the browser's own entries. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('demo: the tiles lead with the standing the rank card shows, and a chart with axes', async ({
  page,
}, testInfo) => {
  test.setTimeout(test.info().timeout * 2);
  await page.setViewportSize(DESKTOP);
  await login(page, 'demo');
  await page.goto('/dashboard/SystemIndex');

  // one standing: the tiles' legs, carries and rank are the rank card's
  const left = page.getByTestId('tile-left-bv');
  await expect(left).toHaveText(/ BV$/);
  const card = rankCard(page);
  await expect(card.getByTestId('standing-left')).toContainText(await left.innerText());
  await expect(card.getByTestId('standing-right')).toContainText(
    await page.getByTestId('tile-right-bv').innerText(),
  );
  const carryLeft = await page.getByTestId('tile-line-carry-left').innerText();
  const carryRight = await page.getByTestId('tile-line-carry-right').innerText();
  await expect(fact(card, 'Carried over')).toHaveText(`${carryLeft} / ${carryRight}`);
  const rank = await page.getByTestId('tile-rank-name').innerText();
  await expect(card.getByTestId('standing-rank')).toHaveText(new RegExp(`^${rank} \\(\\d+\\)$`));
  await expect(page.getByTestId('tile-rank-name')).toHaveText('Gold');
  await expect(tile(page, 'pbv')).toContainText('Active');
  await expect(tile(page, 'next').getByRole('progressbar').first()).toBeVisible();
  await expect(tile(page, 'wallet').locator('dd')).toHaveCount(3);
  // no autoship yet: the tile says so and leads to the autoship page
  await expect(tile(page, 'autoship')).toContainText('No autoship scheduled');
  await expect(tile(page, 'autoship').getByRole('link')).toHaveAttribute(
    'href',
    '/shopping/AutoOrder',
  );

  // the chart: a y axis with ticks in the currency, one labelled bar per closed cycle (≤ 12)
  const chart = page.getByTestId('chart-bonus');
  await expect(chart.getByRole('img', { name: /bonus paid in \d+ closed cycles/ })).toBeVisible();
  const ticks = chart.getByTestId('chart-tick');
  expect(await ticks.count()).toBeGreaterThan(1);
  await expect(ticks.first()).toHaveText(/^\$0/);
  const values = chart.locator('.bar-chart-value');
  const bars = await values.count();
  expect(bars).toBeGreaterThan(0);
  expect(bars).toBeLessThanOrEqual(12);
  for (const text of await values.allTextContents()) expect(text).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('chart-legs').getByTestId('chart-tick').first()).toHaveText('0 BV');

  // four tiles a row on a desktop, and nothing moved while the figures arrived
  expect(await tilesInFirstRow(page)).toBe(4);
  expect(await layoutShift(page)).toBeLessThan(0.1);
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'dashboard-tiles-desktop');

  // two a row on a phone, one at 320 px, never sideways
  await page.setViewportSize(PHONE);
  expect(await tilesInFirstRow(page)).toBe(2);
  await expectNoSideScroll(page, PHONE.width);
  await page.setViewportSize(NARROW);
  expect(await tilesInFirstRow(page)).toBe(1);
  await expectNoSideScroll(page, NARROW.width);
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'dashboard-tiles-320');

  // the bonus report's chart is the same chart, with its axis and values
  await page.setViewportSize(DESKTOP);
  await page.goto('/memberBenefit/BonusReport/bnIndex');
  const report = page.locator('.bonus-chart');
  await expect(report.getByTestId('chart-tick').first()).toBeVisible();
  expect(await report.locator('.bar-chart-value').count()).toBeLessThanOrEqual(12);
});

test('wtdemo: the marketplace tiles, without an autoship', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'wtdemo');
  await page.goto('/wpm/dashboard/SystemIndex');
  await expect(page.getByTestId('tile-rank-name')).toHaveText('Silver');
  // its orders are marketplace orders: 50 BV are missing to stay active
  await expect(tile(page, 'pbv')).toContainText('50.00 BV more to stay active');
  await expect(tile(page, 'autoship')).toHaveCount(0);
  await expect(rankCard(page).getByTestId('standing-left')).toContainText(
    await page.getByTestId('tile-left-bv').innerText(),
  );
  expect(await tilesInFirstRow(page)).toBe(2);
  await expectNoSideScroll(page, PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
});
