import { expect, test } from '@playwright/test';
import { enterCode, signInConsole } from '../support/console';
import { login, pageTitle } from '../support/portal';

/**
 * News written in the console, as the content team and a member meet it: an empty title is
 * refused, the item is scheduled a minute or two ahead, previewed as a member of its company,
 * and demo (US, English) does not see it before its publish time and sees it after. Editing,
 * withdrawing and another company's operator are proved over HTTP:
 * apps/server/test/console/content.test.ts.
 */
test.describe.configure({ timeout: process.env.CI ? 420_000 : 300_000 });

const HOUR_MS = 3_600_000;
/** A `datetime-local` value on the business clock (UTC+8), the next minute after `ms`. */
const businessMinute = (ms: number) =>
  new Date(Math.ceil(ms / 60_000) * 60_000 + 8 * HOUR_MS).toISOString().slice(0, 16);

test('content schedules a news item, previews it, and demo sees it from its time', async ({
  page,
  browser,
}) => {
  const title = `Console news ${Date.now()}`;
  await signInConsole(page, 'content');
  await enterCode(page, 'content');
  await page.getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');

  // demo, signed in before the item exists, so the check that it is not out yet comes seconds
  // after the save, however slow the machine: the publish time is only a minute or two ahead
  const member = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await login(member, 'demo');
  await member.goto('/dashboard/DashboardNews');
  await expect(pageTitle(member)).toHaveText('News');
  const list = member.getByRole('list', { name: 'News list' });

  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New news item' });
  await dialog.getByLabel('Company').click();
  // antd draws its own options beside the hidden accessible list
  await page.locator('.ant-select-item-option').filter({ hasText: /^US$/ }).click();
  await dialog.getByLabel('Text').fill('**Meet us** at the spring kick-off.\n\nSeats are limited.');
  // bad input first: a title of spaces is no title
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill this in.')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  const publishAt = Date.now() + 60_000;
  await dialog.getByLabel('Publish time (UTC+8)').fill(businessMinute(publishAt));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(/News item \d+ saved/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled')).toBeVisible();

  // demo before the publish time: not in the news
  await member.reload();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toHaveCount(0);
  expect(Date.now(), 'the check ran before the publish time').toBeLessThan(publishAt);

  // the preview: what a member of US reading English sees once the item is out
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview as a member' });
  const article = preview.getByRole('article');
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('Meet us');
  await expect(preview.getByText('This item')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  // after it: there, and it opens
  await member.waitForTimeout(Math.max(0, Math.ceil(publishAt / 60_000) * 60_000 - Date.now()));
  await expect(async () => {
    await member.reload();
    await expect(list.getByRole('link', { name: title })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  await list.getByRole('link', { name: title }).click();
  await expect(member.getByRole('article')).toContainText('Seats are limited.');

  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByText('Published'),
  ).toBeVisible();
  await member.close();
});
