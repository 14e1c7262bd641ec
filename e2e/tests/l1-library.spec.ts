import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { login, pageTitle, snapshot } from '../support/portal';
import { api } from '../support/wallet';

const PHONE = { width: 375, height: 812 };
const LIBRARY = '/dashboard/ProductLibrary';
const DETAILS = `${LIBRARY}/libraryDetails`;

/** No page-wide sideways scroll at phone width. */
async function fitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('library at 375 px: search, open, download a PDF; empty search and foreign id', async ({
  browser,
  page,
}, testInfo) => {
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  // a document of another company (WT), to ask for as demo (US)
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await context.newPage();
  await login(other, 'wtdemo');
  const wt = await api<{ items: { id: number }[] }>(other, 'GET', '/bo/library/documents');
  const foreignId = wt.items[0]!.id;
  await context.close();

  await page.setViewportSize(PHONE);
  await login(page, 'demo');
  await page.goto(LIBRARY);
  await expect(pageTitle(page)).toHaveText('Product library');

  // search: the starter kit, found by a word of its description
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('enrolment');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=enrolment/);
  const link = page.getByRole('link', { name: 'Business starter kit' });
  await expect(link).toBeVisible();
  await fitsPhone(page);
  expect(await seriousViolations(page)).toEqual([]);

  // open it, then download the PDF it holds
  await link.click();
  await expect(pageTitle(page)).toHaveText('Library document');
  await expect(page.getByRole('heading', { name: 'Business starter kit' })).toBeVisible();
  await fitsPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('business-starter-kit.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await snapshot(page, testInfo, 'l1-library-details');

  // bad input: a search with no result shows the empty state
  await page.goto(`${LIBRARY}/libraryList`);
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('no such document 42%');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('library-empty')).toContainText('No documents match your search.');

  // another company's document and an unknown id are both simply not found
  for (const id of [foreignId, 2_000_000_000]) {
    await page.goto(`${DETAILS}?id=${id}`);
    await expect(
      page.getByText('This document does not exist or is not available to you.'),
    ).toBeVisible();
  }

  // member tools: the real links and the tools category of the library
  await page.goto('/memberBenefit/MemberTools');
  await expect(pageTitle(page)).toHaveText('Member tools');
  await expect(page.getByRole('link', { name: 'Open my digital business card' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Member tools checklist' })).toBeVisible();
  await fitsPhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});
