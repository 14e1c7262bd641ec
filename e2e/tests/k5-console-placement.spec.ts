import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterCode, signInConsole } from '../support/console';

/**
 * A placement move that would make a cycle, as support meets it: demo (who has a downline) to
 * be placed under demo itself is refused at the check, before any reason or code is asked.
 * The moves that may be made (a leaf to a free side, a held member placed) and every other
 * refusal are proved over HTTP: apps/server/test/console/placement-move.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 240_000 : 120_000 });

/** Picks a member in a search select by keyboard: type, wait for the option, Enter. */
async function pick(page: Page, field: Locator, text: string) {
  await field.click();
  await field.fill(text);
  // antd keeps the options' accessible list hidden and draws its own: the option is attached
  const option = page.getByRole('option', {
    name: new RegExp(`^${text} \\(`),
    includeHidden: true,
  });
  await expect(option.last()).toBeAttached({
    timeout: 45_000,
  });
  await field.press('Enter');
}

test('a move under the member itself is refused at the check', async ({ page }) => {
  await signInConsole(page, 'support');
  await enterCode(page, 'support');
  await page.getByRole('link', { name: 'Placement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move in the placement tree');
  await pick(page, page.getByRole('combobox', { name: 'Member' }), 'demo');
  await pick(page, page.getByRole('combobox', { name: 'New parent' }), 'demo');
  await page.getByRole('radio', { name: 'Left' }).check();
  await page.getByRole('button', { name: 'Check the move' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This move would put the member under their own downline.',
  );
  await expect(page.getByRole('button', { name: 'Move', exact: true })).toHaveCount(0);
});
