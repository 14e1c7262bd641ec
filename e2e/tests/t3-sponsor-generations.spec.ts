import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle, snapshot } from '../support/portal';

/**
 * The sponsor tree by generations as a member meets it: open SponsorChat, read level 1 and its
 * count, open a level to its members and page through them; on a 320 px phone the levels are
 * cards with no sideways scroll. The figures are proved over HTTP
 * (apps/server/test/organization/sponsor-generations.test.ts).
 */

interface Level {
  level: number;
  members: number;
}

/** Opens SponsorChat and returns the levels the page was answered with. */
async function openGenerations(page: Page): Promise<Level[]> {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/mm/member/tree/sponsor/generations') && r.ok(),
  );
  await page.goto('/dashboard/myOrganization/SponsorChat');
  await expect(pageTitle(page)).toHaveText('Sponsor tree');
  const body = (await (await answered).json()) as { data: { levels: Level[] } };
  return body.data.levels;
}

const count = (n: number) => new Intl.NumberFormat('en').format(n);

test('sponsor tree: levels, counts, a level opened, its members paged', async ({
  page,
}, testInfo) => {
  await login(page, 'demo');
  const levels = await openGenerations(page);
  await expect(page.getByText('Generations', { exact: true })).toBeVisible();
  expect(levels[0], 'demo sponsors members personally').toMatchObject({ level: 1 });

  // level 1 with its count; the rank's unilevel levels are explained and marked
  const first = page.getByRole('row', { name: /Level 1(?!\d)/ });
  await expect(first).toContainText(count(levels[0]!.members));
  await expect(
    page.getByText(/^Your rank .+ opens (\d+ unilevel levels?|no unilevel level yet)\./),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'BV this cycle' })).toBeVisible();

  // the largest level: open it, and its first page lists its members (a page holds 10; the
  // demo's levels hold fewer; the pages are the list call's, proved in tree-list.test.ts)
  const big = levels.reduce((a, b) => (b.members > a.members ? b : a));
  const row = page.getByRole('row', { name: new RegExp(`Level ${big.level}(?!\\d)`) });
  await row.getByRole('button').first().click();
  const members = page.getByRole('region', {
    name: `Members of level ${big.level}`,
    exact: true,
  });
  await expect(members.getByRole('columnheader', { name: 'Sponsor' })).toBeVisible();
  await expect(members.getByRole('columnheader', { name: 'Leg' })).toHaveCount(0);
  // a header row, then one row per member of the level up to the page's 10
  await expect(members.getByRole('row')).toHaveCount(1 + Math.min(10, big.members));
  await snapshot(page, testInfo, 'sponsor-generations');

  // the last closed cycle, from its snapshot
  await page.getByRole('combobox', { name: 'Cycle' }).click();
  await page
    .getByText(/^As of \d{4}-W\d{2}$/)
    .first()
    .click();
  await expect(page.getByRole('row', { name: /Level 1(?!\d)/ })).toBeVisible();
});

test('phone: the generations are cards that fit 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await login(page, 'demo');
  const levels = await openGenerations(page);
  const card = page.locator('.rt-card').filter({ hasText: /^Level 1(?!\d)/ });
  await expect(card).toContainText(count(levels[0]!.members));
  await card.getByRole('button', { name: 'Details', exact: true }).first().click();
  await expect(page.getByRole('region', { name: 'Members of level 1', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Members of level 1', exact: true })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
});
