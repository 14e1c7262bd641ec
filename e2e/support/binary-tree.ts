import { expect, type Page } from '@playwright/test';

/** The placement chart's focusable outline (the drawn layer is hidden from screen readers). */
export const binaryChart = (page: Page) => page.getByRole('tree', { name: 'Organization chart' });

/**
 * Loads the 4 levels under the outer left card of the page's last level, by keyboard: the
 * focused card is moved into view, where a pointer could not reach the bottom row of a wide
 * tree without panning. Home, then Left three times, then Enter.
 */
export async function loadBelowOuterLeft(page: Page) {
  const tree = binaryChart(page);
  await tree.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem', { level: 5 }).first()).toBeAttached({ timeout: 15_000 });
}
