import { expect, test } from '@playwright/test';
import { WIDTHS, seriousViolations } from '../support/a11y';
import { loadBelowOuterLeft } from '../support/binary-tree';
import { login, pageTitle, snapshot } from '../support/portal';

/**
 * The org chart as a member meets it: open the placement tree, search the
 * downline, jump and go back up, expand a node, switch to the last closed cycle, the table view
 * with its export, and a bad search. The rules are proved over HTTP (apps/server/test/organization).
 */
test('placement tree: open, search, jump, up, expand, past cycle, table, bad search', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  await page.goto('/dashboard/myOrganization/PlacementChat');
  await expect(pageTitle(page)).toHaveText('Placement tree');
  // the binary chart (t2-binary-tree.spec.ts): each card's line of the outline a screen reader
  // reads carries the standing the rank card shows: names, not codes, every figure with its unit
  const me = page.getByRole('treeitem', { name: /^demo / });
  await expect(me).toContainText(/Left leg: [\d,]+\.\d{2} BV · \d+ members?/);
  await expect(me).toContainText('Rank: Gold');
  await expect(me).toContainText('Highest award: Star');
  await expect(me).toContainText(
    /Carried over \(left \/ right\): [\d,]+\.\d{2} BV \/ [\d,]+\.\d{2} BV/,
  );
  await expect(page.getByText(/Leg volumes as of/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Up one level' })).toBeDisabled();

  // search a member of the downline by the prefix of a login shown in the chart
  const second = page.getByRole('treeitem', { level: 2, name: /^(?!Open position)/ }).first();
  const login2 = (await second.getAttribute('aria-label'))!.split(' ')[0]!;
  const search = page.getByRole('searchbox', { name: 'Login name or name' }).first();
  await search.fill(login2);
  await search.press('Enter');
  await expect(page.getByText(/\d+ found/)).toBeVisible();
  await page.getByRole('button', { name: 'Show in tree' }).first().click();
  await expect(page.getByRole('treeitem', { level: 1 })).toHaveAttribute(
    'aria-label',
    new RegExp(`^${login2} `),
  );
  await page.getByRole('button', { name: 'Up one level' }).click();
  await expect(page.getByRole('treeitem', { name: /^demo / })).toBeAttached();

  // a card at the last level loads the next 4 levels below it
  await loadBelowOuterLeft(page);
  await snapshot(page, testInfo, 'placement-tree');

  // the last closed cycle, from its snapshot
  await page.getByRole('combobox', { name: 'Cycle' }).click();
  await page
    .getByText(/^As of \d{4}-W\d{2}$/)
    .first()
    .click();
  await expect(page.getByRole('treeitem', { name: /^demo / })).toContainText('Rank: Gold');

  // the table view, its filters and the CSV export
  await page.getByText('Table', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Login name' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^placement-downline-.*\.csv$/);

  // a bad search (wildcards, no such member) finds nothing and says so
  const tableSearch = page.getByRole('searchbox', { name: 'Login name or name' });
  await tableSearch.fill('zz%_no-such-member');
  await tableSearch.press('Enter');
  await expect(page.getByText('No member of your organization matches.')).toBeVisible();
});

test('phone: the sponsor tree draws its generations as cards at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'demo');
  await page.goto('/dashboard/myOrganization/SponsorChat');
  await expect(pageTitle(page)).toHaveText('Sponsor tree');
  // the sponsor tree reads by generations (t3-sponsor-generations.spec.ts)
  await expect(page.locator('.rt-card').filter({ hasText: /^Level 1(?!\d)/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
});

test('the three organization pages have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'demo');
  for (const path of [
    '/dashboard/myOrganization/PlacementChat',
    '/dashboard/myOrganization/SponsorChat',
    '/dashboard/myOrganization/DirectlyRecommend',
  ]) {
    for (const width of WIDTHS) {
      await page.setViewportSize(width);
      await page.goto(path);
      await page
        .locator('.tree-card, .ant-table, .rt-card, .bt-node, .bt-leg-current')
        .first()
        .waitFor();
      // the page's own signal, not network idle: the unread stream stays open on every page
      await expect(page.locator('.ant-spin-spinning, .loading-text, .ant-skeleton')).toHaveCount(0);
      expect({ path, width: width.width, found: await seriousViolations(page) }).toEqual({
        path,
        width: width.width,
        found: [],
      });
    }
  }
});
