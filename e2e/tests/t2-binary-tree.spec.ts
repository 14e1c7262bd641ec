import { expect, test, type Page } from '@playwright/test';
import { loadBelowOuterLeft } from '../support/binary-tree';
import { login, pageTitle, snapshot } from '../support/portal';

/**
 * The placement tree as a binary chart (both platforms): the member on top with the left and
 * right legs side by side, keyboard moves, 4 more levels under a bottom card, the jump to the
 * bottom of the outer left leg, search, back to oneself, and the phone's one-leg view. The
 * extreme call's rules are proved over HTTP (apps/server/test/organization/tree-extreme.test.ts).
 */

const chart = (page: Page) => page.getByRole('tree', { name: 'Organization chart' });

/** The drawn card of a login (the drawn layer is hidden from screen readers, so by class). */
const card = (page: Page, login: string) =>
  page
    .locator('.bt-node')
    .filter({ has: page.locator('.bt-login').getByText(login, { exact: true }) });

const loginOf = async (item: ReturnType<Page['getByRole']>) =>
  (await item.getAttribute('aria-label'))!.split(' ')[0]!;

test('placement chart: legs side by side, keys, expand, extreme left, search, back to me', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'demo');
  await page.goto('/dashboard/myOrganization/PlacementChat');
  await expect(pageTitle(page)).toHaveText('Placement tree');
  const tree = chart(page);
  await expect(tree.getByRole('treeitem', { level: 1 })).toHaveAttribute('aria-label', /^demo /);

  // both legs side by side: the left leg's top card left of the right leg's, on one row
  const legs = tree.getByRole('treeitem', { level: 2 });
  await expect(legs).toHaveCount(2);
  const leftLogin = await loginOf(legs.nth(0));
  const rightLogin = await loginOf(legs.nth(1));
  await expect(card(page, leftLogin)).toBeVisible();
  await expect(card(page, rightLogin)).toBeVisible();
  const leftBox = (await card(page, leftLogin).boundingBox())!;
  const rightBox = (await card(page, rightLogin).boundingBox())!;
  expect(leftBox.x + leftBox.width).toBeLessThanOrEqual(rightBox.x);
  expect(Math.abs(leftBox.y - rightBox.y)).toBeLessThan(2);
  await expect(card(page, 'demo')).toBeVisible();
  expect((await card(page, 'demo').boundingBox())!.y).toBeLessThan(leftBox.y);

  // the keyboard: Left goes to the left leg, Home back to the top
  await tree.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tree).toHaveAttribute(
    'aria-activedescendant',
    (await legs.nth(0).getAttribute('id'))!,
  );
  await expect(card(page, leftLogin)).toHaveClass(/is-focused/);
  await page.keyboard.press('Home');
  await expect(card(page, 'demo')).toHaveClass(/is-focused/);

  // expand: a bottom card loads 4 more levels under it; the zoom buttons change the scale
  const stage = page.locator('.bt-stage');
  const before = await stage.getAttribute('style');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(stage).not.toHaveAttribute('style', before ?? '');
  await loadBelowOuterLeft(page);
  await page.getByRole('button', { name: 'Reset view' }).click();
  await snapshot(page, testInfo, 'binary-tree');

  // the bottom of the outer left leg, where new left enrolees go: shown and focused
  await page.getByRole('button', { name: 'Extreme left' }).click();
  const landed = page.getByText(/^Bottom of your outer left leg: \S+, \d+ levels? down$/);
  await expect(landed).toBeVisible();
  const bottom = /: (\S+),/.exec((await landed.textContent())!)![1]!;
  await expect(tree.getByRole('treeitem', { level: 1 })).toHaveAttribute(
    'aria-label',
    new RegExp(`^${bottom} `),
  );
  await expect(tree).toBeFocused();
  await expect(card(page, bottom)).toBeVisible();
  await expect(card(page, bottom)).toHaveClass(/is-focused/);
  // nobody below it on the left: the slot is open
  await expect(tree.getByRole('treeitem', { name: 'Open position, Left', level: 2 })).toHaveCount(
    1,
  );

  // search a member and open the chart there, then back to oneself
  await page.getByRole('button', { name: 'Back to me' }).click();
  await expect(tree.getByRole('treeitem', { level: 1 })).toHaveAttribute('aria-label', /^demo /);
  const search = page.getByRole('searchbox', { name: 'Login name or name' }).first();
  await search.fill(rightLogin);
  await search.press('Enter');
  await expect(page.getByText(/\d+ found/)).toBeVisible();
  await page.getByRole('button', { name: 'Show in tree' }).first().click();
  await expect(tree.getByRole('treeitem', { level: 1 })).toHaveAttribute(
    'aria-label',
    new RegExp(`^${rightLogin}`),
  );
  await page.getByRole('button', { name: 'Back to me' }).click();
  await expect(tree.getByRole('treeitem', { level: 1 })).toHaveAttribute('aria-label', /^demo /);
  await expect(page.getByRole('button', { name: 'Back to me' })).toBeDisabled();
});

test('marketplace: the placement chart draws both legs', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'wtdemo');
  await page.goto('/wpm/dashboard/myOrganization/PlacementChat');
  const tree = chart(page);
  await expect(tree.getByRole('treeitem', { level: 1 })).toHaveAttribute('aria-label', /^wtdemo /);
  await expect(tree.getByRole('treeitem', { level: 2 })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Extreme right' })).toBeEnabled();
});

test('phone: one leg at a time with both legs totals, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'demo');
  await page.goto('/dashboard/myOrganization/PlacementChat');
  await expect(page.getByRole('article', { name: /^demo / })).toBeVisible();
  await expect(chart(page)).toHaveCount(0);
  // both legs' volume and members stay in sight whichever leg is chosen
  const totals = page.locator('.bt-leg-total');
  await expect(totals).toHaveCount(2);
  for (const total of await totals.all()) {
    await expect(total).toBeVisible();
    await expect(total).toHaveText(/^[\d,]+\.\d{2} BV · \d+ members?$/);
  }
  await expect(page.getByRole('list', { name: 'Members of the left leg' })).toBeVisible();
  await page.getByText('Right leg', { exact: true }).click();
  const right = page.getByRole('list', { name: 'Members of the right leg' });
  await expect(right).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  expect(await overflow()).toBe(false);
  // tapping a member goes down: it becomes the card on top
  const first = right.getByRole('button').first();
  const login2 = (await first.locator('strong').textContent())!.trim();
  await first.click();
  await expect(page.getByRole('article', { name: new RegExp(`^${login2} `) })).toBeVisible();
  await page.getByRole('button', { name: 'Back to me' }).click();
  await expect(page.getByRole('article', { name: /^demo / })).toBeVisible();
  expect(await overflow()).toBe(false);
});
